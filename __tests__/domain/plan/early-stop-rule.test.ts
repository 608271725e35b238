// The closed-loop early-stop rule: margin failures, which cells the schedule skips (forward and
// mirrored passes, one and two pairs), the replay that checks recorded skips and the seconds saved,
// and the plan block that turns it on.
import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../src/domain/core/errors.js';
import type { JsonObject, JsonValue } from '../../../src/domain/core/json.js';
import {
  failureByMargin,
  replayEarlyStop,
  skipEvidence,
  type LevelLatency,
  type MeasuredTurn,
} from '../../../src/domain/plan/early-stop-rule.js';
import { parseCapacityPlan, planMapping, type CapacityPlan } from '../../../src/domain/plan/plan.js';
import { canEverSkip } from '../../../src/domain/plan/early-stop-plan.js';
import { performanceRuns } from '../../../src/domain/plan/schedule.js';
import { planDocument } from '../../kits/decision-kit.js';

const LIMIT = 1000;

function planWith(opts: { pairs?: number; margin?: number | null; serverLevels?: number[] }): CapacityPlan {
  const doc = planDocument({
    candidates: ['a', 'b'],
    serverLevels: opts.serverLevels ?? [1, 2],
    clientLevels: [1, 2, 4, 8],
    maxE2eMs: LIMIT,
    maxTtftMs: 500,
    decision: opts.pairs === undefined ? null : { pairs: opts.pairs },
  }) as { [key: string]: any };
  if (opts.margin !== null) doc.early_stop = { margin_percent: opts.margin ?? 20 };
  return parseCapacityPlan(doc as JsonValue);
}

const latency = (e2e: number | null, ttft: number | null = 100, wall = 10): LevelLatency => ({
  e2e_latency_ms_p95: e2e,
  ttft_ms_p95: ttft,
  wall_time_seconds: wall,
});

type E2eOf = (passId: string, candidateId: string, p: number, c: number) => number;

/** Runs the schedule the way the measure stage does: each level is skipped or measured at its turn. */
function simulate(
  plan: CapacityPlan,
  e2eOf: E2eOf,
): { skipped: string[]; rows: Map<string, Map<number, LevelLatency>> } {
  const history: MeasuredTurn[] = [];
  const skipped: string[] = [];
  const rows = new Map<string, Map<number, LevelLatency>>();
  for (const run of performanceRuns(plan)) {
    const measured = new Map<number, LevelLatency>();
    rows.set(run.label, measured);
    for (const c of run.clientOrder) {
      if (skipEvidence(plan, run, c, history) !== null) {
        skipped.push(`${run.label}/c${c}`);
        continue;
      }
      const row = latency(e2eOf(run.passId, run.candidateId, run.serverParallel, c), 100, c);
      measured.set(c, row);
      history.push({
        passId: run.passId,
        candidateId: run.candidateId,
        serverParallel: run.serverParallel,
        clientConcurrency: c,
        row,
      });
    }
  }
  return { skipped, rows };
}

describe('failureByMargin', () => {
  const slo = { min_completion_rate: 1, max_ttft_ms_p95: 500, max_e2e_latency_ms_p95: LIMIT };
  it.each([
    ['within the limit', latency(900), 20, null],
    ['above the limit, within the margin', latency(1199), 20, null],
    ['exactly limit × (1 + margin) is not beyond it', latency(1200), 20, null],
    ['E2E beyond the margin', latency(1201), 20, 'e2e_latency_ms_p95'],
    ['margin 0: any excess', latency(1000.5), 0, 'e2e_latency_ms_p95'],
    ['TTFT beyond the margin, E2E fine', latency(900, 601), 20, 'ttft_ms_p95'],
    ['E2E is reported first when both fail', latency(5000, 5000), 20, 'e2e_latency_ms_p95'],
    ['no completed request (null p95) is not a margin failure', latency(null, null), 20, null],
  ] as const)('%s', (_name, row, margin, expected) => {
    expect(failureByMargin(row, slo, margin)?.limit ?? null).toBe(expected);
  });

  it('ignores TTFT when the SLO has no TTFT limit', () => {
    expect(failureByMargin(latency(900, 99999), { ...slo, max_ttft_ms_p95: null }, 20)).toBeNull();
  });
});

