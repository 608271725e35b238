// Probe summaries: attainment and its Clopper–Pearson interval, goodput, achieved rate, lag validity, the three-valued verdict and the saturation stop.
import { describe, expect, it } from '@jest/globals';
import {
  attainmentVerdict,
  lagBoundMs,
  summarizeProbe,
  targetOutOfReach,
} from '../../../src/domain/load/probe.js';
import type { ProbeRecord, ProbeTarget } from '../../../src/domain/load/probe.js';
import { clopperPearson } from '../../../src/domain/statistics/binomial.js';

const TARGET: ProbeTarget = { limits: { ttftMs: 500, e2eMs: 2000 }, attainment: 0.9, confidence: 0.95 };

function record(i: number, overrides: Partial<ProbeRecord> = {}): ProbeRecord {
  return {
    scheduledAt: i * 0.1,
    sentAt: i * 0.1 + 0.001,
    ttftMs: 100,
    e2eMs: 1000,
    tokens: 10,
    completed: true,
    ...overrides,
  };
}

describe('summarizeProbe', () => {
  it('counts a request good only when completed and within every limit', () => {
    const records = [
      record(0),
      record(1, { ttftMs: 501 }),
      record(2, { e2eMs: 2001 }),
      record(3, { completed: false }),
      record(4, { ttftMs: null }),
      record(5, { ttftMs: 500, e2eMs: 2000 }),
    ];
    const s = summarizeProbe(records, 10, TARGET);
    expect(s.good).toBe(2);
    expect(s.attainment).toBeCloseTo(2 / 6, 15);
    expect(s.bounds).toEqual(clopperPearson(2, 6, 0.95, 'two-sided'));
    expect(s.verdict).toBe('fail');
  });

  it('reports goodput over the window from the first scheduled instant to the last finish', () => {
    const records = Array.from({ length: 10 }, (_, i) => record(i));
    const s = summarizeProbe(records, 10, TARGET);
    // First scheduled 0, last finish 0.9 + 0.001 + 1.0.
    expect(s.windowSeconds).toBeCloseTo(1.901, 12);
    expect(s.goodputRequestsPerSecond).toBeCloseTo(10 / 1.901, 12);
    expect(s.goodputTokensPerSecond).toBeCloseTo(100 / 1.901, 12);
    expect(s.achievedRate).toBeCloseTo(10, 9);
    expect(s.lagMsP50).toBeCloseTo(1, 9);
    expect(s.lagMsP99).toBeCloseTo(1, 9);
    expect(s.valid).toBe(true);
    expect(s.stoppedEarly).toBe(false);
  });

  it('marks a probe invalid when lag p99 exceeds max(10 ms, 10 % of 1/λ)', () => {
    expect(lagBoundMs(200)).toBe(10);
    expect(lagBoundMs(2)).toBe(50);
    const late = Array.from({ length: 100 }, (_, i) => record(i, { sentAt: i * 0.1 + (i >= 98 ? 0.02 : 0) }));
    const s = summarizeProbe(late, 200, TARGET);
    expect(s.lagMsP99).toBeCloseTo(20, 9);
    expect(s.valid).toBe(false);
    expect(summarizeProbe(late, 2, TARGET).valid).toBe(true);
  });

  it('counts unsent requests as not good and says the probe stopped early', () => {
    const records = [record(0), record(1, { sentAt: null, ttftMs: null, e2eMs: null, completed: false })];
    const s = summarizeProbe(records, 10, TARGET);
    expect(s.sent).toBe(1);
    expect(s.good).toBe(1);
    expect(s.stoppedEarly).toBe(true);
    expect(s.achievedRate).toBeNull();
  });

  it('throws a RangeError naming the field', () => {
    expect(() => summarizeProbe([], 1, TARGET)).toThrow(/^records/);
    expect(() => summarizeProbe([record(0)], 0, TARGET)).toThrow(/^offeredRate/);
    expect(() => summarizeProbe([record(0)], 1, { ...TARGET, attainment: 1 })).toThrow(/^attainment/);
    expect(() => summarizeProbe([record(0)], 1, { ...TARGET, limits: { ttftMs: 0, e2eMs: 1 } })).toThrow(
      /^limits.ttftMs/,
    );
  });
});

describe('attainmentVerdict and the saturation stop', () => {
  it('passes on the lower bound, fails on the upper, else indeterminate', () => {
    expect(attainmentVerdict({ lower: 0.9, upper: 1 }, 0.9)).toBe('pass');
    expect(attainmentVerdict({ lower: 0.5, upper: 0.89 }, 0.9)).toBe('fail');
    expect(attainmentVerdict({ lower: 0.85, upper: 0.95 }, 0.9)).toBe('indeterminate');
  });

  it('stops exactly when even an all-good remainder cannot lift the upper bound to the target', () => {
    const n = 200;
    for (let decided = 1; decided < n; decided += 19) {
      for (let good = 0; good <= decided; good += 6) {
        const remaining = n - decided;
        const best = clopperPearson(good + remaining, n, 0.95, 'two-sided');
        expect(targetOutOfReach(good, decided, remaining, TARGET)).toBe(best.upper < 0.9);
        if (targetOutOfReach(good, decided, remaining, TARGET)) {
          // Whatever the rest does, the final verdict is fail.
          for (const extra of [0, remaining]) {
            expect(attainmentVerdict(clopperPearson(good + extra, n, 0.95, 'two-sided'), 0.9)).toBe('fail');
          }
        }
      }
    }
    // 200 requests at 0.9: 30 bad requests already exceed what the bound allows.
    expect(targetOutOfReach(0, 30, 170, TARGET)).toBe(true);
    expect(targetOutOfReach(0, 5, 195, TARGET)).toBe(false);
  });
});
