/**
 * A rate (quotes): `windowMs / intervalMs` at once, then one more every `intervalMs`. Apart from
 * the limit counts (limit-counts.server.ts) so that the two ways of counting rates import it
 * without importing back the module that chooses between them.
 */
export type Rate = { key: string; intervalMs: number; windowMs: number };
