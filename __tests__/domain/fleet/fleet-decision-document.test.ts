// The fleet decision on real studies: two demo studies of one machine (A/A, the fleet-decision
// fixture) show no detectable difference and the plan's rule chooses; a runner twice as fast with
// low noise is decided; the refitted block model gives each study's own cell intervals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  float,
  isJsonObject,
  toPlain,
  type JsonObject,
  type JsonValue,
} from '../../../src/domain/core/json.js';
import { deriveFleet, type FleetRunnerInput } from '../../../src/domain/fleet/fleet.js';
import { deriveFleetDecision } from '../../../src/domain/fleet/fleet-decision-document.js';
import { renderFleetHtmlSection } from '../../../src/domain/fleet/fleet-html.js';
import { renderFleetReceipt } from '../../../src/domain/fleet/fleet-receipt.js';
import { parsePriceTable } from '../../../src/domain/fleet/prices.js';
import { parseJsonInput } from '../../../src/domain/core/json-input.js';
import { runner } from '../../kits/fleet-decision-kit.js';

const FIXTURE = join(process.cwd(), '__tests__', 'fixtures', 'fleet-decision');
const LABELS = ['tiny-a', 'tiny-b'] as const;

type Plain = { [key: string]: any };

function input(label: string): FleetRunnerInput {
  const path = join(FIXTURE, label, 'capacity-study.json');
  const bytes = new Uint8Array(readFileSync(path));
  const status = parseJsonInput({
    path: `${label}/status.json`,
    bytes: new Uint8Array(readFileSync(join(FIXTURE, label, 'status.json'))),
  });
  return {
    label,
    artifactName: label,
    study: { path, bytes },
    studyValue: parseJsonInput({ path, bytes }).value,
    status: status.value,
    receiptFile: null,
  };
}

function study(label: string): JsonObject {
  const v = input(label).studyValue;
  if (!isJsonObject(v)) throw new Error('not an object');
  return v;
}

const prices = (a: number, b: number) =>
  parsePriceTable(
    { 'tiny-a': { usd_per_minute: float(a) }, 'tiny-b': { usd_per_minute: float(b) } },
    'prices.json',
    '0'.repeat(64),
  );

// Re-deriving two real studies takes a few seconds: derive each fleet once.
const unpriced = toPlain(
  deriveFleet({ runners: LABELS.map(input), prices: null, minTokensPerSecond: null }),
) as Plain;
const priced = toPlain(
  deriveFleet({ runners: LABELS.map(input), prices: prices(0.008, 0.008), minTokensPerSecond: null }),
) as Plain;