describe('which cells the schedule skips', () => {
  const allFail: E2eOf = () => 5000;
  const failFrom =
    (c0: number): E2eOf =>
    (_pass, _cand, _p, c) =>
      c >= c0 ? 5000 : 500;

  it('one mirrored pair could never skip (the mirror measures high C first): the plan is refused', () => {
    expect(() => planWith({})).toThrow(InputError);
    expect(() => planWith({})).toThrow(/\/early_stop: can never skip a cell with these passes/);
    expect(
      canEverSkip([
        [1, 2, 4],
        [4, 2, 1],
      ]),
    ).toBe(false);
    expect(
      canEverSkip([
        [1, 2, 4],
        [4, 2, 1],
        [1, 2, 4],
        [4, 2, 1],
      ]),
    ).toBe(true);
    // A pair whose first order is not monotone can skip within it: both passes have C1 before C4.
    expect(
      canEverSkip([
        [1, 4, 2],
        [2, 4, 1],
      ]),
    ).toBe(true);
  });

  it('a non-monotone pair skips within the first pair where the rule allows it', () => {
    const doc = planDocument({
      candidates: ['a'],
      serverLevels: [1],
      clientLevels: [1, 2, 4],
      maxE2eMs: LIMIT,
      maxTtftMs: 500,
      decision: null,
    }) as { [key: string]: any };
    doc.passes = [
      {
        id: 'forward',
        candidate_order: ['a'],
        server_parallel_order: [1],
        client_concurrency_order: [1, 4, 2],
      },
      {
        id: 'reverse',
        candidate_order: ['a'],
        server_parallel_order: [1],
        client_concurrency_order: [2, 4, 1],
      },
    ];
    doc.early_stop = { margin_percent: 20 };
    const plan = parseCapacityPlan(doc as JsonValue);
    // reverse at C4: forward failed at C1 and C2, reverse itself at C2.
    expect(simulate(plan, allFail).skipped).toEqual(['reverse/a/p1/c4']);
  });

  it('skips nothing when the plan has no early_stop', () => {
    expect(simulate(planWith({ pairs: 2, margin: null }), allFail).skipped).toEqual([]);
  });

  it('with two pairs, skips every C above the lowest failing one in the second pair', () => {
    const { skipped } = simulate(planWith({ pairs: 2, serverLevels: [1] }), failFrom(2));
    expect(skipped).toEqual([
      'forward-2/a/p1/c4',
      'forward-2/a/p1/c8',
      'forward-2/b/p1/c4',
      'forward-2/b/p1/c8',
      'reverse-2/b/p1/c8',
      'reverse-2/b/p1/c4',
      'reverse-2/a/p1/c8',
      'reverse-2/a/p1/c4',
    ]);
  });

  it('never skips the lowest level or a level no lower failure bounds', () => {
    const { skipped } = simulate(planWith({ pairs: 2 }), allFail);
    expect(skipped.some((s) => s.endsWith('/c1'))).toBe(false);
    expect(skipped).toHaveLength(2 * 2 * 2 * 3); // passes forward-2, reverse-2 × a, b × P1, P2 × C2, C4, C8
  });

  it('a failure within the margin does not count', () => {
    expect(simulate(planWith({ pairs: 2 }), () => 1150).skipped).toEqual([]);
  });

  it('counts this pass once it failed at a lower C itself (second pair, only one earlier pass failed)', () => {
    // forward fails at C2 by the margin; reverse passes everywhere; forward-2 fails at C2 again.
    const e2e: E2eOf = (pass, cand, p, c) =>
      cand === 'a' && p === 1 && c >= 2 && pass !== 'reverse' ? 5000 : 500;
    // reverse-2 then has two such passes (forward, forward-2) before its turn as well.
    expect(simulate(planWith({ pairs: 2 }), e2e).skipped).toEqual([
      'forward-2/a/p1/c4',
      'forward-2/a/p1/c8',
      'reverse-2/a/p1/c8',
      'reverse-2/a/p1/c4',
    ]);
  });

  it('failures of one candidate or P never skip another', () => {
    const e2e: E2eOf = (_pass, cand, p) => (cand === 'b' && p === 2 ? 5000 : 500);
    const { skipped } = simulate(planWith({ pairs: 2 }), e2e);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((s) => s.includes('/b/p2/'))).toBe(true);
  });
});

