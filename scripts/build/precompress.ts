import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { filesUnder } from "../lib/files-under.ts";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest|map)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

/**
 * Brotli (quality 11) and gzip (level 9) siblings of every text file, so neither `npm start`
 * nor nginx compresses per request. Returns how many files got them.
 */
export function precompress(clientDir: string): number {
  let count = 0;
  for (const file of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
