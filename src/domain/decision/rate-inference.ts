// Everything the decision says about generation rates, on one fitted model (docs/decision.md): the
// strata model of ln(rate) (one noise level per client concurrency), every cell's interval, and the
// simultaneous family of cross-candidate cell differences with its Monte Carlo critical value.
import { studentTQuantile } from '../statistics/distributions.js';
import type { Rng } from '../statistics/random.js';
import { crossCriticalValue, type CriticalValue, type LogInterval } from '../statistics/simultaneous.js';
import { fitStrataModel, strataDifferenceVariance, type StrataModel } from '../statistics/strata-model.js';
import type { DecisionCell } from './cell-gates.js';
import { serverRunKey } from './rate-model.js';

export interface PairEstimate {
  /** ȳx − ȳy. */
  difference: number;
  se: number;
  df: number;
  /** Var of one pass's difference (what sizing scales). */
  variance: number;
  /** The interval at the family's critical value (cross-candidate) or the pair's own t. */
  interval: LogInterval;
  simultaneous: boolean;
}

export interface RateInference {
  /** Cells with a positive rate in every pass, in study order (model index = position). */
  inModel: DecisionCell[];
  model: StrataModel | null;
  critical: CriticalValue | null;
  confidence: number;
  cellInterval(x: number): { estimate: number; ci: [number, number] | null; df: number | null };
  pair(x: number, y: number): PairEstimate | null;
}

/** Fits the model and the family. `candidateIndex` orders candidates (the family's groups). */
export function inferRates(
  cells: readonly DecisionCell[],
  candidateIndex: (id: string) => number,
  confidence: number,
  draws: number,
  rng: Rng,
): RateInference {
  const inModel = cells.filter((c) => c.rates.every((r) => r > 0 && Number.isFinite(r)));
  const runKeys = inModel.map((c) => serverRunKey(c.key.candidateId, c.key.serverParallel));
  const model =
    inModel.length < 2
      ? null
      : fitStrataModel(
          inModel.map((c) => c.rates.map((r) => Math.log(r))),
          inModel.map((c) => c.key.clientConcurrency),
          runKeys.map((k) => runKeys.indexOf(k)),
        );
  const groupOf = inModel.map((c) => candidateIndex(c.key.candidateId));
  const critical =
    model === null
      ? null
      : crossCriticalValue(
          { groupOf, stratumOf: model.stratumOf, strata: model.strata, passes: model.passes },
          confidence,
          draws,
          rng,
        );
  const twoSided = 1 - (1 - confidence) / 2;
  return {
    inModel,
    model,
    critical,
    confidence,
    cellInterval(x) {
      const mean = model === null ? Math.log(geometricMean(inModel[x].rates)) : model.cellMeans[x];
      const estimate = Math.exp(mean);
      if (model === null) return { estimate, ci: null, df: null };
      const s = model.strata[model.stratumOf[x]];
      const half = studentTQuantile(twoSided, s.cellDf) * Math.sqrt(s.cellVariance);
      return { estimate, ci: [Math.exp(mean - half), Math.exp(mean + half)], df: s.cellDf };
    },
    pair(x, y) {
      if (model === null) return null;
      const v = strataDifferenceVariance(model, x, y);
      if (v === null || !(v.df > 0)) return null;
      const difference = model.cellMeans[x] - model.cellMeans[y];
      const se = Math.sqrt(v.variance / model.passes);
      const simultaneous = groupOf[x] !== groupOf[y] && critical !== null;
      const c = simultaneous ? critical!.value : studentTQuantile(twoSided, v.df);
      return {
        difference,
        se,
        df: v.df,
        variance: v.variance,
        interval: [difference - c * se, difference + c * se],
        simultaneous,
      };
    },
  };
}

function geometricMean(v: readonly number[]): number {
  return Math.exp(v.reduce((s, r) => s + Math.log(r), 0) / v.length);
}