describe('replayEarlyStop', () => {
  const requests = { warmup: 2, measured: 8 };

  it('accepts the skips the schedule made and estimates the seconds saved from the other passes', () => {
    const plan = planWith({ pairs: 2, serverLevels: [1] });
    const { rows } = simulate(plan, (_pass, _cand, _p, c) => (c >= 2 ? 5000 : 500));
    const result = replayEarlyStop(plan, (label) => rows.get(label)!, requests);
    if (!('skipped' in result)) throw new Error('unjustified');
    expect(result.skipped).toHaveLength(8);
    const first = result.skipped[0];
    expect(first).toMatchObject({
      passId: 'forward-2',
      candidateId: 'a',
      serverParallel: 1,
      clientConcurrency: 4,
    });
    expect(first.evidence.map((e) => [e.pass_id, e.client_concurrency, e.limit])).toEqual([
      ['forward', 2, 'e2e_latency_ms_p95'],
      ['reverse', 2, 'e2e_latency_ms_p95'],
      ['forward-2', 2, 'e2e_latency_ms_p95'],
    ]);
    // The simulated wall time of level C is C seconds in every pass that measured it: 4 × (2 + 8) / 8.
    expect(first.estimatedSecondsSaved).toBeCloseTo(5, 12);
  });

  it('names the first level that was left out without the evidence', () => {
    const plan = planWith({ pairs: 2, serverLevels: [1] });
    const { rows } = simulate(plan, () => 500);
    rows.get('reverse/a/p1')!.delete(8);
    expect(replayEarlyStop(plan, (label) => rows.get(label)!, requests)).toEqual({
      unjustified: { label: 'reverse/a/p1', clientConcurrency: 8 },
    });
  });
});

describe('the plan block', () => {
  const doc = (early: JsonValue | undefined): JsonObject => {
    const d = planDocument({ decision: { pairs: 2 } }) as { [key: string]: any };
    if (early !== undefined) d.early_stop = early;
    return d as JsonObject;
  };
  const errorOf = (d: JsonObject): InputError => {
    try {
      parseCapacityPlan(d as JsonValue);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return e as InputError;
    }
    throw new Error('the plan parsed');
  };

  it('absent: no early stop and nothing in the normalized plan', () => {
    const plan = parseCapacityPlan(doc(undefined) as JsonValue);
    expect(plan.early_stop).toBeUndefined();
    expect('early_stop' in planMapping(plan)).toBe(false);
  });

  it('present: read and written out', () => {
    const plan = parseCapacityPlan(doc({ margin_percent: 25 }) as JsonValue);
    expect(plan.early_stop).toEqual({ margin_percent: 25 });
    expect(planMapping(plan).early_stop).toBeDefined();
  });

  it.each([
    [{ margin_percent: -1 }, '/early_stop/margin_percent'],
    [{ margin_percent: 5000 }, '/early_stop/margin_percent'],
    [{}, '/early_stop'],
    [{ margin_percent: 10, passes: 1 }, '/early_stop'],
  ] as const)('rejects %j at %s', (early, pointer) => {
    expect(errorOf(doc(early as JsonValue)).message).toContain(pointer);
  });
});
