// The self-check times the production client against a scripted server in its own process: one
// level per distinct client concurrency, the requests it says, and errors that are real readings.
import { checkClientTiming, selfCheckRequests } from '../../../src/adapters/load-client/self-check.js';

test('measures each distinct client concurrency once, in ascending order, with plausible errors', async () => {
  const check = await checkClientTiming([2, 1, 2], { profile: { firstMs: 10, gapMs: 1, tokens: 8 } });
  expect(check.method).toBe('scripted-stream');
  expect(check.schedule).toEqual({ first_token_ms: 10, gap_ms: 1, tokens: 8 });
  expect(check.levels.map((l) => [l.concurrency, l.requests])).toEqual([
    [1, selfCheckRequests(1)],
    [2, selfCheckRequests(2)],
  ]);
  for (const l of check.levels) {
    for (const key of [
      'ttft_error_ms_p50',
      'ttft_error_ms_p99',
      'e2e_error_ms_p50',
      'e2e_error_ms_p99',
    ] as const) {
      expect(l[key]).toBeGreaterThanOrEqual(0);
      // A typical (p50) error as large as the whole 10 ms first-token delay would mean the client read
      // the wrong event; p99 is left to the scheduler, which on a loaded machine can exceed it.
      if (key.endsWith('_p50')) expect(l[key]).toBeLessThan(10);
    }
    expect(l.ttft_error_ms_p99).toBeGreaterThanOrEqual(l.ttft_error_ms_p50);
    expect(l.e2e_error_ms_p99).toBeGreaterThanOrEqual(l.e2e_error_ms_p50);
    // The client's clock starts before the request reaches the server, never after.
    expect(l.start_to_arrival_ms_p50).toBeGreaterThanOrEqual(0);
    // Rounded to the microsecond.
    expect(Math.round(l.ttft_error_ms_p50 * 1000)).toBeCloseTo(l.ttft_error_ms_p50 * 1000, 6);
  }
}, 60_000);

test('an aborted check stops its server and rejects', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(checkClientTiming([1], { signal: controller.signal })).rejects.toThrow();
});
