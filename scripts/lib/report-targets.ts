// How the benches end: a table of measures against their targets, then a verdict. Exits 1
// when a target was missed, so `npm run bench:…` fails as a check would.

export function reportTargets<Row extends { ok: boolean }>(rows: Row[]): void {
  console.table(rows.map(({ ok, ...row }) => ({ ...row, ok: ok ? "✔" : "✘" })));
  if (rows.some((row) => !row.ok)) {
    console.error("✘ a target was missed");
    process.exit(1);
  }
  console.log("✔ every target met");
}
