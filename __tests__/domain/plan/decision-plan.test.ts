// The plan's optional decision block (defaults, ranges, errors by pointer), the passes that
// decision.pairs derives or checks, and the published plan read exactly as before.
import { describe, expect, it } from '@jest/globals';
import type { JsonObject, JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { decisionMapping, pairPassIds, TIE_RULES } from '../../../src/domain/plan/decision-plan.js';
import { parseCapacityPlan, planMapping } from '../../../src/domain/plan/plan.js';
import { planDocument, publishedPlanDocument } from '../../kits/decision-kit.js';

type Loose = any;

function parse(doc: JsonObject) {
  return parseCapacityPlan(doc as JsonValue);
}

/** The InputError a plan raises (fails the test when it parses). */
function errorOf(doc: JsonObject): InputError {
  try {
    parse(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('the plan parsed');
}

const withDecision = (decision: JsonObject) => planDocument({ decision });

describe('decision block', () => {
  it('takes every documented default, the indifference zone from the objective tolerance', () => {
    const doc = planDocument({ decision: {} }) as Loose;
    doc.selection.objective_tolerance_percent = 2.5;
    expect(parse(doc).decision).toEqual({
      confidence: 0.95,
      pairs: 1,
      choose: true,
      indifference_zone_percent: 2.5,
      resamples: 2000,
      tie_rule: 'highest_estimate',
    });
  });

  it('reads every member when given', () => {
    expect(
      parse(
        withDecision({
          confidence: 0.9,
          pairs: 3,
          choose: false,
          indifference_zone_percent: 0,
          resamples: 200,
          tie_rule: 'lowest_peak_rss',
        }),
      ).decision,
    ).toEqual({
      confidence: 0.9,
      pairs: 3,
      choose: false,
      indifference_zone_percent: 0,
      resamples: 200,
      tie_rule: 'lowest_peak_rss',
    });
  });

  it.each(TIE_RULES.map((r) => [r]))('accepts tie_rule %s', (rule) => {
    expect(parse(withDecision({ tie_rule: rule })).decision!.tie_rule).toBe(rule);
  });

  it.each<[string, JsonObject, string, RegExp]>([
    ['confidence below 0.8', { confidence: 0.79 }, '/decision/confidence', /at least 0\.8/],
    ['confidence above 0.999', { confidence: 0.9995 }, '/decision/confidence', /at most 0\.999/],
    ['pairs 0', { pairs: 0 }, '/decision/pairs', /from 1 to 10/],
    ['pairs 11', { pairs: 11 }, '/decision/pairs', /from 1 to 10/],
    ['pairs not an integer', { pairs: 1.5 }, '/decision/pairs', /integer/],
    ['choose not a boolean', { choose: 'yes' }, '/decision/choose', /boolean/],
    [
      'indifference zone above 50',
      { indifference_zone_percent: 51 },
      '/decision/indifference_zone_percent',
      /at most 50/,
    ],
    [
      'indifference zone negative',
      { indifference_zone_percent: -1 },
      '/decision/indifference_zone_percent',
      /at least 0/,
    ],
    ['resamples below 200', { resamples: 199 }, '/decision/resamples', /from 200 to 20000/],
    ['resamples above 20000', { resamples: 20001 }, '/decision/resamples', /from 200 to 20000/],
    [
      'an unknown tie rule',
      { tie_rule: 'coin_flip' },
      '/decision/tie_rule',
      /highest_estimate, lowest_e2e_p95, lowest_peak_rss/,
    ],
    ['a tie rule that is not a string', { tie_rule: 3 }, '/decision/tie_rule', /string/],
    ['an unknown key', { seed: 1 }, '/decision', /unknown fields: seed/],
  ])('rejects %s, naming the pointer', (_, decision, pointer, message) => {
    const e = errorOf(withDecision(decision));
    expect(e.pointer).toBe(pointer);
    expect(e.message).toMatch(message);
  });

  it('rejects a decision that is not an object', () => {
    const doc = planDocument({ decision: null }) as Loose;
    doc.decision = [1];
    expect(errorOf(doc).pointer).toBe('/decision');
  });

  it('writes every member in the mapping, floats as floats', () => {
    const d = parse(withDecision({ pairs: 2 })).decision!;
    expect(canonicalJson(decisionMapping(d))).toBe(
      canonicalJson(
        parseJson(
          '{"choose":true,"confidence":0.95,"indifference_zone_percent":1.0,"pairs":2,"resamples":2000,"tie_rule":"highest_estimate"}',
        ),
      ),
    );
    expect(canonicalJson(decisionMapping(d))).toContain('"indifference_zone_percent": 1.0,');
  });
});

describe('passes from decision.pairs', () => {
  it('pair ids: forward/reverse, then forward-i/reverse-i', () => {
    expect(pairPassIds(1)).toEqual(['forward', 'reverse']);
    expect(pairPassIds(3)).toEqual(['forward-3', 'reverse-3']);
  });

  it('derives 2 × pairs passes repeating the first mirrored pair', () => {
    const plan = parse(
      planDocument({
        candidates: ['a', 'b'],
        serverLevels: [1, 2],
        clientLevels: [1, 4],
        decision: { pairs: 2 },
      }),
    );
    expect(plan.passes).toEqual([
      {
        id: 'forward',
        candidate_order: ['a', 'b'],
        server_parallel_order: [1, 2],
        client_concurrency_order: [1, 4],
      },
      {
        id: 'reverse',
        candidate_order: ['b', 'a'],
        server_parallel_order: [2, 1],
        client_concurrency_order: [4, 1],
      },
      {
        id: 'forward-2',
        candidate_order: ['a', 'b'],
        server_parallel_order: [1, 2],
        client_concurrency_order: [1, 4],
      },
      {
        id: 'reverse-2',
        candidate_order: ['b', 'a'],
        server_parallel_order: [2, 1],
        client_concurrency_order: [4, 1],
      },
    ]);
    // Each pass owns its arrays: changing one does not change its repetition.
    plan.passes[0].candidate_order.push('x');
    expect(plan.passes[2].candidate_order).toEqual(['a', 'b']);
  });

  it('derives the published pair with no decision block or pairs 1', () => {
    const none = parse(planDocument({ decision: null }));
    const one = parse(planDocument({ decision: { pairs: 1 } }));
    expect(none.passes.map((p) => p.id)).toEqual(['forward', 'reverse']);
    expect(one.passes).toEqual(none.passes);
  });

  const explicit = (ids: string[], pairs: number) => {
    const doc = planDocument({
      candidates: ['a', 'b'],
      serverLevels: [1, 2],
      clientLevels: [1, 2],
      decision: { pairs },
    }) as Loose;
    doc.passes = ids.map((id, i) =>
      i % 2 === 0
        ? { id, candidate_order: ['a', 'b'], server_parallel_order: [1, 2], client_concurrency_order: [1, 2] }
        : {
            id,
            candidate_order: ['b', 'a'],
            server_parallel_order: [2, 1],
            client_concurrency_order: [2, 1],
          },
    );
    return doc;
  };

  it('accepts explicit passes that repeat the first pair with the derived ids', () => {
    const plan = parse(explicit(['forward', 'reverse', 'forward-2', 'reverse-2'], 2));
    expect(plan.passes.map((p) => p.id)).toEqual(['forward', 'reverse', 'forward-2', 'reverse-2']);
  });

  it('rejects explicit passes that are not 2 × pairs, naming /passes', () => {
    const e = errorOf(explicit(['forward', 'reverse'], 2));
    expect(e.pointer).toBe('/passes');
    expect(e.message).toMatch(/passes must contain 4 passes \(decision\.pairs = 2/i);
    const three = errorOf(explicit(['forward', 'reverse', 'forward-2', 'reverse-2'], 1));
    expect(three.pointer).toBe('/passes');
    expect(three.message).toMatch(/exactly two mirrored passes/);
  });

  it('rejects a repetition with another id or other orders, naming the pass', () => {
    const renamed = errorOf(explicit(['forward', 'reverse', 'again', 'reverse-2'], 2));
    expect(renamed.pointer).toBe('/passes/2');
    expect(renamed.message).toMatch(/must repeat the first mirrored pair with id "forward-2"/);
    const reordered = explicit(['forward', 'reverse', 'forward-2', 'reverse-2'], 2);
    reordered.passes[3].client_concurrency_order = [1, 2];
    const e = errorOf(reordered);
    expect(e.pointer).toBe('/passes/3');
    expect(e.message).toMatch(/must repeat the first mirrored pair with id "reverse-2"/);
  });

  it('rejects duplicate pass ids', () => {
    expect(errorOf(explicit(['forward', 'reverse', 'forward', 'reverse-2'], 2)).pointer).toBe('/passes/2/id');
  });

  it('checks pairs before the passes it shapes (an out-of-range pairs names /decision/pairs)', () => {
    expect(errorOf(explicit(['forward', 'reverse'], 11)).pointer).toBe('/decision/pairs');
  });
});

describe('the published plan', () => {
  it('parses exactly as before: no decision, its own two passes, the same mapping', () => {
    const doc = publishedPlanDocument();
    const plan = parse(doc);
    expect(plan.decision).toBeUndefined();
    expect('decision' in plan).toBe(false);
    expect(plan.passes.map((p) => p.id)).toEqual(['forward', 'reverse']);
    const mapping = planMapping(plan);
    expect('decision' in mapping).toBe(false);
    // The mapping is the published plan itself (the study embeds it unchanged).
    expect(canonicalJson(mapping)).toBe(canonicalJson(doc));
  });

  it('with a decision block, the mapping writes the block with every member and nothing else changes', () => {
    const doc = publishedPlanDocument() as Loose;
    doc.decision = { tie_rule: 'lowest_e2e_p95' };
    const mapping = planMapping(parse(doc)) as Loose;
    expect(Object.keys(mapping.decision).sort()).toEqual([
      'choose',
      'confidence',
      'indifference_zone_percent',
      'pairs',
      'resamples',
      'tie_rule',
    ]);
    expect(mapping.decision.tie_rule).toBe('lowest_e2e_p95');
    delete mapping.decision;
    expect(canonicalJson(mapping)).toBe(canonicalJson(publishedPlanDocument()));
  });
});
