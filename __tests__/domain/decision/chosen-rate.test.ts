// The chosen rate: which cells the choice selected among, the hybrid interval conditional on that
// selection (close to the plain one when the winner stands far apart, wider and lower when it barely
// wins), and the plain interval without a model.
import { describe, expect, it } from '@jest/globals';
import { toPlain } from '../../../src/domain/core/json.js';
import { deriveDecision } from '../../../src/domain/decision/derive-decision.js';
import type { DecisionDocument } from '../../../src/domain/decision/decision-document.js';
import { decisionInputs, type Synthetic } from '../../kits/decision-kit.js';

const derive = (s: Synthetic): DecisionDocument =>
  toPlain(deriveDecision(decisionInputs(s))) as unknown as DecisionDocument;

describe('chosenRate through the decision', () => {
  it('is close to the plain cell interval when the chosen cell stands far above every other', () => {
    const d = derive({
      truth: (k) =>
        k.candidateId === 'b' && k.serverParallel === 2 && k.clientConcurrency === 2 ? 400 : 100,
      noise: 0.02,
    });
    const cell = d.cells.find(
      (c) => c.candidate_id === 'b' && c.server_parallel === 2 && c.client_concurrency === 2,
    )!;
    const rate = d.choice!.rate!;
    expect(rate.method).toBe(
      'selected as the highest of 8 cells: hybrid interval conditional on the selection (Andrews, Kitagawa & McCloskey 2024)',
    );
    expect(rate.estimate / cell.generated_tokens_per_second.estimate!).toBeCloseTo(1, 2);
    const plain = cell.generated_tokens_per_second.ci!;
    expect(Math.abs(Math.log(rate.ci![0] / plain[0]))).toBeLessThan(0.03);
    expect(Math.abs(Math.log(rate.ci![1] / plain[1]))).toBeLessThan(0.03);
  });

  it('reaches lower than the plain interval when the chosen cell barely wins among equals', () => {
    const d = derive({ noise: 0.05, noiseSeed: 4, truth: () => 100 });
    const chosen = d.choice!;
    const cell = d.cells.find(
      (c) =>
        c.candidate_id === chosen.candidate_id &&
        c.server_parallel === chosen.cell!.server_parallel &&
        c.client_concurrency === chosen.cell!.client_concurrency,
    )!;
    expect(chosen.rate!.ci![0]).toBeLessThan(cell.generated_tokens_per_second.ci![0]);
    expect(chosen.rate!.estimate).toBeLessThanOrEqual(
      cell.generated_tokens_per_second.estimate! * (1 + 1e-12),
    );
  });

  it('selects among the chosen candidate’s cells only when the tie rule chose a candidate that is not the leader', () => {
    const d = derive({
      truth: (k) => (k.candidateId === 'a' ? 101 : 100) * k.serverParallel,
      noise: 0.002,
      shape: { decision: { indifference_zone_percent: 20, tie_rule: 'lowest_peak_rss' } },
      rss: (_j, id) => (id === 'b' ? 100 : 900),
    });
    // a leads by 1 %, far inside the 20 % zone: both are within δ and the lower memory (b) is chosen.
    expect(d.choice).toMatchObject({
      candidate_id: 'b',
      status: 'equivalent',
      runner_up: { candidate_id: 'a' },
    });
    expect(d.choice!.rate!.method).toMatch(/^selected as the highest of 4 cells/);
  });

  it('has no interval with one cell', () => {
    const d = derive({ shape: { candidates: ['a'], serverLevels: [1], clientLevels: [1] } });
    expect(d.choice!.rate).toMatchObject({ ci: null, method: 'no interval: no residual degrees of freedom' });
  });
});

describe('chosenRate at a high confidence', () => {
  it('draws enough for the projection quantile at 99 %', () => {
    const d = derive({ noise: 0.05, noiseSeed: 4, shape: { decision: { confidence: 0.99 } } });
    expect(d.choice!.rate!.ci).not.toBeNull();
    expect(d.choice!.rate!.method).toMatch(/hybrid interval/);
  });
});
