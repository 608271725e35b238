// The rate envelope from search histories: the rate every pass sustained, the bracket, goodput and
// attainment at it, the binding limit, the spread gate, and the statuses of searches that ended early.
import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { type JsonValue } from '../../../src/domain/core/json.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { performanceRuns } from '../../../src/domain/plan/schedule.js';
import { deriveRateEnvelope } from '../../../src/domain/study/rate-envelope.js';
import type { SearchHistory } from '../../../src/domain/measurement/rate-search-history.js';
import type { OpenLoopPlan } from '../../../src/domain/plan/open-loop-plan.js';
import { planDocument } from '../../kits/decision-kit.js';
import { openLoopPlan, simulatedHistory } from '../../kits/rate-search-kit.js';
import { openLoopStudy } from '../../kits/open-loop-study.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { readValidatedStudy } from '../../../src/domain/study/study-model.js';

const plan = parseCapacityPlan(
  planDocument({ decision: null, candidates: ['a'], serverLevels: [1] }) as JsonValue,
);
const runs = performanceRuns(plan);

/** The histories of one (candidate, P) whose passes have these true boundaries. */
function searches(o: OpenLoopPlan, boundaries: Record<string, number>): Map<string, SearchHistory> {
  const histories = new Map<string, SearchHistory>();
  for (const r of runs)
    histories.set(
      r.label,
      simulatedHistory(o, boundaries[r.passId], {
        label: r.label,
        pass_id: r.passId,
        candidate_id: r.candidateId,
        server_parallel: r.serverParallel,
      }),
    );
  return histories;
}

/** The envelope of one (candidate, P) whose passes have these true boundaries. */
function envelope(o: OpenLoopPlan, boundaries: Record<string, number>): any {
  return JSON.parse(canonicalJson(deriveRateEnvelope(plan, o, searches(o, boundaries), 'p.json')));
}

describe('rate envelope', () => {
  it('takes the lowest pass lo as the sustained rate and reports goodput and attainment there', () => {
    const o = openLoopPlan();
    const [e] = envelope(o, { forward: 3.1, reverse: 3.3 });
    expect(e.passes.map((p: any) => p.pass_id)).toEqual(['forward', 'reverse']);
    const los = e.passes.map((p: any) => p.max_rate_rps);
    expect(e.max_rate_rps).toBe(Math.min(...los));
    expect(e.max_rate_rps).toBeLessThanOrEqual(3.1);
    expect(e.bracket_rps[0]).toBe(e.max_rate_rps);
    expect(e.bracket_rps[1]).toBe(Math.max(...e.passes.map((p: any) => p.bracket_rps[1])));
    expect(e.bracket_rps[1]).toBeGreaterThan(3.1);
    expect(e.status).toBe('converged');
    expect(e.binding_limit).toBe('e2e');
    expect(e.attainment_at_max_rate).toMatchObject({ good: 24, requests: 24, fraction: 1 });
    // Goodput at the sustained rate: the lowest of its probes', each good requests over its window.
    const probes = [...searches(o, { forward: 3.1, reverse: 3.3 }).values()].flatMap((h) => h.probes);
    const atMax = probes.filter((p) => p.rate_rps === e.max_rate_rps);
    expect(atMax.length).toBeGreaterThan(0);
    expect(e.goodput_rps).toBe(Math.min(...atMax.map((p) => p.good / p.seconds)));
    expect(e.probes).toBe(e.passes[0].probes + e.passes[1].probes);
    const seconds = probes.reduce((sum, p) => sum + p.seconds, 0);
    expect(e.runner_seconds).toBeCloseTo(seconds + 2 * 1.5, 9);
    expect(e.search_seed).toBe(o.seed);
  });

  it('passes the spread gate for close passes and fails it for disjoint far ones', () => {
    const o = openLoopPlan();
    expect(envelope(o, { forward: 3.1, reverse: 3.15 })[0].spread_gate).toBe('pass');
    const far = envelope(o, { forward: 3.1, reverse: 12 })[0];
    expect(far.pass_spread_percent).toBeGreaterThan(o.max_pass_spread_percent);
    expect(far.spread_gate).toBe('fail');
  });

  it('says below-min with no sustained rate when a pass never passed', () => {
    const [e] = envelope(openLoopPlan(), { forward: 0.1, reverse: 3.1 });
    expect(e.status).toBe('below-min');
    expect(e.max_rate_rps).toBeNull();
    expect(e.goodput_rps).toBeNull();
    expect(e.attainment_at_max_rate).toBeNull();
    expect(e.spread_gate).toBe('indeterminate');
  });

  it('says above-max with an open bracket when no rate failed', () => {
    const [e] = envelope(openLoopPlan({ max_rate_rps: 8 }), { forward: 100, reverse: 100 });
    expect(e.status).toBe('above-max');
    expect(e.bracket_rps[1]).toBeNull();
    expect(e.binding_limit).toBeNull();
  });

  it('refuses a search that did not end', () => {
    const o = openLoopPlan();
    const histories = new Map<string, SearchHistory>();
    for (const r of runs) {
      const cell = { label: r.label, pass_id: r.passId, candidate_id: r.candidateId, server_parallel: 1 };
      const h = simulatedHistory(o, 3.1, cell);
      histories.set(r.label, { ...h, probes: h.probes.slice(0, 2), status: 'running' });
    }
    expect(() => deriveRateEnvelope(plan, o, histories, 'p.json')).toThrow(InputError);
    expect(() => deriveRateEnvelope(plan, o, histories, 'p.json')).toThrow(/did not end/);
  });
});

describe('queue samples in a study', () => {
  it('are embedded as the histories hold them, pass the study schema and leave the envelope unchanged', () => {
    const queue = {
      requests_processing_max: 1,
      requests_processing_mean: 0.5,
      requests_deferred_max: 3,
      requests_deferred_mean: 1.25,
      samples: 12,
    };
    const boundary = () => 2;
    const sampled = openLoopStudy(boundary, {}, queue).plain as any;
    const plain = openLoopStudy(boundary).plain as any;
    const label = Object.keys(sampled.rate_searches)[0];
    expect(sampled.rate_searches[label].history.probes[0].queue).toEqual(queue);
    expect(plain.rate_searches[label].history.probes[0].queue).toBeNull();
    expect(sampled.rate_envelope).toEqual(plain.rate_envelope);
  });

  it('are refused by the study schema with a key the format does not have', () => {
    const { json } = openLoopStudy(
      () => 2,
      {},
      {
        requests_processing_max: 1,
        requests_processing_mean: 0.5,
        requests_deferred_max: 0,
        requests_deferred_mean: 0,
        samples: 2,
      },
    );
    const edited = JSON.parse(canonicalJson(json));
    const label = Object.keys(edited.rate_searches)[0];
    edited.rate_searches[label].history.probes[0].queue.requests_waiting_max = 0;
    expect(() => readValidatedStudy(parseJson(JSON.stringify(edited)))).toThrow(/queue/);
  });
});
