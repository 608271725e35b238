// Load SLO rules on derived bundles (spec §5.5, §9.3): failed requests, a level where every request
// failed, and TTFT / E2E limits at and just above the maximum.
import type { Sample } from '../../src/domain/measurement/load-evaluation.js';
import { predict, rejectedBlock } from '../kits/scenario-oracle.js';
import {
  assembleAndRender,
  cellOf,
  cleanup,
  derivedBundle,
  envelopeSection,
  expectStudyToMatch,
  failRequest,
  labelParts,
  OUTPUT_TOKENS,
  replaceSlo,
  retime,
  rowOf,
} from '../kits/scenario-kit.js';

afterAll(cleanup);

// The synthetic plan's load SLO: completion 1.0, TTFT p95 ≤ 5000 ms, E2E p95 ≤ 60000 ms.
const TTFT_MAX = 5000;
const E2E_MAX = 60000;

describe('baseline derived bundle', () => {
  test('every cell passes, the receipt rejects nothing, and the result equals the independent model', async () => {
    const dir = derivedBundle();
    const run = await assembleAndRender(dir);
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    const o = predict(dir);
    expectStudyToMatch(run.study, o);
    expect(o.cells.every((c) => c.summary.capacity_gate_met)).toBe(true);
    expect(run.study.selections.map((s: any) => s.eligible_cell_count)).toEqual([4, 4]);
    for (const label of ['Candidate 1', 'Candidate 2'])
      expect(envelopeSection(run.receiptText, label)).toContain(
        '### Rejected points\n\nNo point was rejected.',
      );
  });
});

