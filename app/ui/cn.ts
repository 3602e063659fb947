import { clsx, type ClassValue } from "clsx";

/** Joins class names; conditional parts drop out. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
