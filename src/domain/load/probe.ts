// One open-loop probe's summary: attainment of every per-request limit with exact Clopper–Pearson bounds (1934), goodput as DistServe defines it (Zhong et al. 2024), scheduling lag and a three-valued verdict with an early saturation stop.
import { nearestRank } from '../core/stats.js';
import { clopperPearson } from '../statistics/binomial.js';
import type { ProportionBounds } from '../statistics/binomial.js';
import type { Verdict3 } from '../statistics/verdicts.js';

/** One request of a probe. Clock readings in seconds on the client's monotonic clock. */
export interface ProbeRecord {
  scheduledAt: number;
  /** When its bytes left; null when it was never sent (the probe stopped first). */
  sentAt: number | null;
  ttftMs: number | null;
  e2eMs: number | null;
  /** Generated tokens. */
  tokens: number;
  completed: boolean;
}

/** Per-request limits: a request is good when it completed and meets every one (DistServe's goodput). */
export interface RequestLimits {
  ttftMs: number;
  e2eMs: number;
}

export interface ProbeTarget {
  limits: RequestLimits;
  /** Required share of good requests, e.g. 0.95. */
  attainment: number;
  /** Two-sided confidence of the attainment interval, e.g. 0.95. */
  confidence: number;
}

export interface ProbeSummary {
  offeredRate: number;
  /** Sent requests over the span from the first to the last send, (n − 1)/(last − first). */
  achievedRate: number | null;
  requests: number;
  sent: number;
  good: number;
  attainment: number;
  bounds: ProportionBounds;
  verdict: Verdict3;
  /** Good requests (tokens) per second of the window from the first scheduled instant to the last finish. */
  goodputRequestsPerSecond: number;
  goodputTokensPerSecond: number;
  windowSeconds: number;
  lagMsP50: number | null;
  lagMsP99: number | null;
  lagBoundMs: number;
  /** False when the client fell behind its schedule (lag p99 above the bound): the rate was not offered. */
  valid: boolean;
  /** Some requests were never sent: the probe stopped once its target was out of reach. */
  stoppedEarly: boolean;
}

/**
 * The stated lag bound: max(10 ms, 10 % of the mean inter-arrival 1/λ). Above it the client, not the
 * server, is shaping the arrivals, and an open-loop probe would silently become closed-loop.
 */
export function lagBoundMs(offeredRate: number): number {
  if (!(offeredRate > 0) || !Number.isFinite(offeredRate))
    throw new RangeError(`offeredRate must be a positive finite number (got ${offeredRate})`);
  return Math.max(10, 100 / offeredRate);
}

export function checkTarget(target: ProbeTarget): void {
  const { limits, attainment, confidence } = target;
  if (!(limits.ttftMs > 0))
    throw new RangeError(`limits.ttftMs must be a positive number (got ${limits.ttftMs})`);
  if (!(limits.e2eMs > 0))
    throw new RangeError(`limits.e2eMs must be a positive number (got ${limits.e2eMs})`);
  if (!(attainment > 0 && attainment < 1))
    throw new RangeError(`attainment must be in (0, 1) (got ${attainment})`);
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1) (got ${confidence})`);
}

/** Completed and within every limit; a failed or unsent request is not good. */
export function isGood(record: ProbeRecord, limits: RequestLimits): boolean {
  return (
    record.completed &&
    record.sentAt !== null &&
    record.ttftMs !== null &&
    record.e2eMs !== null &&
    record.ttftMs <= limits.ttftMs &&
    record.e2eMs <= limits.e2eMs
  );
}

/** pass when the lower bound ≥ target, fail when the upper bound < target, else indeterminate. */
export function attainmentVerdict(bounds: ProportionBounds, target: number): Verdict3 {
  if (bounds.lower >= target) return 'pass';
  if (bounds.upper < target) return 'fail';
  return 'indeterminate';
}

/**
 * Saturation stop: true once the verdict is already `fail` whatever the `remaining` requests do,
 * i.e. even if every one of them is good the upper bound stays below the target (the bound grows
 * with k, so k = good + remaining is the best case).
 */
export function targetOutOfReach(
  good: number,
  decided: number,
  remaining: number,
  target: ProbeTarget,
): boolean {
  const n = decided + remaining;
  if (n === 0) return false;
  const best = clopperPearson(good + remaining, n, target.confidence, 'two-sided');
  return best.upper < target.attainment;
}

export function summarizeProbe(
  records: readonly ProbeRecord[],
  offeredRate: number,
  target: ProbeTarget,
): ProbeSummary {
  checkTarget(target);
  const bound = lagBoundMs(offeredRate);
  if (records.length === 0) throw new RangeError('records must hold at least one request');
  const good = records.filter((r) => isGood(r, target.limits));
  const sentTimes = records.flatMap((r) => (r.sentAt === null ? [] : [r.sentAt]));
  const lags = records.flatMap((r) => (r.sentAt === null ? [] : [(r.sentAt - r.scheduledAt) * 1000]));
  const first = records.reduce((m, r) => Math.min(m, r.scheduledAt), Infinity);
  const finishes = records.flatMap((r) => (r.sentAt === null ? [] : [r.sentAt + (r.e2eMs ?? 0) / 1000]));
  const last = finishes.reduce((m, t) => Math.max(m, t), first);
  const window = last - first;
  const span =
    sentTimes.length < 2
      ? 0
      : sentTimes.reduce((m, t) => Math.max(m, t), -Infinity) -
        sentTimes.reduce((m, t) => Math.min(m, t), Infinity);
  const bounds = clopperPearson(good.length, records.length, target.confidence, 'two-sided');
  const lagP99 = nearestRank(lags, 0.99);
  return {
    offeredRate,
    achievedRate: span > 0 ? (sentTimes.length - 1) / span : null,
    requests: records.length,
    sent: sentTimes.length,
    good: good.length,
    attainment: good.length / records.length,
    bounds,
    verdict: attainmentVerdict(bounds, target.attainment),
    goodputRequestsPerSecond: window > 0 ? good.length / window : 0,
    goodputTokensPerSecond: window > 0 ? good.reduce((sum, r) => sum + r.tokens, 0) / window : 0,
    windowSeconds: window,
    lagMsP50: nearestRank(lags, 0.5),
    lagMsP99: lagP99,
    lagBoundMs: bound,
    valid: lagP99 !== null && lagP99 <= bound,
    stoppedEarly: sentTimes.length < records.length,
  };
}
