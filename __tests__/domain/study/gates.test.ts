import {
  buildCells,
  selectOperatingPoints,
  type Cell,
  type RunFacts,
} from '../../../src/domain/study/gates.js';
import { parseCapacityPlan, type CapacityPlan } from '../../../src/domain/plan/plan.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { readFileSync } from 'node:fs';
import type { Row } from '../../../src/domain/measurement/load-evaluation.js';
import { REFERENCE_FILES } from '../../kits/fixture-paths.js';

const seedPlan = (): CapacityPlan =>
  parseCapacityPlan(parseJson(readFileSync(REFERENCE_FILES.capacityPlan, 'utf8')));

function row(c: number, over: Partial<Row> = {}): Row {
  return {
    candidate_id: 'x',
    concurrency: c,
    request_count: 8,
    completed_requests: 8,
    failed_requests: 0,
    completion_rate: 1,
    error_rate: 0,
    wall_time_seconds: 10,
    requests_per_second: 0.8,
    generated_tokens_per_second: 50 * c,
    ttft_ms_p50: 100,
    ttft_ms_p95: 100 * c,
    e2e_latency_ms_p50: 1000,
    e2e_latency_ms_p95: 1000 * c,
    slo_failures: [],
    slo_met: true,
    samples: [],
    extras: null,
    ...over,
  };
}

function runs(
  plan: CapacityPlan,
  edit: (pass: string, cand: string, p: number, c: number) => Partial<Row> = () => ({}),
  rss = () => 1000,
): Map<string, RunFacts> {
  const m = new Map<string, RunFacts>();
  for (const pass of plan.passes)
    for (const cand of plan.candidates)
      for (const p of plan.server_parallel_levels) {
        const label = `${pass.id}/${cand.id}/p${p}`;
        m.set(label, {
          label,
          loadSha256: 'a'.repeat(64),
          peakRssMib: rss(),
          rows: plan.client_concurrency_levels.map((c) =>
            row(c, { generated_tokens_per_second: 40 * c + p, ...edit(pass.id, cand.id, p, c) }),
          ),
        });
      }
  return m;
}

const reasons = (cells: Cell[], cand: string, p: number, c: number) =>
  cells.find((x) => x.candidate_id === cand && x.server_parallel === p && x.client_concurrency === c)!.summary
    .failure_reasons;

describe('capacity gates (§9.3)', () => {
  const plan = seedPlan();
  test('every failure code in spec order, pass-qualified codes deduplicated', () => {
    const r = runs(
      plan,
      (pass, cand, p, c) =>
        cand === 'q8-generic' && p === 2 && c === 4
          ? pass === 'forward'
            ? {
                slo_met: false,
                slo_failures: ['completion_rate_below_minimum', 'ttft_ms_p95_above_maximum'],
                generated_tokens_per_second: 500,
                completion_rate: 0.875,
              }
            : { slo_met: false, slo_failures: ['ttft_ms_p95_above_maximum'], e2e_latency_ms_p95: 10000 }
          : {},
      () => 5000,
    );
    const { cells } = buildCells(plan, r, (cand, p) => !(cand === 'q8-generic' && p === 2));
    expect(reasons(cells, 'q8-generic', 2, 4)).toEqual([
      'one_or_more_passes_failed_load_slo',
      'server_peak_rss_above_maximum',
      'quality_gate_failed',
      'throughput_relative_spread_above_maximum',
      'e2e_relative_spread_above_maximum',
      'forward:completion_rate_below_minimum',
      'forward:ttft_ms_p95_above_maximum',
      'reverse:ttft_ms_p95_above_maximum',
    ]);
    const cell = cells.find(
      (x) => x.candidate_id === 'q8-generic' && x.server_parallel === 2 && x.client_concurrency === 4,
    )!;
    expect(cell.summary.completion_rate_min).toBe(0.875);
    expect(cell.summary.server_peak_rss_mib_max).toBe(5000);
  });

  test('null E2E in one pass fails the E2E spread gate and nulls the medians', () => {
    const r = runs(plan, (pass, cand, p, c) =>
      pass === 'reverse' && cand === 'q8-generic' && p === 1 && c === 1
        ? {
            e2e_latency_ms_p95: null,
            ttft_ms_p95: null,
            slo_met: false,
            slo_failures: ['no_completed_request_ttft', 'no_completed_request_e2e'],
          }
        : {},
    );
    const { cells } = buildCells(plan, r, () => true);
    const c = cells[0].summary;
    expect(c.e2e_latency_ms_p95_median).toBeNull();
    expect(c.ttft_ms_p95_median).toBeNull();
    expect(c.e2e_relative_spread_percent).toBeNull();
    expect(c.failure_reasons).toEqual([
      'one_or_more_passes_failed_load_slo',
      'e2e_relative_spread_above_maximum',
      'reverse:no_completed_request_ttft',
      'reverse:no_completed_request_e2e',
    ]);
  });

  test('limits are strict: a value equal to the maximum passes', () => {
    const r = runs(
      plan,
      () => ({}),
      () => 4096,
    );
    const { cells } = buildCells(plan, r, () => true);
    expect(cells.every((c) => !c.summary.failure_reasons.includes('server_peak_rss_above_maximum'))).toBe(
      true,
    );
  });
});

