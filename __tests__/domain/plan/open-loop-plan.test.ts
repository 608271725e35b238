// The plan's optional open_loop block: defaults from the SLO and capacity gate, ranges and errors by
// pointer, the schema agreeing with the parser, and a plan without it mapped exactly as before.
import { describe, expect, it } from '@jest/globals';
import { canonicalJson, parseJson, type JsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { validateDocument } from '../../../src/domain/core/schema-validation.js';
import { parseCapacityPlan, planMapping } from '../../../src/domain/plan/plan.js';
import { planDocument, publishedPlanDocument } from '../../kits/decision-kit.js';

const MINIMAL = { arrival: 'poisson', min_rate_rps: 0.5, max_rate_rps: 8, budget_seconds: 120 };

function withOpenLoop(block: JsonObject, slo: { maxTtftMs?: number | null; maxE2eMs?: number } = {}) {
  return { ...planDocument({ decision: null, ...slo }), open_loop: block } as JsonObject;
}

function errorOf(doc: JsonObject): InputError {
  try {
    parseCapacityPlan(doc as JsonValue);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('the plan parsed');
}

describe('open_loop block', () => {
  it('takes the documented defaults, the limits from the load SLO', () => {
    const doc = withOpenLoop(MINIMAL, { maxTtftMs: 900, maxE2eMs: 3000 });
    const plan = parseCapacityPlan(doc as JsonValue);
    expect(plan.open_loop).toEqual({
      arrival: 'poisson',
      burstiness: null,
      attainment_target: 0.95,
      confidence: 0.95,
      limits: { ttft_ms: 900, e2e_ms: 3000 },
      min_rate_rps: 0.5,
      max_rate_rps: 8,
      start_rate_rps: 0.5,
      tolerance: 0.1,
      replicates: 2,
      requests_per_probe: 100,
      budget_seconds: 120,
      seed: 0,
      max_pass_spread_percent: plan.capacity_gate.max_throughput_relative_spread_percent,
    });
  });

  it('takes the E2E limit for TTFT when the SLO has no TTFT limit', () => {
    const plan = parseCapacityPlan(withOpenLoop(MINIMAL, { maxTtftMs: null, maxE2eMs: 2500 }) as JsonValue);
    expect(plan.open_loop!.limits).toEqual({ ttft_ms: 2500, e2e_ms: 2500 });
  });

  it('reads gamma with its burstiness and explicit members', () => {
    const block = {
      ...MINIMAL,
      arrival: 'gamma',
      burstiness: 0.5,
      limits: { ttft_ms: 200, e2e_ms: 1000 },
      start_rate_rps: 2,
      replicates: 1,
      seed: 42,
    };
    const plan = parseCapacityPlan(withOpenLoop(block) as JsonValue).open_loop!;
    expect([plan.arrival, plan.burstiness, plan.limits.ttft_ms, plan.start_rate_rps, plan.seed]).toEqual([
      'gamma',
      0.5,
      200,
      2,
      42,
    ]);
  });

  it.each([
    [{ ...MINIMAL, arrival: 'bursty' }, '/open_loop/arrival', 'must be one of poisson, gamma, constant'],
    [{ ...MINIMAL, arrival: 'gamma' }, '/open_loop/burstiness', 'is required when arrival is gamma'],
    [{ ...MINIMAL, burstiness: 2 }, '/open_loop/burstiness', 'applies only to arrival gamma'],
    [{ ...MINIMAL, max_rate_rps: 0.25 }, '/open_loop/max_rate_rps', 'must be at least min_rate_rps'],
    [{ ...MINIMAL, start_rate_rps: 9 }, '/open_loop/start_rate_rps', 'must lie in [min_rate_rps'],
    [{ ...MINIMAL, limits: { ttft_ms: 5000, e2e_ms: 1000 } }, '/open_loop/limits/ttft_ms', 'at most the E2E'],
    [{ ...MINIMAL, replicates: 0 }, '/open_loop/replicates', ''],
    [{ ...MINIMAL, budget_seconds: 0 }, '/open_loop/budget_seconds', ''],
    [{ ...MINIMAL, rate: 3 }, '/open_loop', 'rate'],
  ])('refuses %j at its pointer', (block, pointer, words) => {
    const e = errorOf(withOpenLoop(block as JsonObject));
    expect(e.message).toContain(pointer);
    expect(e.message).toContain(words);
  });

  it('refuses a block without its required members, naming them', () => {
    const e = errorOf(withOpenLoop({ arrival: 'poisson' }));
    expect(e.message).toMatch(/min_rate_rps|max_rate_rps|budget_seconds/);
  });

  it('the schema accepts what the parser accepts and refuses an unknown member', () => {
    const good = withOpenLoop({ ...MINIMAL, arrival: 'gamma', burstiness: 2 });
    expect(() => validateDocument('capacity-plan', good as JsonValue, 'p.json')).not.toThrow();
    const bad = withOpenLoop({ ...MINIMAL, rate: 3 });
    expect(() => validateDocument('capacity-plan', bad as JsonValue, 'p.json')).toThrow(/open_loop/);
  });

  it('maps every member out, and the mapping parses back to itself', () => {
    const plan = parseCapacityPlan(withOpenLoop({ ...MINIMAL, tolerance: 0.05 }) as JsonValue);
    const mapped = planMapping(plan);
    expect(canonicalJson(mapped.open_loop!)).toContain('"tolerance": 0.05');
    const again = planMapping(parseCapacityPlan(parseJson(canonicalJson(mapped)) as JsonValue));
    expect(canonicalJson(again)).toBe(canonicalJson(mapped));
  });

  it('a plan without the block maps exactly as before', () => {
    const doc = publishedPlanDocument();
    const mapped = planMapping(parseCapacityPlan(doc as JsonValue));
    expect('open_loop' in mapped).toBe(false);
  });
});
