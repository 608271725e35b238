// The study's early stop end to end in the domain: a synthetic bundle whose SLO fails at C2 of P1,
// measured with two pairs as the measure stage would, assembles into SKIPPED cells (never eligible,
// not measured for the decision), re-derives on validation, renders in the receipt — and a level
// left out without the rule's evidence, or without the plan block, is refused naming the file.
import { describe, expect, it } from '@jest/globals';
import { syntheticBundle, type SyntheticOptions } from '../../../bench/synthetic-study.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { type JsonObject } from '../../../src/domain/core/json.js';
import { assembleStudy } from '../../../src/domain/study/assemble.js';
import { readValidatedStudy } from '../../../src/domain/study/study-model.js';
import { renderReceipt } from '../../../src/domain/report/receipt.js';
import { renderHtmlReport } from '../../../src/domain/report/html-report.js';
import { renderMermaidCharts } from '../../../src/domain/report/mermaid.js';
import { buildEvidenceExport } from '../../../src/domain/report/evidence-export.js';

type Loose = any;

/** A number as the lossless reader holds it (floats are boxed). */
const num = (v: Loose): number => (typeof v === 'object' && v !== null ? Number(v.value) : Number(v));

const SHAPE: SyntheticOptions = {
  candidates: 1,
  serverLevels: [1, 2],
  clientLevels: [1, 2, 4],
  measuredRequests: 4,
  // C1 ≈ 250 ms; P1 at C2 ≈ 550 ms and C4 ≈ 850 ms; P2 at C4 ≈ 580 ms: only P1 fails below its top C.
  maxE2eMs: 300,
  decision: { pairs: 2 },
  earlyStop: { margin_percent: 20 },
};

const OPTIONS = { toolName: 'paretopilot-capacity', toolVersion: '0.0.0', toolRepository: 'example/tool' };

function studyOf(shape: SyntheticOptions): JsonObject {
  return assembleStudy(syntheticBundle(shape).inputs).study;
}

describe('early stop in the study', () => {
  const study = studyOf(SHAPE) as Loose;

  it('records the skipped cells with their evidence and the seconds saved', () => {
    const skipped = study.early_stop.skipped_cells;
    expect(skipped.map((s: Loose) => `${s.pass_id}/P${s.server_parallel}/C${s.client_concurrency}`)).toEqual([
      'forward-2/P1/C4',
      'reverse-2/P1/C4',
    ]);
    expect(skipped[0].status).toBe('SKIPPED');
    expect(skipped[0].evidence.map((e: Loose) => [e.pass_id, e.client_concurrency, e.limit])).toEqual([
      ['forward', 2, 'e2e_latency_ms_p95'],
      ['reverse', 2, 'e2e_latency_ms_p95'],
      ['forward-2', 2, 'e2e_latency_ms_p95'], // its own C2, measured before C4 in this run
    ]);
    // Mean timed wall time of P1/C4 in forward and reverse, times (1 warmup + 4 measured) / 4.
    const walls = ['forward', 'reverse'].map(
      (pass) =>
        study.source_artifacts.load_evaluations[`${pass}/cand-1/p1`].evaluation.rows.find(
          (r: Loose) => r.concurrency === 4,
        ).wall_time_seconds,
    );
    const expected = ((num(walls[0]) + num(walls[1])) / 2) * (5 / 4);
    expect(num(skipped[0].estimated_runner_seconds_saved)).toBeCloseTo(expected, 9);
    expect(num(study.early_stop.estimated_runner_seconds_saved)).toBeCloseTo(
      skipped.reduce((a: number, s: Loose) => a + num(s.estimated_runner_seconds_saved), 0),
      9,
    );
  });

  it('marks the cell SKIPPED, never eligible, with the passes that measured it', () => {
    const cell = study.cells.find((c: Loose) => c.server_parallel === 1 && c.client_concurrency === 4);
    expect(cell.status).toBe('SKIPPED');
    expect(cell.skipped_passes).toEqual(['forward-2', 'reverse-2']);
    expect(cell.pass_metrics.map((m: Loose) => m.pass_id)).toEqual(['forward', 'reverse']);
    expect(cell.summary.capacity_gate_met).toBe(false);
    expect(cell.summary.failure_reasons[0]).toBe('skipped_by_early_stop');
    const measured = study.cells.filter((c: Loose) => c.status === undefined);
    expect(measured).toHaveLength(5);
  });

  it('the decision treats the cell as not measured', () => {
    const cell = study.decision.cells.find(
      (c: Loose) => c.server_parallel === 1 && c.client_concurrency === 4,
    );
    expect(cell.generated_tokens_per_second.estimate).toBeNull();
    expect(cell.verdict).toBe('indeterminate');
  });

  it('re-derives on validation and renders the early stop in the receipt', () => {
    const validated = readValidatedStudy(parseJson(canonicalJson(study)));
    const receipt = renderReceipt(validated.plain, OPTIONS);
    expect(receipt).toContain('## Early stop');
    expect(receipt).toContain('**Early stop:** 2 cell measurements skipped');
    expect(receipt).toContain('| forward-2 | cand-1 | P1 / C4 |');
    expect(receipt).toContain('**SKIPPED** · early stop<br>not measured in forward-2, reverse-2');
    // The other renderers read the same study: a skipped cell with fewer pass metrics does not break them.
    const value = parseJson(canonicalJson(study));
    expect(renderHtmlReport(value, { toolVersion: '0', decision: validated.plain.decision })).toContain(
      '<svg',
    );
    expect(renderMermaidCharts(value)).toContain('xychart');
    const exported = buildEvidenceExport(value, {
      studySha256: 'a'.repeat(64),
      version: '0',
      historical: false,
    });
    expect(exported).toBeDefined();
  });

  it('one pair could never skip: the plan is refused naming /early_stop', () => {
    expect(() => studyOf({ ...SHAPE, decision: undefined })).toThrow(/\/early_stop: can never skip a cell/);
  });

  it('without the plan block the study has no early_stop member', () => {
    expect('early_stop' in studyOf({ ...SHAPE, earlyStop: undefined })).toBe(false);
  });
});

