import { formatPrice } from "./format-price.ts";

/**
 * 150000 → "1,50,000": a whole number with Indian digit grouping (the inbox's counts), as the
 * rupee format groups it. Its own module, so that the public pages' code, which formats prices
 * only, does not carry it.
 */
export const formatIndian = (count: number) => formatPrice(count).replace("₹", "");