describe('A/A: two demo studies of one machine as two runners', () => {
  test('no runner-against-runner comparison calls a winner; the chosen candidate is no detectable difference', () => {
    const s = unpriced.decision.statistics;
    expect(s.comparisons.map((c: Plain) => [c.candidate_id, c.runner_a, c.runner_b])).toEqual([
      ['tiny-f16', 'tiny-a', 'tiny-b'],
      ['tiny-q8', 'tiny-a', 'tiny-b'],
    ]);
    for (const c of s.comparisons) {
      expect(['no_detectable_difference', 'indeterminate']).toContain(c.verdict);
      expect(c.pairing).toBe('independent');
    }
    // The leader's candidate on the two runners: its interval holds no difference.
    const chosen = s.comparisons.find((c: Plain) => c.candidate_id === s.choice.candidate_id);
    expect(chosen.verdict).toBe('no_detectable_difference');
    expect(chosen.ci[0]).toBeLessThan(1);
    expect(chosen.ci[1]).toBeGreaterThan(1);
  });

  test('the fleet says no detectable difference and chooses by the stated rule (higher rate estimate)', () => {
    const { choice } = unpriced.decision.statistics;
    expect(choice.status).toBe('not_distinguishable');
    // At least the chosen candidate on both runners cannot be told apart.
    expect(choice.tied.length).toBeGreaterThanOrEqual(2);
    expect(new Set(choice.tied.map((t: Plain) => t.runner))).toEqual(new Set(['tiny-a', 'tiny-b']));
    // highest_estimate without prices: the point with the higher rate estimate.
    const points = unpriced.decision.statistics.points as Plain[];
    const top = points.reduce((b, p) =>
      p.generated_tokens_per_second.estimate > b.generated_tokens_per_second.estimate ? p : b,
    );
    expect([choice.runner, choice.candidate_id, choice.cell]).toEqual([
      top.runner,
      top.candidate_id,
      top.cell,
    ]);
    expect(choice.headline).toMatch(/^No detectable difference between /);
    expect(choice.headline).toContain('chosen by the tie rule (the higher rate estimate)');
    const other = choice.runner === 'tiny-a' ? 'tiny-b' : 'tiny-a';
    expect(choice.headline).toContain(
      `against the other runners on ${choice.candidate_id}: ${other}: no detectable difference`,
    );
    // The decision's own members follow the statistics.
    expect(unpriced.decision.choice).toMatchObject({
      runner: choice.runner,
      candidate_id: choice.candidate_id,
      server_parallel: choice.cell.server_parallel,
      client_concurrency: choice.cell.client_concurrency,
    });
    expect(unpriced.decision.reason.startsWith(choice.headline)).toBe(true);
    expect(unpriced.decision.within_tolerance_point_count).toBe(choice.tied.length);
    expect(unpriced.decision.considered_point_count).toBe(4);
  });

  test('priced at one price: compared on tokens per dollar, chosen as the cheaper point estimate, with cost intervals', () => {
    const s = priced.decision.statistics;
    expect(s.metric).toBe('generated_tokens_per_usd');
    expect(s.choice.status).toBe('not_distinguishable');
    expect(s.choice.headline).toContain('chosen by the tie rule (the cheaper point estimate)');
    const cheapest = (s.points as Plain[]).reduce((b, p) =>
      p.usd_per_million_tokens.estimate < b.usd_per_million_tokens.estimate ? p : b,
    );
    expect([s.choice.runner, s.choice.candidate_id]).toEqual([cheapest.runner, cheapest.candidate_id]);
    for (const p of s.points as Plain[]) {
      const rate = p.generated_tokens_per_second;
      const cost = p.usd_per_million_tokens;
      expect(cost.estimate).toBeCloseTo((0.008 / (rate.estimate * 60)) * 1e6, 12);
      expect(cost.ci[0]).toBeCloseTo((0.008 / (rate.ci[1] * 60)) * 1e6, 12);
      expect(cost.ci[1]).toBeCloseTo((0.008 / (rate.ci[0] * 60)) * 1e6, 12);
    }
  });

  test("each best point's estimate is its study's; its interval is the fleet's pooled refit (not yet the study's per-level one)", () => {
    for (const p of unpriced.decision.statistics.points as Plain[]) {
      const own = toPlain(study(p.runner)) as Plain;
      const cell = own.decision.cells.find(
        (c: Plain) =>
          c.candidate_id === p.candidate_id &&
          c.server_parallel === p.cell.server_parallel &&
          c.client_concurrency === p.cell.client_concurrency,
      );
      expect(p.generated_tokens_per_second.estimate).toBeCloseTo(
        cell.generated_tokens_per_second.estimate,
        9,
      );
      // docs/decision.md, "Fleet": the fleet refits the pooled split-plot model of decision version 1.
      const [lo, hi] = p.generated_tokens_per_second.ci;
      expect(lo).toBeLessThan(p.generated_tokens_per_second.estimate);
      expect(hi).toBeGreaterThan(p.generated_tokens_per_second.estimate);
    }
    for (const r of unpriced.decision.statistics.runners as Plain[]) {
      expect(r.residual_sd_log).toBeGreaterThan(0);
      expect(r.df).toBeGreaterThan(0);
    }
  });

  test('the receipt and the HTML lead with the headline and show the comparisons with intervals', () => {
    const md = renderFleetReceipt(unpriced);
    const decisionAt = md.indexOf('## Decision');
    expect(md.indexOf('**No detectable difference between')).toBeGreaterThan(decisionAt);
    expect(md.indexOf('**No detectable difference between')).toBeLessThan(
      md.indexOf('## Runner × candidate'),
    );
    expect(md).toContain(
      '| Candidate | Runner A vs runner B (best points) | A / B − 1 [CI] | Detectable | Verdict |',
    );
    expect(md).toMatch(
      /\| tiny-q8 \| tiny-a \(P\d \/ C\d\) vs tiny-b \(P\d \/ C\d\) \| [+−][\d.]+ % \[[−+][\d.]+ %, [+−][\d.]+ %\] \| [\d.]+ % \| no detectable difference \|/,
    );
    expect(md).not.toContain('Basis: highest median');
    const html = renderFleetHtmlSection(priced);
    expect(html).toContain('<table class="fleet-comparisons">');
    expect(html).toContain('no detectable difference</td>');
    expect(html).toContain('decision basis: generated tokens per dollar, with intervals');
    expect(renderFleetReceipt(priced)).toContain('$/M tokens [95 % CI]');
  });
});

/** `s` with every cell's rates replaced by `factor` × its geometric mean, ±0.5 % between passes. */
function fastQuiet(s: JsonObject, factor: number): JsonObject {
  const copy = structuredClone(toPlain(s)) as Plain;
  for (const cell of copy.cells) {
    const rates = cell.pass_metrics.map((m: Plain) => m.generated_tokens_per_second as number);
    const g = Math.exp(rates.reduce((a: number, r: number) => a + Math.log(r), 0) / rates.length);
    cell.pass_metrics.forEach((m: Plain, j: number) => {
      m.generated_tokens_per_second = factor * g * (j % 2 === 0 ? 1.005 : 0.995);
    });
  }
  return reread(copy);
}

