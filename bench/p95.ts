// `npm run bench -- p95`: the coverage table of the p95 and attainment bounds when requests share their
// run's speed (docs/decision.md, "Validation: p95 bounds with runs as the unit"), and the alternatives
// the method was chosen against. Same generator as the tests; 500 studies a row (the docs' table)
// unless P95_STUDIES says otherwise.
import {
  p95CoverageTable,
  p95TableMarkdown,
  type AlternativeName,
  type P95Row,
} from '../__tests__/kits/p95-simulation.js';

const pct = (v: number) => (Number.isNaN(v) ? '—' : `${(100 * v).toFixed(1)} %`);

function alternativesMarkdown(rows: readonly P95Row[]): string {
  const names: AlternativeName[] = ['additive', 'effective_n', 'per_run_t'];
  const lines = [
    '| scenario | R × m | ' + names.map((n) => `${n}: exists · covers · false PASS`).join(' | ') + ' |',
    '| --- | --- | ' + names.map(() => '---').join(' | ') + ' |',
  ];
  for (const r of rows.filter((x) => x.withBound > 0 && x.alternatives))
    lines.push(
      `| ${r.label} | ${r.runs} × ${r.requests} | ` +
        names
          .map((n) => {
            const a = r.alternatives![n];
            return `${pct(a.exists)} · ${pct(a.coverage)} · ${pct(a.falsePass)}`;
          })
          .join(' | ') +
        ' |',
    );
  return lines.join('\n');
}

export function benchP95(studies = Number(process.env.P95_STUDIES ?? 500)): void {
  const rows = p95CoverageTable(studies, true);
  console.log(
    `\np95: bounds with runs as the unit (${studies} studies a row, 8 cells a study, 2 checked; 95 %)`,
  );
  console.log(p95TableMarkdown(rows));
  console.log('\np95: the alternatives (same studies)');
  console.log(alternativesMarkdown(rows));
}