describe('failed requests and empty levels', () => {
  const PARTIAL = 60;
  const edit = (label: string, c: number, s: Sample): Sample => {
    const { pass, candidate, p } = labelParts(label);
    // One failed request with partial tokens: cand-2 forward P1/C1, request 2.
    if (pass === 'forward' && candidate === 'cand-2' && p === 1 && c === 1 && s.index === 2)
      // It ran 600 ms (still ending before request 4) and its first token came late, so including
      // it would move both p95s.
      return failRequest(
        retime(s, s.started_at_seconds, 600, 590),
        PARTIAL,
        'network error: TimeoutError: timed out',
      );
    // Every request fails in both passes: cand-2 P2/C2.
    if (candidate === 'cand-2' && p === 2 && c === 2) return failRequest(s, 0, 'HTTP 503: server busy');
    // Every request fails in the forward pass only: cand-2 P2/C1.
    if (pass === 'forward' && candidate === 'cand-2' && p === 2 && c === 1)
      return failRequest(s, 0, 'network error: ConnectionRefusedError: refused');
    return s;
  };
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ editSample: edit });
    run = await assembleAndRender(dir);
  });

  test('assembly and receipt succeed and match the independent model', () => {
    expect(run.assemble).toMatchObject({ code: 0 });
    expect(run.receipt).toMatchObject({ code: 0 });
    expectStudyToMatch(run.study, predict(dir));
  });

  test('a failed request is kept as a sample and its partial tokens count toward throughput', () => {
    const row = rowOf(run.study, 'forward/cand-2/p1', 1);
    const failed = row.samples[1];
    expect(failed).toMatchObject({
      index: 2,
      completed: false,
      error: 'network error: TimeoutError: timed out',
      generated_tokens: PARTIAL,
    });
    expect(row).toMatchObject({
      request_count: 4,
      completed_requests: 3,
      failed_requests: 1,
      completion_rate: 0.75,
      error_rate: 0.25,
      slo_failures: ['completion_rate_below_minimum'],
      slo_met: false,
    });
    const samples = row.samples as Sample[];
    const wall =
      Math.max(...samples.map((s) => s.finished_at_seconds)) -
      Math.min(...samples.map((s) => s.started_at_seconds));
    expect(row.wall_time_seconds).toBe(wall);
    expect(row.generated_tokens_per_second).toBe((3 * OUTPUT_TOKENS + PARTIAL) / wall);
    expect(row.requests_per_second).toBe(3 / wall);
    // Percentiles use completed requests only (n = 3: p95 is the maximum).
    const done = samples.filter((s) => s.completed);
    expect(failed.ttft_ms).toBe(590);
    expect(row.ttft_ms_p95).toBe(Math.max(...done.map((s) => s.ttft_ms as number)));
    expect(row.e2e_latency_ms_p95).toBe(Math.max(...done.map((s) => s.e2e_latency_ms)));
    expect(row.e2e_latency_ms_p95).toBeLessThan(failed.e2e_latency_ms);
    expect(row.ttft_ms_p95).toBeLessThan(590);
    expect(
      run.study.source_artifacts.load_evaluations['forward/cand-2/p1'].evaluation.highest_slo_concurrency,
    ).toBe(2);
    expect(cellOf(run.study, 'cand-2', 1, 1).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'forward:completion_rate_below_minimum',
    ]);
  });

  test('a level where every request failed has null percentiles and fails the E2E spread gate', () => {
    for (const pass of ['forward', 'reverse']) {
      const row = rowOf(run.study, `${pass}/cand-2/p2`, 2);
      expect(row).toMatchObject({
        completed_requests: 0,
        completion_rate: 0,
        generated_tokens_per_second: 0,
        requests_per_second: 0,
        ttft_ms_p50: null,
        ttft_ms_p95: null,
        e2e_latency_ms_p50: null,
        e2e_latency_ms_p95: null,
        slo_failures: [
          'completion_rate_below_minimum',
          'no_completed_request_ttft',
          'no_completed_request_e2e',
        ],
      });
    }
    const both = cellOf(run.study, 'cand-2', 2, 2).summary;
    expect(both).toMatchObject({
      ttft_ms_p95_median: null,
      e2e_latency_ms_p95_median: null,
      ttft_relative_spread_percent: null,
      e2e_relative_spread_percent: null,
      // Both passes delivered nothing: median 0 and max == min gives a spread of 0.
      throughput_relative_spread_percent: 0,
      capacity_gate_met: false,
    });
    expect(both.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'e2e_relative_spread_above_maximum',
      'forward:completion_rate_below_minimum',
      'forward:no_completed_request_ttft',
      'forward:no_completed_request_e2e',
      'reverse:completion_rate_below_minimum',
      'reverse:no_completed_request_ttft',
      'reverse:no_completed_request_e2e',
    ]);
    // Forward only: 0 tok/s against the reverse rate is a 200% spread.
    const one = cellOf(run.study, 'cand-2', 2, 1).summary;
    expect(one.throughput_relative_spread_percent).toBe(200);
    expect(one.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'throughput_relative_spread_above_maximum',
      'e2e_relative_spread_above_maximum',
      'forward:completion_rate_below_minimum',
      'forward:no_completed_request_ttft',
      'forward:no_completed_request_e2e',
    ]);
    expect(
      run.study.source_artifacts.load_evaluations['forward/cand-2/p2'].evaluation.highest_slo_concurrency,
    ).toBe(null);
  });

  test('the only passing cell of cand-2 is selected and the receipt explains every rejection', () => {
    const sel = run.study.selections[1];
    expect(sel).toMatchObject({ eligible_cell_count: 1, within_tolerance_cell_count: 1 });
    expect(sel.selected_cell).toMatchObject({ server_parallel: 1, client_concurrency: 2 });
    const section = envelopeSection(run.receiptText, 'Candidate 2');
    expect(section).toContain(rejectedBlock(predict(dir).cells, 'cand-2'));
    expect(section).toContain(
      '| P2 / C2 | At least one pass missed the load SLO (`one_or_more_passes_failed_load_slo`)<br>' +
        'Observed-p95 end-to-end latency varied too much between passes (`e2e_relative_spread_above_maximum`)<br>' +
        'Forward pass: completion rate was below the minimum (`forward:completion_rate_below_minimum`)<br>' +
        'Forward pass: no completed request produced TTFT evidence (`forward:no_completed_request_ttft`)<br>' +
        'Forward pass: no completed request produced E2E evidence (`forward:no_completed_request_e2e`)<br>' +
        'Reverse pass: completion rate was below the minimum (`reverse:completion_rate_below_minimum`)<br>' +
        'Reverse pass: no completed request produced TTFT evidence (`reverse:no_completed_request_ttft`)<br>' +
        'Reverse pass: no completed request produced E2E evidence (`reverse:no_completed_request_e2e`) |',
    );
    expect(section).toContain('| P2 | **FAIL · ');
    expect(section).toContain('**FAIL · 0.00 tok/s**<br>E2E p95 not measured<br>TTFT p95 not measured |');
  });
});

