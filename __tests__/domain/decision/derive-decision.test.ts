// The decision end to end on synthetic plans and runs: determinism and the seed, the comparisons list,
// effects that must be found and A/A twins that must not, gates that exclude cells, and the schema.
import { describe, expect, it } from '@jest/globals';
import { toPlain, type JsonObject } from '../../../src/domain/core/json.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { validateDocument } from '../../../src/domain/core/schema-validation.js';
import { decisionSeed, deriveDecision } from '../../../src/domain/decision/derive-decision.js';
import type { DecisionDocument } from '../../../src/domain/decision/decision-document.js';
import { decisionMapping } from '../../../src/domain/plan/decision-plan.js';
import type { CellKey } from '../../../src/domain/plan/schedule.js';
import {
  candidateFacts,
  decisionInputs,
  decisionPlan,
  manifestOf,
  type Synthetic,
} from '../../kits/decision-kit.js';
import { seedStudy, type Loose } from '../../kits/seed-study.js';

const doc = (d: JsonObject): DecisionDocument => toPlain(d) as unknown as DecisionDocument;
const derive = (s: Synthetic = {}): DecisionDocument => doc(deriveDecision(decisionInputs(s)));
const at = (c: { server_parallel: number; client_concurrency: number }) =>
  `P${c.server_parallel}/C${c.client_concurrency}`;

describe('deriveDecision: determinism and the seed', () => {
  it('gives identical canonical bytes for equal inputs built twice', () => {
    const one = canonicalJson(deriveDecision(decisionInputs({ noiseSeed: 5 })));
    const two = canonicalJson(deriveDecision(decisionInputs({ noiseSeed: 5 })));
    expect(one).toBe(two);
    expect(canonicalJson(deriveDecision(decisionInputs({ noiseSeed: 6 })))).not.toBe(one);
  });

  it('records the seed of the plan content hash and the load hashes, and changes it with a load hash', () => {
    const base = decisionInputs();
    const d = doc(deriveDecision(base));
    expect(d.seed).toBe(decisionSeed(base.seedMaterial));
    expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
    const other = {
      ...base,
      seedMaterial: { ...base.seedMaterial, loadSha256: [...base.seedMaterial.loadSha256] },
    };
    other.seedMaterial.loadSha256[3] = 'f'.repeat(64);
    expect(doc(deriveDecision(other)).seed).not.toBe(d.seed);
    const reordered = {
      ...base,
      seedMaterial: { ...base.seedMaterial, loadSha256: [...base.seedMaterial.loadSha256].reverse() },
    };
    expect(doc(deriveDecision(reordered)).seed).not.toBe(d.seed);
  });

  it('draws the simultaneous critical value from that seed: another seed moves it a little', () => {
    const d = derive({ noise: 0.05, noiseSeed: 3 });
    const c = d.simultaneous!.critical_value;
    const others = ['x', 'y', 'z'].map(
      (salt) => derive({ noise: 0.05, noiseSeed: 3, loadSalt: salt }).simultaneous!.critical_value,
    );
    expect(new Set([c, ...others]).size).toBeGreaterThan(1);
    for (const o of others) expect(Math.abs(o - c)).toBeLessThan(0.15 * c);
  });
});

