// The generation-rate model a decision rests on, fitted one way for a study and for a fleet's refit of
// it: cells with a positive rate in every pass, ln(rate), and the C levels of one (candidate, P) as
// one server run — the split-plot strata of docs/decision.md.
import { fitBlockModel, type BlockModel } from '../statistics/block-model.js';

export interface RateModel<T> {
  /** The cells that entered the model, in the given order (model index = position here). */
  inModel: T[];
  /** Null when no cell has a positive rate in every pass. */
  model: BlockModel | null;
}

export function fitRateModel<T>(
  cells: readonly T[],
  rates: (cell: T) => readonly number[],
  serverRun: (cell: T) => string,
): RateModel<T> {
  const inModel = cells.filter((c) => rates(c).every((r) => r > 0 && Number.isFinite(r)));
  if (inModel.length === 0) return { inModel, model: null };
  const runKeys = inModel.map(serverRun);
  const model = fitBlockModel(
    inModel.map((c) => rates(c).map((r) => Math.log(r))),
    runKeys.map((k) => runKeys.indexOf(k)),
  );
  return { inModel, model };
}

/** The server run of a cell: its candidate and P (every C level of them is measured by one server). */
export function serverRunKey(candidateId: unknown, serverParallel: unknown): string {
  return `${String(candidateId)}\u0000${String(serverParallel)}`;
}

/** The run-to-run SD (log scale) of one measurement against a cell of another server run: the noise floor. */
export function runToRunSd(model: BlockModel | null): number | null {
  if (model === null || model.msE === null) return null;
  return model.runs === null ? model.residualSd : Math.sqrt(model.runs.betweenVariance);
}
