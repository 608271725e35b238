// The receipt's early-stop section and grid cell, read from a validated synthetic study whose SLO
// fails at C2 of P1 under two pairs (so C4 of P1 is skipped in the second pair's two passes).
import { describe, expect, it } from '@jest/globals';
import { syntheticBundle, type SyntheticOptions } from '../../../bench/synthetic-study.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  earlyStopSection,
  SKIPPED_SENTENCE,
  skippedGridCell,
} from '../../../src/domain/report/receipt-early-stop.js';
import { assembleStudy } from '../../../src/domain/study/assemble.js';
import { readValidatedStudy, type StudyDocument } from '../../../src/domain/study/study-model.js';

const SHAPE: SyntheticOptions = {
  candidates: 1,
  serverLevels: [1, 2],
  clientLevels: [1, 2, 4],
  measuredRequests: 4,
  maxE2eMs: 300,
  decision: { pairs: 2 },
  earlyStop: { margin_percent: 20 },
};

function studyOf(shape: SyntheticOptions): StudyDocument {
  const { study } = assembleStudy(syntheticBundle(shape).inputs);
  return readValidatedStudy(parseJson(canonicalJson(study))).plain;
}

describe('earlyStopSection', () => {
  const study = studyOf(SHAPE);
  const e = study.early_stop!;

  it('states the rule and lists every skipped (pass, cell) with its reason', () => {
    const lines = earlyStopSection(study);
    expect(lines.slice(0, 3)).toEqual(['', '## Early stop', '']);
    expect(lines[3]).toContain('**Early stop:** 2 cell measurements skipped');
    expect(lines[3]).toContain(`once ${e.min_failed_passes} passes failed the SLO by more than 20.0%`);
    const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| Pass') && !l.startsWith('| ---'));
    expect(rows.map((r) => r.split(' | ').slice(0, 3).join(' | '))).toEqual([
      '| forward-2 | cand-1 | P1 / C4',
      '| reverse-2 | cand-1 | P1 / C4',
    ]);
    expect(rows[0]).toContain(
      'failed the SLO by the margin at a lower C in 3 passes: forward C2 E2E p95 556 ms &gt; 300 ms',
    );
  });

  it('says seconds below 90 s and minutes from there on', () => {
    const at = (total: number, each: number): StudyDocument => ({
      ...study,
      early_stop: {
        ...e,
        estimated_runner_seconds_saved: total,
        skipped_cells: [{ ...e.skipped_cells[0], estimated_runner_seconds_saved: each }],
      },
    });
    const short = earlyStopSection(at(45.4, 45.4));
    expect(short[3]).toContain('**Early stop:** 1 cell measurement skipped');
    expect(short[3]).toContain('about 45 s of runner time saved');
    expect(short.at(-1)).toMatch(/\| 45 s \|$/);
    const long = earlyStopSection(at(150, 95));
    expect(long[3]).toContain('about 2.5 min of runner time saved');
    expect(long.at(-1)).toMatch(/\| 1\.6 min \|$/);
  });

  it('has no table when nothing was skipped, and nothing at all without the plan block', () => {
    const none = earlyStopSection({
      ...study,
      early_stop: { ...e, skipped_cells: [], estimated_runner_seconds_saved: 0 },
    });
    expect(none[3]).toContain('0 cell measurements skipped');
    expect(none.some((l) => l.startsWith('| Pass'))).toBe(false);
    expect(earlyStopSection(studyOf({ ...SHAPE, earlyStop: undefined }))).toEqual([]);
  });

  it('escapes Markdown in the ids and reasons it prints', () => {
    const odd = earlyStopSection({
      ...study,
      early_stop: { ...e, skipped_cells: [{ ...e.skipped_cells[0], reason: 'a | b' }] },
    });
    expect(odd.at(-1)).toContain('a \\| b');
  });
});

describe('skippedGridCell', () => {
  it('names the passes that did not measure the cell', () => {
    const study = studyOf(SHAPE);
    const cell = study.cells.find((c) => c.server_parallel === 1 && c.client_concurrency === 4)!;
    expect(skippedGridCell(cell)).toBe('**SKIPPED** · early stop<br>not measured in forward-2, reverse-2');
    expect(SKIPPED_SENTENCE).toMatch(/never eligible/);
  });
});