describe('deriveDecision: the document', () => {
  it('writes the plan block, the passes and every cell in study order', () => {
    const d = derive({
      shape: { decision: { pairs: 2, resamples: 300, confidence: 0.9, indifference_zone_percent: 3 } },
    });
    expect(d).toMatchObject({
      schema_version: '2',
      confidence: 0.9,
      indifference_zone: 0.03,
      pairs: 2,
      passes: 4,
      resamples: 300,
    });
    expect(d.cells.map((c) => `${c.candidate_id}@${at(c)}`)).toEqual([
      'a@P1/C1',
      'a@P1/C2',
      'a@P2/C1',
      'a@P2/C2',
      'b@P1/C1',
      'b@P1/C2',
      'b@P2/C1',
      'b@P2/C2',
    ]);
    // One level per C: 4 cells (2 candidates x 2 P) x 4 passes each, (4 − 1)(4 − 1) = 9 df.
    expect(d.noise).toMatchObject({ cells: 8, server_runs: 4, reason: null });
    expect(d.noise.levels.map((l) => [l.client_concurrency, l.cells, l.df, l.pooled])).toEqual([
      [1, 4, 9, false],
      [2, 4, 9, false],
    ]);
    expect(d.noise_floor).toBe(Math.max(...d.noise.levels.map((l) => l.noise_floor)));
    expect(d.noise.pass_shift).toHaveLength(4);
    // 2 candidates x 4 cells: 16 cross-candidate pairs, 300 draws.
    expect(d.simultaneous).toMatchObject({ family: 'cross_candidate_cell_pairs', pairs: 16, draws: 300 });
    expect(d.simultaneous!.critical_value).toBeGreaterThan(d.simultaneous!.known_variance_critical_value);
    for (const c of d.cells) {
      const [lo, hi] = c.generated_tokens_per_second.ci!;
      expect(lo).toBeLessThan(c.generated_tokens_per_second.estimate!);
      expect(hi).toBeGreaterThan(c.generated_tokens_per_second.estimate!);
    }
  });

  it('bounds every candidate against the best of the others, consistent with its verdict', () => {
    for (const noiseSeed of [1, 2, 3, 4]) {
      const d = derive({ noiseSeed, noise: 0.1, shape: { candidates: ['a', 'b', 'c'] } });
      for (const c of d.candidates) {
        const [lo, hi] = c.versus_best_of_others!;
        expect(lo).toBeLessThan(hi);
        if (c.verdict === 'best') expect(lo).toBeGreaterThan(1);
        if (c.verdict === 'not_best') expect(hi).toBeLessThan(1);
        if (c.verdict === 'possible') expect(lo).toBeLessThanOrEqual(1 / (1 + d.indifference_zone) + 1e-12);
      }
      // At most one candidate can be shown the best.
      expect(d.candidates.filter((c) => c.verdict === 'best').length).toBeLessThanOrEqual(1);
    }
  });

  it('lists every pair at selected, and at the chosen P/C unless that is the same comparison', () => {
    // a and c peak at P2/C2; b peaks at P1/C1; a is best overall.
    const truth = (k: CellKey) => {
      const top = k.serverParallel === 2 && k.clientConcurrency === 2;
      if (k.candidateId === 'b') return k.serverParallel === 1 && k.clientConcurrency === 1 ? 150 : 50;
      return (k.candidateId === 'a' ? 300 : 200) * (top ? 1 : 0.5);
    };
    const d = derive({ shape: { candidates: ['a', 'b', 'c'] }, truth, noise: 0.01 });
    expect(d.choice).toMatchObject({
      candidate_id: 'a',
      cell: { server_parallel: 2, client_concurrency: 2 },
    });
    expect(d.comparisons.map((c) => `${c.a}-${c.b} ${c.at} ${at(c.a_cell)} vs ${at(c.b_cell)}`)).toEqual([
      'a-b selected P2/C2 vs P1/C1',
      'a-b P2/C2 P2/C2 vs P2/C2',
      'a-c selected P2/C2 vs P2/C2',
      'b-c selected P1/C1 vs P2/C2',
      'b-c P2/C2 P2/C2 vs P2/C2',
    ]);
    for (const c of d.comparisons) {
      expect(c.metric).toBe('generated_tokens_per_second');
      expect(c.confidence).toBe(0.95);
      expect(c.factor).toBe('identical');
    }
  });

  it('lists only the selected comparisons when the plan does not choose', () => {
    const d = derive({ shape: { candidates: ['a', 'b', 'c'], decision: { choose: false } } });
    expect(d.choice).toBeNull();
    expect(d.comparisons.map((c) => `${c.a}-${c.b} ${c.at}`)).toEqual([
      'a-b selected',
      'a-c selected',
      'b-c selected',
    ]);
  });

  it('finds a large true effect with small noise: worse, and b the best', () => {
    const d = derive({ truth: (k) => (k.candidateId === 'b' ? 200 : 100) * k.serverParallel, noise: 0.01 });
    const selected = d.comparisons.find((c) => c.at === 'selected')!;
    expect(selected).toMatchObject({ a: 'a', b: 'b', verdict: 'worse', pairs_needed: null });
    expect(selected.ratio).toBeCloseTo(0.5, 1);
    expect(selected.ci![1]).toBeLessThan(1);
    expect(d.choice).toMatchObject({
      status: 'best',
      candidate_id: 'b',
      runner_up: { candidate_id: 'a' },
      within_delta: ['b'],
      pairs_needed: null,
    });
    expect(d.choice!.versus_best_of_others![0]).toBeGreaterThan(1);
    expect(d.candidates.map((c) => c.verdict)).toEqual(['not_best', 'best']);
    expect(d.choice!.headline).toMatch(
      /^Label b at P2 \/ C\d: .* tok\/s \[.*\]; the best of 2 candidates \(against the best of the others: \[\+/,
    );
  });

  it('names the factor of each comparison from the manifest facts', () => {
    const base = decisionInputs({ truth: (k) => (k.candidateId === 'b' ? 200 : 100), noise: 0.01 });
    const manifest = manifestOf(base.plan, (id) =>
      candidateFacts(id === 'b' ? { modelSha256: 'q'.repeat(64) } : {}),
    );
    const d = doc(deriveDecision({ ...base, manifest }));
    expect(d.comparisons[0]).toMatchObject({ factor: 'model', factor_detail: 'quantization' });
  });

  it('an identical twin with noise and a 1 % zone: no detectable difference, unresolved, with the pairs it needs', () => {
    const d = derive({ noise: 0.03, noiseSeed: 11 });
    const selected = d.comparisons.find((c) => c.at === 'selected')!;
    expect(selected.verdict).toBe('no_detectable_difference');
    expect(selected.ci![0]).toBeLessThan(1);
    expect(selected.ci![1]).toBeGreaterThan(1);
    expect(d.choice!.status).toBe('unresolved');
    expect(d.choice!.within_delta).toEqual([]);
    expect(d.choice!.pairs_needed).toBeGreaterThan(10);
    expect(d.choice!.beyond_plan_maximum).toBe(true);
    expect(d.choice!.headline).toMatch(/^UNRESOLVED — .*counterbalanced pairs would resolve it/);
  });

  it('an identical twin with little noise and a 10 % zone: equivalent, chosen by the tie rule', () => {
    const d = derive({ noise: 0.005, noiseSeed: 11, shape: { decision: { indifference_zone_percent: 10 } } });
    const selected = d.comparisons.find((c) => c.at === 'selected')!;
    expect(selected.verdict).toBe('equivalent');
    expect(d.choice!.status).toBe('equivalent');
    expect(d.choice!.within_delta).toHaveLength(2);
    expect(d.choice!.headline).toContain(
      'equivalent within δ = 10.0 % to every candidate that could be best',
    );
    expect(d.choice!.headline).toContain('chosen by the tie rule (highest estimate) among Label');
  });

  it('A/A twins come out no_detectable_difference in at least 90 % of 60 synthetic studies, better/worse in at most 5 %', () => {
    // The familywise rates of many candidates are the simulation's (decision-simulation.test.ts).
    const verdicts = Array.from({ length: 60 }, (_, i) => {
      const d = derive({ noise: 0.05, noiseSeed: 1000 + i, shape: { decision: { choose: false } } });
      return d.comparisons[0].verdict;
    });
    const share = (v: string) => verdicts.filter((x) => x === v).length / verdicts.length;
    expect(share('no_detectable_difference')).toBeGreaterThanOrEqual(0.9);
    expect(share('better') + share('worse')).toBeLessThanOrEqual(0.05);
  });

  it('never chooses a cell that fails a gate, even the fastest one', () => {
    // b is fastest at P2, but its P2 runs exceed the memory ceiling in every pass; a fails quality at P2.
    const d = derive({
      truth: (k) => (k.candidateId === 'b' ? 300 : 100) * k.serverParallel,
      noise: 0.01,
      shape: { rssCeilingMib: 1000 },
      rss: (_j, id, p) => (id === 'b' && p === 2 ? 2000 : 500),
      quality: (id, p) => !(id === 'a' && p === 2),
    });
    const failing = d.cells.filter((c) => c.verdict === 'fail').map((c) => `${c.candidate_id}@${at(c)}`);
    expect(failing).toEqual(['a@P2/C1', 'a@P2/C2', 'b@P2/C1', 'b@P2/C2']);
    expect(d.cells.find((c) => c.candidate_id === 'b' && c.server_parallel === 2)!.gates.memory).toBe('fail');
    expect(d.choice).toMatchObject({ candidate_id: 'b', cell: { server_parallel: 1 } });
    for (const c of d.comparisons.filter((x) => x.at === 'selected')) {
      expect(c.a_cell.server_parallel).toBe(1);
      expect(c.b_cell.server_parallel).toBe(1);
    }
  });

  it('no eligible cell: every cell fails quality', () => {
    const d = derive({ quality: () => false });
    expect(d.choice).toMatchObject({
      status: 'no_eligible_cell',
      candidate_id: null,
      cell: null,
      rate: null,
      runner_up: null,
      within_delta: [],
      headline: 'No (candidate, P, C) point passes the gates: none is chosen.',
    });
    expect(d.comparisons).toEqual([]);
    expect(d.grid_edge).toEqual([]);
  });

  it('names the open gate in the headline when the chosen cell has too few requests', () => {
    const base = decisionInputs({ truth: (k) => (k.candidateId === 'b' ? 200 : 100), noise: 0.01 });
    for (const run of base.runs.values()) for (const r of run.rows) r.samples = r.samples.slice(0, 10);
    const d = doc(deriveDecision(base));
    expect(d.choice!.status).toBe('best');
    expect(d.choice!.cell_verdict).toBe('indeterminate');
    expect(d.choice!.headline).toContain('; gates not settled: ');
    expect(d.choice!.headline).toContain('a E2E p95 bound needs at least 59 requests (this point has 20)');
  });

  it('one cell: no residual degrees of freedom, no interval, the reason recorded', () => {
    const d = derive({ shape: { candidates: ['a'], serverLevels: [1], clientLevels: [1] } });
    expect(d.noise).toMatchObject({ cells: 1, levels: [] });
    expect(d.noise.reason).toMatch(/one cell/);
    expect(d.noise_floor).toBeNull();
    expect(d.minimum_detectable_effect).toBeNull();
    expect(d.simultaneous).toBeNull();
    expect(d.cells[0].generated_tokens_per_second.ci).toBeNull();
    expect(d.choice).toMatchObject({
      status: 'best',
      candidate_id: 'a',
      versus_best_of_others: null,
      runner_up: null,
    });
    expect(d.choice!.headline).toContain('[no interval]; the only candidate with an eligible point');
  });

  it('a cell with a zero rate in one pass stays out of the model and is never chosen', () => {
    const base = decisionInputs({ truth: (k) => (k.candidateId === 'b' ? 200 : 100) * k.serverParallel });
    base.runs.get('reverse/b/p2')!.rows[1].generated_tokens_per_second = 0;
    const d = doc(deriveDecision(base));
    const out = d.cells.find(
      (c) => c.candidate_id === 'b' && c.server_parallel === 2 && c.client_concurrency === 2,
    )!;
    expect(out.generated_tokens_per_second).toEqual({ estimate: null, ci: null, df: null });
    expect(d.noise.cells).toBe(7);
    expect(d.choice!.cell).toEqual({ server_parallel: 2, client_concurrency: 1 });
  });

  it('no rate in any cell (every request failed): nothing is chosen, and nothing throws', () => {
    const base = decisionInputs({ quality: () => false });
    for (const run of base.runs.values()) for (const r of run.rows) r.generated_tokens_per_second = 0;
    const d = doc(deriveDecision(base));
    expect(d.noise).toMatchObject({ cells: 0, levels: [], pass_shift: [] });
    expect(d.noise.reason).toMatch(/no cell with a rate in every pass/);
    expect(d.noise_floor).toBeNull();
    expect(d.cells.every((c) => c.generated_tokens_per_second.estimate === null)).toBe(true);
    expect(d.choice!.status).toBe('no_eligible_cell');
    expect(d.comparisons).toEqual([]);
  });
});

describe('deriveDecision: the schema', () => {
  /** The seed study with a plan decision block and a derived decision object. */
  function studyWith(decision: JsonObject): JsonObject {
    const study = seedStudy() as Loose;
    study.plan.decision = decisionMapping(decisionPlan().decision!);
    study.decision = decision;
    return study;
  }

  it('validates against the study schema for choices of every kind', () => {
    const noRate = decisionInputs({ quality: () => false });
    for (const run of noRate.runs.values()) for (const r of run.rows) r.generated_tokens_per_second = 0;
    expect(() =>
      validateDocument('capacity-study', studyWith(deriveDecision(noRate)), 'study.json'),
    ).not.toThrow();
    for (const s of [
      {},
      { quality: () => false },
      { shape: { candidates: ['a'], serverLevels: [1], clientLevels: [1] } },
      { shape: { decision: { choose: false } } },
      { truth: (k: CellKey) => 100 * k.serverParallel * k.clientConcurrency, noise: 0.001 },
    ] satisfies Synthetic[]) {
      expect(() =>
        validateDocument('capacity-study', studyWith(deriveDecision(decisionInputs(s))), 'study.json'),
      ).not.toThrow();
    }
  });

  it('the schema rejects a mutated decision, naming the pointer', () => {
    const cases: [string, (d: Loose) => void, string][] = [
      ['an unknown status', (d) => (d.choice.status = 'probably'), '/decision/choice/status'],
      ['an unknown key', (d) => (d.extra = 1), '/decision/extra'],
      ['a seed that is not hex', (d) => (d.seed = 'x'), '/decision/seed'],
      ['a missing cells list', (d) => delete d.cells, '/decision/cells'],
    ];
    for (const [, mutate, pointer] of cases) {
      const decision = deriveDecision(decisionInputs()) as Loose;
      mutate(decision);
      let error: Loose;
      try {
        validateDocument('capacity-study', studyWith(decision), 'study.json');
      } catch (e) {
        error = e;
      }
      expect(error).toBeDefined();
      expect(error.messages.join('\n')).toContain(pointer);
    }
  });
});