describe('latency limits are strict: equal to the maximum passes', () => {
  const edit = (label: string, c: number, s: Sample): Sample => {
    const { candidate, p } = labelParts(label);
    if (candidate !== 'cand-1' || s.index !== 1) return s;
    const t0 = s.started_at_seconds;
    // Both passes get the same slow first request so the spreads stay near zero.
    if (p === 1 && c === 1) return retime(s, t0, 6000, TTFT_MAX);
    if (p === 1 && c === 2) return retime(s, t0, 6000, TTFT_MAX + 0.5);
    if (p === 2 && c === 1) return { ...retime(s, t0, E2E_MAX), e2e_latency_ms: E2E_MAX };
    if (p === 2 && c === 2) return { ...retime(s, t0, E2E_MAX + 0.5), e2e_latency_ms: E2E_MAX + 0.5 };
    return s;
  };
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ editSample: edit });
    run = await assembleAndRender(dir);
  });

  test('matches the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
  });

  test('TTFT p95 equal to the limit passes, above it fails in each pass', () => {
    expect(rowOf(run.study, 'forward/cand-1/p1', 1).ttft_ms_p95).toBe(TTFT_MAX);
    expect(cellOf(run.study, 'cand-1', 1, 1).summary.failure_reasons).toEqual([]);
    expect(rowOf(run.study, 'reverse/cand-1/p1', 2).slo_failures).toEqual(['ttft_ms_p95_above_maximum']);
    expect(cellOf(run.study, 'cand-1', 1, 2).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'forward:ttft_ms_p95_above_maximum',
      'reverse:ttft_ms_p95_above_maximum',
    ]);
  });

  test('E2E p95 equal to the limit passes, above it fails in each pass', () => {
    expect(rowOf(run.study, 'forward/cand-1/p2', 1).e2e_latency_ms_p95).toBe(E2E_MAX);
    expect(cellOf(run.study, 'cand-1', 2, 1).summary.failure_reasons).toEqual([]);
    expect(cellOf(run.study, 'cand-1', 2, 2).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'forward:e2e_latency_ms_p95_above_maximum',
      'reverse:e2e_latency_ms_p95_above_maximum',
    ]);
    expect(envelopeSection(run.receiptText, 'Candidate 1')).toContain(
      '| P2 / C2 | At least one pass missed the load SLO (`one_or_more_passes_failed_load_slo`)<br>' +
        'Forward pass: observed-p95 E2E exceeded the limit (`forward:e2e_latency_ms_p95_above_maximum`)<br>' +
        'Reverse pass: observed-p95 E2E exceeded the limit (`reverse:e2e_latency_ms_p95_above_maximum`) |',
    );
  });
});

describe('a reference cell without completed requests', () => {
  test('assembly fails: the selection cannot compare against a null P1/C1 value', async () => {
    const dir = derivedBundle({
      editSample: (label, c, s) => {
        const { pass, candidate, p } = labelParts(label);
        return pass === 'forward' && candidate === 'cand-1' && p === 1 && c === 1
          ? failRequest(s, 0, 'HTTP 500')
          : s;
      },
    });
    const run = await assembleAndRender(dir);
    expect(run.assemble.code).toBe(2);
    expect(run.assemble.err).toMatch(/cand-1.*P1\/C1|P1\/C1.*cand-1/);
  });
});

describe('a re-predeclared SLO: completion minimum 0.75 and no TTFT limit', () => {
  const edit = (label: string, c: number, s: Sample): Sample => {
    const { pass, candidate, p } = labelParts(label);
    // 3 of 4 completed: exactly the minimum.
    if (pass === 'forward' && candidate === 'cand-1' && p === 1 && c === 1 && s.index === 4)
      return failRequest(s, 63, 'server generated 63 tokens; expected exactly 64');
    // 2 of 4 completed: below it.
    if (pass === 'forward' && candidate === 'cand-1' && p === 1 && c === 2 && s.index >= 3)
      return failRequest(s, 63, 'HTTP 500');
    // A 50 s first token is no failure without a TTFT limit.
    if (candidate === 'cand-1' && p === 2 && c === 1 && s.index === 1)
      return retime(s, s.started_at_seconds, 55_000, 50_000);
    // With no completed request the TTFT code still appears.
    if (candidate === 'cand-2' && p === 2 && c === 2) return failRequest(s, 0, 'HTTP 503');
    return s;
  };
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ editSample: edit });
    replaceSlo(dir, { min_completion_rate: 0.75, max_ttft_ms_p95: null, max_e2e_latency_ms_p95: E2E_MAX });
    run = await assembleAndRender(dir);
  });

  test('matches the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expect(run.study.load_contract.slo).toEqual({
      min_completion_rate: 0.75,
      max_ttft_ms_p95: null,
      max_e2e_latency_ms_p95: E2E_MAX,
    });
    expectStudyToMatch(run.study, predict(dir));
  });

  test('completion equal to the minimum passes; below it fails', () => {
    expect(rowOf(run.study, 'forward/cand-1/p1', 1)).toMatchObject({ completion_rate: 0.75, slo_met: true });
    expect(cellOf(run.study, 'cand-1', 1, 1).summary).toMatchObject({
      completion_rate_min: 0.75,
      capacity_gate_met: true,
    });
    expect(cellOf(run.study, 'cand-1', 1, 2).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'forward:completion_rate_below_minimum',
    ]);
  });

  test('without a TTFT limit a slow first token passes, but an empty level still reports missing TTFT', () => {
    expect(rowOf(run.study, 'reverse/cand-1/p2', 1)).toMatchObject({ ttft_ms_p95: 50_000, slo_failures: [] });
    expect(cellOf(run.study, 'cand-1', 2, 1).summary.capacity_gate_met).toBe(true);
    expect(rowOf(run.study, 'forward/cand-2/p2', 2).slo_failures).toEqual([
      'completion_rate_below_minimum',
      'no_completed_request_ttft',
      'no_completed_request_e2e',
    ]);
  });
});
