// The receipt's sections for the optional plan blocks: nothing for a study without them, the early
// stop's section for one with it, the rate envelope's for an open-loop study, in that order.
import { describe, expect, it } from '@jest/globals';
import { syntheticBundle } from '../../../bench/synthetic-study.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { earlyStopSection } from '../../../src/domain/report/receipt-early-stop.js';
import { extensionSections, skippedGridCell } from '../../../src/domain/report/receipt-extensions.js';
import { openLoopSection } from '../../../src/domain/report/receipt-open-loop.js';
import { assembleStudy } from '../../../src/domain/study/assemble.js';
import { readValidatedStudy, type StudyDocument } from '../../../src/domain/study/study-model.js';
import { openLoopStudy } from '../../kits/open-loop-study.js';

function closedLoop(earlyStop: boolean): StudyDocument {
  const { study } = assembleStudy(
    syntheticBundle({
      candidates: 1,
      serverLevels: [1, 2],
      clientLevels: [1, 2, 4],
      measuredRequests: 4,
      maxE2eMs: 300,
      decision: { pairs: 2 },
      ...(earlyStop ? { earlyStop: { margin_percent: 20 } } : {}),
    }).inputs,
  );
  return readValidatedStudy(parseJson(canonicalJson(study))).plain;
}

describe('extensionSections', () => {
  it('adds nothing to a study without the optional blocks', () => {
    expect(extensionSections(closedLoop(false))).toEqual([]);
  });

  it('is the early stop section when the plan has one', () => {
    const study = closedLoop(true);
    const lines = extensionSections(study);
    expect(lines).toContain('## Early stop');
    expect(lines).toEqual(earlyStopSection(study));
  });

  it('is the rate envelope section for an open-loop study', () => {
    const { plain } = openLoopStudy(() => 4);
    const lines = extensionSections(plain);
    expect(openLoopSection(plain).length).toBeGreaterThan(0);
    expect(lines).toEqual(openLoopSection(plain));
    expect(lines).not.toContain('## Early stop');
  });

  it('re-exports the skipped grid cell for the envelope grid', () => {
    const cell = closedLoop(true).cells.find((c) => c.status === 'SKIPPED')!;
    expect(skippedGridCell(cell)).toContain('**SKIPPED**');
  });
});