describe('a level left out without justification', () => {
  /** The bundle of SHAPE with one run's load evaluation rewritten. */
  function tampered(
    shape: SyntheticOptions,
    label: string,
    edit: (doc: Loose) => void,
  ): ReturnType<typeof syntheticBundle>['inputs'] {
    const { inputs } = syntheticBundle(shape);
    const file = inputs.loads.get(label)!;
    const doc = parseJson(new TextDecoder().decode(file.bytes)) as Loose;
    edit(doc);
    inputs.loads.set(label, { path: file.path, bytes: new TextEncoder().encode(canonicalJson(doc)) });
    return inputs;
  }
  const dropLevel = (level: number) => (doc: Loose) => {
    doc.rows = doc.rows.filter((r: Loose) => r.concurrency !== level);
    doc.skipped_concurrency_levels = [level];
    const met = doc.rows.filter((r: Loose) => r.slo_met).map((r: Loose) => r.concurrency);
    doc.highest_slo_concurrency = met.length ? Math.max(...met) : null;
  };
  const errorOf = (f: () => unknown): InputError => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return e as InputError;
    }
    throw new Error('assembled');
  };

  it('in the mirror pass of the first pair is refused, naming the file and pointer', () => {
    const inputs = tampered(SHAPE, 'reverse/cand-1/p1', dropLevel(4));
    const e = errorOf(() => assembleStudy(inputs));
    expect(e.message).toContain('runs/reverse/cand-1/p1/load-evaluation.json');
    expect(e.message).toContain('/skipped_concurrency_levels');
    expect(e.message).toContain('fewer than 2 passes had failed the SLO by 20.0%');
  });

  it('without the plan block is refused', () => {
    const shape = { ...SHAPE, earlyStop: undefined };
    const e = errorOf(() => assembleStudy(tampered(shape, 'forward-2/cand-1/p1', dropLevel(4))));
    expect(e.message).toContain("requires the capacity plan's early_stop block");
  });

  it('the lowest level can never be listed', () => {
    const e = errorOf(() => assembleStudy(tampered(SHAPE, 'forward/cand-1/p1', dropLevel(1))));
    expect(e.message).toContain('the lowest level 1 cannot be skipped');
  });
});
