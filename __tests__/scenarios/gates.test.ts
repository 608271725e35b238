// Capacity gates on derived bundles (spec §6, §8.5, §9.3): peak RSS, quality, pass-to-pass spreads,
// and the order of failure reasons when every gate fails at once.
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
  MIB,
  retime,
} from '../kits/scenario-kit.js';

afterAll(cleanup);

// Synthetic plan gates: RSS ≤ 4096 MiB, throughput spread ≤ 15 %, E2E spread ≤ 20 %,
// quality score ≥ 0.5, retention ≥ 0.9 against cand-1.
const RSS_MAX_KIB = 4096 * MIB;

describe('RSS, spread and combined gate failures', () => {
  const rssKib = (label: string) => {
    const { pass, candidate, p } = labelParts(label);
    if (candidate === 'cand-1' && p === 2 && pass === 'forward') return RSS_MAX_KIB + 1; // 1 KiB over
    if (candidate === 'cand-2' && p === 1) return RSS_MAX_KIB; // exactly at the limit
    if (candidate === 'cand-2' && p === 2 && pass === 'reverse') return RSS_MAX_KIB + MIB;
    return 200 * MIB;
  };
  const edit = (label: string, c: number, s: Sample): Sample => {
    const { pass, candidate, p } = labelParts(label);
    if (pass !== 'forward') return s;
    // Throughput spread: the last request of the level starts 0.5 s later (E2E unchanged).
    if (candidate === 'cand-1' && p === 1 && c === 2 && s.index === 4)
      return retime(s, s.started_at_seconds + 0.5, s.e2e_latency_ms);
    // E2E spread: the first request takes 400 ms (it still ends before the last one does).
    if (candidate === 'cand-2' && p === 1 && c === 1 && s.index === 1)
      return retime(s, s.started_at_seconds, 400);
    // Everything at once: cand-2 P2/C2 forward has no completed request.
    if (candidate === 'cand-2' && p === 2 && c === 2) return failRequest(s, 0, 'HTTP 500');
    return s;
  };
  // cand-2 misses one answer at P2 only: its outcomes change and its retention drops below 0.9.
  const response = (candidate: string, p: number, i: number) =>
    candidate === 'cand-2' && p === 2 && i === 0 ? 'B' : ['A', '{"k": 1}', 'Hello!'][i];
  let dir: string;
  let run: Awaited<ReturnType<typeof assembleAndRender>>;
  beforeAll(async () => {
    dir = derivedBundle({ rssKib, editSample: edit, response });
    run = await assembleAndRender(dir);
  });

  test('assembly and receipt succeed and match the independent model', () => {
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
  });

  test('RSS one KiB over the limit in one pass fails every cell of that P; equal to the limit passes', () => {
    for (const c of [1, 2]) {
      const cell = cellOf(run.study, 'cand-1', 2, c);
      expect(cell.summary.server_peak_rss_mib_max).toBe((RSS_MAX_KIB + 1) / 1024);
      expect(cell.summary.failure_reasons).toEqual(['server_peak_rss_above_maximum']);
      expect(cell.pass_metrics.map((m: any) => m.server_peak_rss_mib)).toEqual([
        (RSS_MAX_KIB + 1) / 1024,
        200,
      ]);
    }
    const atLimit = cellOf(run.study, 'cand-2', 1, 2).summary;
    expect(atLimit.server_peak_rss_mib_max).toBe(4096);
    expect(atLimit.capacity_gate_met).toBe(true);
  });

  test('throughput and E2E spreads above their limits fail only their own gate', () => {
    const tput = cellOf(run.study, 'cand-1', 1, 2).summary;
    expect(tput.throughput_relative_spread_percent).toBeGreaterThan(15);
    expect(tput.e2e_relative_spread_percent).toBeLessThanOrEqual(20);
    expect(tput.failure_reasons).toEqual(['throughput_relative_spread_above_maximum']);
    const e2e = cellOf(run.study, 'cand-2', 1, 1).summary;
    expect(e2e.e2e_relative_spread_percent).toBeGreaterThan(20);
    expect(e2e.throughput_relative_spread_percent).toBeLessThanOrEqual(15);
    expect(e2e.failure_reasons).toEqual(['e2e_relative_spread_above_maximum']);
    const [f, r] = cellOf(run.study, 'cand-2', 1, 1).pass_metrics.map((m: any) => m.e2e_latency_ms_p95);
    expect(e2e.e2e_relative_spread_percent).toBe(((Math.max(f, r) - Math.min(f, r)) / ((f + r) / 2)) * 100);
  });

  test('every gate failing at once lists the reasons in spec order', () => {
    expect(cellOf(run.study, 'cand-2', 2, 2).summary.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'server_peak_rss_above_maximum',
      'quality_gate_failed',
      'throughput_relative_spread_above_maximum',
      'e2e_relative_spread_above_maximum',
      'forward:completion_rate_below_minimum',
      'forward:no_completed_request_ttft',
      'forward:no_completed_request_e2e',
    ]);
    expect(cellOf(run.study, 'cand-2', 2, 1).summary.failure_reasons).toEqual([
      'server_peak_rss_above_maximum',
      'quality_gate_failed',
    ]);
  });

  test('selection skips the rejected cells; a P1/C1 selection compares as +0.0%', () => {
    // cand-1: P1/C2 (spread) and both P2 cells (RSS) fail, so P1/C1 is the only choice.
    expect(run.study.selections[0]).toMatchObject({
      selected_cell: { server_parallel: 1, client_concurrency: 1 },
      eligible_cell_count: 1,
      comparison_to_reference_percent: {
        generated_tokens_per_second_median: 0,
        e2e_latency_ms_p95_median: 0,
        ttft_ms_p95_median: 0,
        server_peak_rss_mib_max: 0,
      },
    });
    expect(run.receiptText).toMatch(
      /\| Candidate 1 \| Canonical latency choice \| P1 \/ C1 \| [0-9]+\.[0-9]{2} tok\/s \| \+0\.0% \|/,
    );
    expect(run.study.selections[1].selected_cell).toMatchObject({
      server_parallel: 1,
      client_concurrency: 2,
    });
    expect(envelopeSection(run.receiptText, 'Candidate 2')).toContain(
      '| Peak server RSS | 4096.0 MiB / 4096.0 MiB | PASS |',
    );
  });

  test('the Rejected points tables list every failing cell with its sentences', () => {
    const o = predict(dir);
    expect(envelopeSection(run.receiptText, 'Candidate 1')).toContain(rejectedBlock(o.cells, 'cand-1'));
    expect(envelopeSection(run.receiptText, 'Candidate 2')).toContain(rejectedBlock(o.cells, 'cand-2'));
    expect(envelopeSection(run.receiptText, 'Candidate 1')).toContain(
      '| P2 / C1 | Peak memory exceeded the service budget (`server_peak_rss_above_maximum`) |',
    );
    expect(envelopeSection(run.receiptText, 'Candidate 2')).toContain(
      '| P2 / C1 | Peak memory exceeded the service budget (`server_peak_rss_above_maximum`)<br>' +
        'The task-specific quality guard failed (`quality_gate_failed`) |',
    );
  });
});

