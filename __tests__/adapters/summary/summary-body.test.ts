// The job summary / PR comment body around the receipt: the baseline comparison and the
// incomplete-study report, with everything taken from files shown as data.
import { baselineDelta } from '../../../src/domain/report/baseline-delta.js';
import { incompleteSummaryBody, studySummaryBody } from '../../../src/adapters/summary/summary-body.js';

const selection = (id: string, p: number, c: number, rate: number) => ({
  candidateId: id,
  selectedCell: { serverParallel: p, clientConcurrency: c, generatedTokensPerSecondMedian: rate },
});

describe('baseline comparison', () => {
  test('reports changed and unchanged selections', () => {
    const d = baselineDelta(
      [selection('q8', 4, 4, 90), selection('q4', 2, 2, 50)],
      [selection('q8', 4, 4, 80), selection('q4', 4, 2, 50)],
    );
    expect(d.selectionChanged).toBe(true);
    expect(d.markdown).toContain(
      '| q8 | P4 / C4 · 80.00 tok/s | P4 / C4 · 90.00 tok/s | +12.5% | unchanged |',
    );
    expect(d.markdown).toContain(
      '| q4 | P4 / C2 · 50.00 tok/s | P2 / C2 · 50.00 tok/s | +0.0% | **changed** |',
    );
  });

  test('a hostile baseline study cannot inject markup, mentions or table cells', () => {
    const hostile = {
      candidateId: '@octocat <img src=x> | [x](https://evil.example)',
      selectedCell: {
        serverParallel: '1 | <!-- paretopilot-capacity:k -->' as unknown as number,
        clientConcurrency: 2,
        generatedTokensPerSecondMedian: 1,
      },
    };
    const d = baselineDelta([selection('q8', 1, 1, 10)], [hostile]);
    const row = d.markdown.split('\n').find((l) => l.includes('octocat'))!;
    expect(row).not.toMatch(/@[a-z]|<img|<!--|(?<!\\)\[/);
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(7);
    expect(row).toContain('P1 \\| &lt;!-- paretopilot-capacity:k --&gt; / C2');
  });

  test('the summary body places the comparison between the receipt and the charts', () => {
    expect(studySummaryBody('# R\n', '## Change vs baseline\n', 'charts\n')).toBe(
      '# R\n\n## Change vs baseline\n\n## Capacity charts\n\ncharts\n\n',
    );
    expect(studySummaryBody('# R\n', '', 'charts\n')).toBe('# R\n\n## Capacity charts\n\ncharts\n\n');
  });
});

test('an incomplete study names stage, reason, missing cells and problems as data', () => {
  const body = incompleteSummaryBody({
    failedStage: 'measure',
    reason: 'runs/forward/a/p1/load-evaluation.json: <b>bad</b>',
    missingCells: ['forward/a/p1', 'reverse/a/p1'],
    problems: ['artifact "x|y" declares 2 entries; @team please look'],
    artifactName: 'capacity-diagnostics-a1',
  });
  expect(body).toBe(
    [
      '# Capacity study incomplete',
      '',
      '**Failed stage:** `measure`',
      '',
      '**Reason:** runs/forward/a/p1/load-evaluation.json: &lt;b&gt;bad&lt;/b&gt;',
      '',
      '**Missing configurations:**',
      '',
      '- forward/a/p1',
      '- reverse/a/p1',
      '',
      '**Artifact problems:**',
      '',
      '- artifact "x\\|y" declares 2 entries; @\u200bteam please look',
      '',
      'The diagnostics bundle `capacity-diagnostics-a1` keeps every log and measurement that finished.',
      '',
    ].join('\n'),
  );
});
