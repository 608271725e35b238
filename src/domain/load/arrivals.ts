// Open-loop arrival schedules (Poisson, vLLM-style Gamma with a burstiness factor, constant) from the
// seeded generator; the test that a schedule follows its law is in __tests__/kits/ks-test.ts.
import { Rng } from '../statistics/random.js';

export type ArrivalKind = 'poisson' | 'gamma' | 'constant';
export const ARRIVAL_KINDS: readonly ArrivalKind[] = ['poisson', 'gamma', 'constant'];

/** At most this many arrivals in one schedule (a probe is bounded in count as well as in time). */
export const MAX_ARRIVALS = 1_000_000;

export interface ArrivalSpec {
  kind: ArrivalKind;
  /** λ, requests per second (mean inter-arrival 1/λ for every kind). */
  rate: number;
  /**
   * Gamma only (default 1). As vLLM's `--burstiness`: inter-arrivals ~ Gamma(shape = b, scale =
   * 1/(λ·b)), so the mean is 1/λ, the coefficient of variation 1/√b; b = 1 is Poisson, b < 1 burstier,
   * b > 1 more regular.
   */
  burstiness?: number;
  count: number;
  /** 64 hex digits; the schedule is a pure function of the spec, so a recorded seed re-derives it. */
  seedHex: string;
}

function checkSpec(spec: ArrivalSpec): number {
  if (!ARRIVAL_KINDS.includes(spec.kind))
    throw new RangeError(
      `kind must be one of ${ARRIVAL_KINDS.join(', ')} (got ${JSON.stringify(spec.kind)})`,
    );
  if (!(spec.rate > 0) || !Number.isFinite(spec.rate))
    throw new RangeError(`rate must be a positive finite number of requests per second (got ${spec.rate})`);
  if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_ARRIVALS)
    throw new RangeError(`count must be an integer in 1..${MAX_ARRIVALS} (got ${spec.count})`);
  if (!/^[0-9a-fA-F]{64}$/.test(spec.seedHex))
    throw new RangeError(`seedHex must be 64 hexadecimal digits (got ${JSON.stringify(spec.seedHex)})`);
  const burstiness = spec.burstiness ?? 1;
  if (spec.burstiness !== undefined && spec.kind !== 'gamma')
    throw new RangeError(`burstiness applies to kind gamma only (got kind ${spec.kind})`);
  if (!(burstiness > 0) || !Number.isFinite(burstiness))
    throw new RangeError(`burstiness must be a positive finite number (got ${burstiness})`);
  return burstiness;
}

/** The `count` inter-arrival gaps in seconds: gap i separates arrival i − 1 (or time 0) from arrival i. */
export function interArrivalGaps(spec: ArrivalSpec): number[] {
  const burstiness = checkSpec(spec);
  const mean = 1 / spec.rate;
  if (spec.kind === 'constant') return new Array<number>(spec.count).fill(mean);
  const rng = new Rng(spec.seedHex);
  const gaps: number[] = new Array<number>(spec.count);
  for (let i = 0; i < spec.count; i++) {
    // Exponential by inversion of the open-interval uniform; Gamma(b) scaled by 1/(λ·b).
    gaps[i] =
      spec.kind === 'poisson' ? -Math.log(rng.uniform()) * mean : rng.gamma(burstiness) * (mean / burstiness);
  }
  return gaps;
}

/**
 * Send offsets in seconds from the schedule's origin: the arrival times of the renewal process that
 * starts at 0 (offset i = gap 0 + … + gap i, so the first request also waits one drawn gap).
 */
export function arrivalSchedule(spec: ArrivalSpec): number[] {
  const gaps = interArrivalGaps(spec);
  const offsets: number[] = new Array<number>(gaps.length);
  let t = 0;
  for (let i = 0; i < gaps.length; i++) offsets[i] = t += gaps[i];
  return offsets;
}
