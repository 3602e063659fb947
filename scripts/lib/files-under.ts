import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, depth first. */
export function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}