describe('selection (§9.4)', () => {
  const plan = seedPlan();
  const cell = (
    cand: string,
    p: number,
    c: number,
    tps: number,
    e2e: number,
    ttft = 100,
    rss = 1000,
    pass = true,
  ): Cell => ({
    candidate_id: cand,
    server_parallel: p,
    client_concurrency: c,
    summary: {
      every_pass_slo_met: pass,
      quality_gate_met: true,
      completion_rate_min: 1,
      requests_per_second_median: 1,
      generated_tokens_per_second_median: tps,
      ttft_ms_p95_median: ttft,
      e2e_latency_ms_p95_median: e2e,
      server_peak_rss_mib_max: rss,
      throughput_relative_spread_percent: 1,
      ttft_relative_spread_percent: 1,
      e2e_relative_spread_percent: 1,
      capacity_gate_met: pass,
      failure_reasons: pass ? [] : ['x'],
    },
  });
  const grid = (_cand: string, f: (p: number, c: number) => Cell) =>
    [1, 2, 4].flatMap((p) => [1, 2, 4].map((c) => f(p, c)));

  test('a slower cell inside the tolerance band with lower E2E wins; the floor is inclusive', () => {
    const cells = [
      ...grid('q8-generic', (p, c) =>
        cell(
          'q8-generic',
          p,
          c,
          p === 4 && c === 4 ? 100 : p === 2 && c === 4 ? 99 : 10,
          p === 2 && c === 4 ? 500 : 1000,
        ),
      ),
      ...grid('q4-kleidiai-tuned', (p, c) =>
        cell(
          'q4-kleidiai-tuned',
          p,
          c,
          p === 4 && c === 4 ? 100 : p === 4 && c === 2 ? 98.99 : 10,
          p === 4 && c === 2 ? 10 : 1000,
        ),
      ),
    ];
    const [q8, q4] = selectOperatingPoints(plan, cells) as any[];
    expect(q8.selected_cell).toEqual({
      server_parallel: 2,
      client_concurrency: 4,
      generated_tokens_per_second_median: expect.anything(),
    });
    expect(q8.within_tolerance_cell_count).toBe(2);
    expect(q8.numeric_best_generated_tokens_per_second_median.value).toBe(100);
    // 98.99 is below the 99.0 floor: not equivalent even with a much lower E2E.
    expect(q4.selected_cell.server_parallel).toBe(4);
    expect(q4.selected_cell.client_concurrency).toBe(4);
    expect(q4.within_tolerance_cell_count).toBe(1);
    expect(q8.comparison_to_reference_percent.generated_tokens_per_second_median.value).toBeCloseTo(890, 9);
  });

  test('tie-breakers in order: E2E, TTFT, RSS, fewer slots, fewer clients', () => {
    const same = (p: number, c: number) => cell('q8-generic', p, c, 100, 1000, 100, 1000);
    let cells = [
      ...grid('q8-generic', same),
      ...grid('q4-kleidiai-tuned', (p, c) => cell('q4-kleidiai-tuned', p, c, 10, 10)),
    ];
    expect((selectOperatingPoints(plan, cells)[0] as any).selected_cell.server_parallel).toBe(1);
    expect((selectOperatingPoints(plan, cells)[0] as any).selected_cell.client_concurrency).toBe(1);
    cells = cells.map((c) =>
      c.candidate_id === 'q8-generic' && c.server_parallel === 4 && c.client_concurrency === 2
        ? cell('q8-generic', 4, 2, 100, 1000, 100, 999)
        : c,
    );
    expect((selectOperatingPoints(plan, cells)[0] as any).selected_cell).toMatchObject({
      server_parallel: 4,
      client_concurrency: 2,
    });
    cells = cells.map((c) =>
      c.candidate_id === 'q8-generic' && c.server_parallel === 2 && c.client_concurrency === 2
        ? cell('q8-generic', 2, 2, 100, 1000, 99, 5000)
        : c,
    );
    expect((selectOperatingPoints(plan, cells)[0] as any).selected_cell).toMatchObject({
      server_parallel: 2,
      client_concurrency: 2,
    });
  });

  test('a candidate with no eligible cell gets a null selection', () => {
    const cells = [
      ...grid('q8-generic', (p, c) => cell('q8-generic', p, c, 10, 10, 10, 10, false)),
      ...grid('q4-kleidiai-tuned', (p, c) => cell('q4-kleidiai-tuned', p, c, 10, 10)),
    ];
    const [q8] = selectOperatingPoints(plan, cells) as any[];
    expect(q8.selected_cell).toBeNull();
    expect(q8.comparison_to_reference_percent).toBeNull();
    expect(q8.eligible_cell_count).toBe(0);
    expect(q8.numeric_best_generated_tokens_per_second_median).toBeNull();
    expect(q8.selection_basis).toMatch(/within 1\.0% of that best/);
  });

  test('comparison against a reference cell without E2E evidence is an error', () => {
    const cells = [
      ...grid('q8-generic', (p, c) =>
        cell(
          'q8-generic',
          p,
          c,
          p * c,
          p === 1 && c === 1 ? (null as any) : 10,
          10,
          10,
          !(p === 1 && c === 1),
        ),
      ),
      ...grid('q4-kleidiai-tuned', (p, c) => cell('q4-kleidiai-tuned', p, c, 10, 10)),
    ];
    expect(() => selectOperatingPoints(plan, cells)).toThrow(
      /q8-generic: cannot compare e2e_latency_ms_p95_median with the P1\/C1 reference cell/,
    );
  });
});