describe('quality gate', () => {
  const RIGHT = ['A', '{"k": 1}', 'Hello!'];

  test('score, retention against a zero reference score, and changed outcomes', async () => {
    // cand-1 (reference) answers nothing at P2; cand-2 misses two answers at P1 and none at P2.
    const response = (candidate: string, p: number, i: number) => {
      if (candidate === 'cand-1' && p === 2) return 'nope';
      if (candidate === 'cand-2' && p === 1 && i < 2) return '```json\n{"k": 1}\n```';
      return RIGHT[i];
    };
    const dir = derivedBundle({ response });
    const run = await assembleAndRender(dir);
    expect(run.assemble.code).toBe(0);
    expect(run.receipt!.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
    const checks = run.study.quality_checks.map((q: any) => [
      q.candidate_id,
      q.server_parallel,
      q.score,
      q.retention_vs_reference,
      q.outcomes_match_candidate_reference,
      q.failure_reasons,
    ]);
    expect(checks).toEqual([
      ['cand-1', 1, 1, 1, true, []],
      [
        'cand-1',
        2,
        0,
        null,
        false,
        ['quality_score_below_minimum', 'quality_outcomes_changed_across_parallel_levels'],
      ],
      ['cand-2', 1, 1 / 3, 1 / 3, true, ['quality_score_below_minimum', 'quality_retention_below_minimum']],
      [
        'cand-2',
        2,
        1,
        null,
        false,
        ['quality_retention_below_minimum', 'quality_outcomes_changed_across_parallel_levels'],
      ],
    ]);
    // Every client level of a failing (candidate, P) fails with quality_gate_failed.
    for (const [cand, p] of [
      ['cand-1', 2],
      ['cand-2', 1],
      ['cand-2', 2],
    ] as const)
      for (const c of [1, 2])
        expect(cellOf(run.study, cand, p, c).summary.failure_reasons).toEqual(['quality_gate_failed']);
    for (const c of [1, 2]) expect(cellOf(run.study, 'cand-1', 1, c).summary.quality_gate_met).toBe(true);
    expect(run.receiptText).toContain('| Candidate 1 | 2 | 0/3 | Not applicable | Changed | FAIL |');
    expect(run.receiptText).toContain('| Candidate 2 | 1 | 1/3 | 33.3% | Matched | FAIL |');
  });

  test('outcomes that change at the same score fail only the stability check; the reference is not retention-checked', async () => {
    // cand-1 misses case a at P1 and case b at P2 (score 2/3 both times); cand-2 answers everything.
    const response = (candidate: string, p: number, i: number) =>
      candidate === 'cand-1' && ((p === 1 && i === 0) || (p === 2 && i === 1)) ? 'wrong' : RIGHT[i];
    const dir = derivedBundle({ response });
    const run = await assembleAndRender(dir);
    expect(run.assemble.code).toBe(0);
    expectStudyToMatch(run.study, predict(dir));
    const [p1, p2, c2p1] = run.study.quality_checks;
    expect([p1.score, p1.failure_reasons, p1.gate_met]).toEqual([2 / 3, [], true]);
    expect([p2.score, p2.failure_reasons]).toEqual([
      2 / 3,
      ['quality_outcomes_changed_across_parallel_levels'],
    ]);
    expect(c2p1.retention_vs_reference).toBe(1 / (2 / 3));
    expect(c2p1.gate_met).toBe(true);
    expect(run.study.selections[0].eligible_cell_count).toBe(2);
    expect(run.study.selections[0].selected_cell.server_parallel).toBe(1);
  });
});