function reread(plain: Plain): JsonObject {
  const v: JsonValue = parseJsonInput({
    path: 'x.json',
    bytes: new TextEncoder().encode(JSON.stringify(plain)),
  }).value;
  if (!isJsonObject(v)) throw new Error('not an object');
  return v;
}

describe('a real difference', () => {
  test('against the noisy demo runner, a quiet runner three times as fast is decided', () => {
    const d = deriveFleetDecision(
      [runner('tiny-a', 0, study('tiny-a')), runner('fast', 1, fastQuiet(study('tiny-a'), 3))],
      null,
      false,
    );
    const s = toPlain(d.statistics) as Plain;
    expect(s.choice.status).toBe('decided');
    expect(s.choice.runner).toBe('fast');
    expect(s.comparisons.map((c: Plain) => c.verdict)).toEqual(['worse', 'worse']);
    // tiny-a's own noise sets that comparison's mde: three times as fast is far beyond it.
    expect(s.comparisons[0].minimum_detectable_effect).toBeGreaterThan(0);
    expect(s.comparisons[0].minimum_detectable_effect).toBeLessThan(2);
  });

  test('twice as fast and both runners quiet: decided, +100 % over the runner-up', () => {
    const d = deriveFleetDecision(
      [runner('slow', 0, fastQuiet(study('tiny-a'), 1)), runner('fast', 1, fastQuiet(study('tiny-a'), 2))],
      null,
      false,
    );
    const s = toPlain(d.statistics) as Plain;
    expect(s.choice.status).toBe('decided');
    expect(s.choice.runner).toBe('fast');
    expect(s.choice.headline).not.toContain('tie rule');
    expect(s.comparisons.map((c: Plain) => c.verdict)).toEqual(['worse', 'worse']);
    expect(s.comparisons[0].ratio).toBeCloseTo(0.5, 6);
  });

  test('at twice the price the twice-as-fast runner costs the same per token: not distinguishable, cheaper estimate chosen', () => {
    const d = deriveFleetDecision(
      [
        runner('slow', 0, fastQuiet(study('tiny-a'), 1), 0.01),
        runner('fast', 1, fastQuiet(study('tiny-a'), 2), 0.02),
      ],
      null,
      true,
    );
    const s = toPlain(d.statistics) as Plain;
    expect(s.choice.status).toBe('not_distinguishable');
    expect(s.choice.versus.metric).toBe('generated_tokens_per_usd');
    expect(s.choice.versus.ratio).toBeCloseTo(1, 9);
    expect(s.choice.headline).toContain('the cheaper point estimate');
  });

  test('a throughput floor above every point: listed, not considered, no eligible point', () => {
    const d = deriveFleetDecision(
      [runner('tiny-a', 0, study('tiny-a')), runner('tiny-b', 1, study('tiny-b'))],
      1e5,
      false,
    );
    const s = toPlain(d.statistics) as Plain;
    expect(s.choice.status).toBe('no_eligible_point');
    expect(s.choice.headline).toBe(
      'No runner has a (candidate, P, C) point that passes the gates at or above 100000 generated tokens/s: the fleet chooses none.',
    );
    expect(s.points.map((p: Plain) => p.meets_min_tokens_per_second)).toEqual([false, false, false, false]);
    expect(d.choice).toBeNull();
    expect(d.consideredPointCount).toBe(0);
  });

  test('the plan tie rule lowest_e2e_p95 picks the tied point with the lowest E2E p95', () => {
    const withRule = (label: string) => {
      const p = structuredClone(toPlain(study(label))) as Plain;
      p.plan.decision.tie_rule = 'lowest_e2e_p95';
      return reread(p);
    };
    const d = toPlain(
      deriveFleetDecision(
        [runner('tiny-a', 0, withRule('tiny-a')), runner('tiny-b', 1, withRule('tiny-b'))],
        null,
        false,
      ).statistics,
    ) as Plain;
    const e2e = (r: string, id: string, cell: Plain) =>
      (toPlain(study(r)) as Plain).decision.cells.find(
        (c: Plain) =>
          c.candidate_id === id &&
          c.server_parallel === cell.server_parallel &&
          c.client_concurrency === cell.client_concurrency,
      ).e2e_latency_ms_p95.estimate as number;
    const lowest = Math.min(...(d.points as Plain[]).map((p) => e2e(p.runner, p.candidate_id, p.cell)));
    expect(d.choice.status).toBe('not_distinguishable');
    expect(e2e(d.choice.runner, d.choice.candidate_id, d.choice.cell)).toBe(lowest);
    expect(d.choice.headline).toContain('chosen by the tie rule (lowest E2E p95)');
  });
});
