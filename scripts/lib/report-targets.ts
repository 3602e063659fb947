// How the benches end: a table of measures against their targets (or several, one after the
// other), then a verdict. Exits 1 when a target was missed, so `npm run bench:…` fails as a
// check would.

export function reportTargets(...tables: { ok: boolean }[][]): void {
  const rows = tables.flat();
  for (const table of tables) {
    if (table.length === 0) continue;
    console.table(table.map(({ ok, ...row }) => ({ ...row, ok: ok ? "✔" : "✘" })));
  }
  if (rows.some((row) => !row.ok)) {
    console.error("✘ a target was missed");
    process.exit(1);
  }
  console.log("✔ every target met");
}
