import { pyFixed } from '../../../src/domain/core/format.js';
import { renderMermaidCharts } from '../../../src/domain/report/mermaid.js';
import { restrictLevels, seedStudy, type Loose } from '../../kits/seed-study.js';

const MD = renderMermaidCharts(seedStudy());

function blocks(md: string): string[] {
  return [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1]);
}

/** One chart section per candidate: heading up to the next heading. */
function sections(md: string): string[] {
  return md.split(/(?=^#### )/m).filter((s) => s.startsWith('#### '));
}

describe('Mermaid charts of the seed study', () => {
  test('one xychart per candidate, one line per server-slot level with the median rates', () => {
    const study = seedStudy() as Loose;
    const charts = blocks(MD);
    expect(charts).toHaveLength(study.plan.candidates.length);
    study.plan.candidates.forEach((candidate: Loose, k: number) => {
      const chart = charts[k];
      const lines = chart.split('\n');
      expect(lines[0]).toMatch(
        /^%%\{init: \{"themeVariables": \{"xyChart": \{"plotColorPalette": "#[0-9a-f]{6}(, #[0-9a-f]{6})*"\}\}\}\}%%$/,
      );
      expect(lines[1]).toBe('xychart-beta');
      expect(chart).toContain(`title "${candidate.label}"`);
      expect(chart).toContain('x-axis "Simultaneous clients" ["C1", "C2", "C4"]');
      for (const p of study.plan.server_parallel_levels) {
        const values = study.plan.client_concurrency_levels.map((c: number) => {
          const cell = study.cells.find(
            (x: Loose) =>
              x.candidate_id === candidate.id && x.server_parallel === p && x.client_concurrency === c,
          );
          return pyFixed(cell.summary.generated_tokens_per_second_median.value, 2);
        });
        expect(chart).toContain(`    line "P${p}" [${values.join(', ')}]`);
      }
      const top = Number(/y-axis "[^"]+" 0 --> (\d+(?:\.\d+)?)$/m.exec(chart)![1]);
      const max = Math.max(
        ...study.cells
          .filter((c: Loose) => c.candidate_id === candidate.id)
          .map((c: Loose) => c.summary.generated_tokens_per_second_median.value),
      );
      expect(top).toBeGreaterThan(max);
    });
  });

  test('passing and failing points are marked in the table under each chart; the selected point is starred', () => {
    const study = seedStudy() as Loose;
    sections(MD).forEach((section, k) => {
      const id = study.plan.candidates[k].id;
      const cells = study.cells.filter((c: Loose) => c.candidate_id === id);
      expect(section.match(/✅ \d/g)).toHaveLength(
        cells.filter((c: Loose) => c.summary.capacity_gate_met).length,
      );
      expect(section.match(/❌ \d/g)).toHaveLength(
        cells.filter((c: Loose) => !c.summary.capacity_gate_met).length,
      );
      const sel = study.selections[k].selected_cell;
      const rate = pyFixed(sel.generated_tokens_per_second_median.value, 2);
      expect(section).toContain(`**✅ ${rate}** ⭐`);
      expect(section).toContain(`⭐ selected P${sel.server_parallel} / C${sel.client_concurrency}`);
      expect(section).toContain('| 🔵 blue | P1 |');
    });
  });

  test('stays small: under 4 KB per candidate', () => {
    for (const section of sections(MD)) expect(Buffer.byteLength(section, 'utf8')).toBeLessThan(4096);
  });

  test('is deterministic and follows the plan levels', () => {
    expect(renderMermaidCharts(seedStudy())).toBe(MD);
    const small = renderMermaidCharts(restrictLevels(seedStudy(), [1, 4], [2, 4]));
    expect(small).toContain('x-axis "Simultaneous clients" ["C2", "C4"]');
    expect(small).not.toContain('line "P2"');
    expect(
      blocks(small)[0]
        .split('\n')
        .filter((l) => l.startsWith('    line ')),
    ).toHaveLength(2);
  });
});

test('labels cannot break the chart, the code fence or the table', () => {
  const study = seedStudy() as Loose;
  study.plan.candidates[0].label = 'Q8 "quoted" `fence` | bar <b>x</b>\nnext';
  study.selections[1].selected_cell = null;
  const md = renderMermaidCharts(study);
  const chart = blocks(md)[0];
  expect(chart).toContain(`title "Q8 'quoted' 'fence' | bar \u2039b\u203ax\u2039/b\u203a next"`);
  expect(md).toContain('#### Q8 "quoted" \\`fence\\` \\| bar &lt;b&gt;x&lt;/b&gt; next: generated tok/s');
  expect(md.match(/```/g)).toHaveLength(4);
  expect(md).toContain('no observed point cleared every gate');
  expect(sections(md)[1]).not.toContain('⭐');
});

test('a directive in a label cannot reach Mermaid: only the chart written here configures it', () => {
  const study = seedStudy() as Loose;
  study.plan.candidates[0].label = 'Q8 %%{init: {"theme": "dark"}}%% 50% %%%{x}%%%';
  const md = renderMermaidCharts(study);
  const chart = blocks(md)[0];
  expect(chart).toContain(`title "Q8 %{init: {'theme': 'dark'}}% 50% %{x}%"`);
  // The one directive left is the palette this module writes on the chart's first line.
  expect(chart.match(/%%\{/g)).toHaveLength(1);
  expect(chart.split('\n')[0]).toMatch(/^%%\{init: \{"themeVariables"/);
});
