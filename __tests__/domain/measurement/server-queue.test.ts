// llama-server's queue gauges: read from a Prometheus exposition, summarized per probe, and a stored
// summary checked for the consistency an observation can be checked for.
import { describe, expect, it } from '@jest/globals';
import {
  parseQueueGauges,
  queueSampleProblem,
  summarizeQueue,
} from '../../../src/domain/measurement/server-queue.js';

// The shape llama-server's /metrics answers with (HELP / TYPE lines, one sample per gauge).
const exposition = (processing: string, deferred: string) =>
  [
    '# HELP llamacpp:prompt_tokens_total Number of prompt tokens processed.',
    '# TYPE llamacpp:prompt_tokens_total counter',
    'llamacpp:prompt_tokens_total 33065',
    '# HELP llamacpp:requests_processing Number of requests processing.',
    '# TYPE llamacpp:requests_processing gauge',
    `llamacpp:requests_processing ${processing}`,
    '# HELP llamacpp:requests_deferred Number of requests deferred.',
    '# TYPE llamacpp:requests_deferred gauge',
    `llamacpp:requests_deferred ${deferred}`,
    '',
  ].join('\n');

describe('parseQueueGauges', () => {
  it('reads both gauges, ignoring comments, other metrics and labels', () => {
    expect(parseQueueGauges(exposition('2', '5'))).toEqual({ processing: 2, deferred: 5 });
    const labelled =
      'llamacpp:requests_processing{slot="all"} 1\r\nllamacpp:requests_deferred 0 1700000000\n';
    expect(parseQueueGauges(labelled)).toEqual({ processing: 1, deferred: 0 });
  });

  it('names a gauge that is missing or not a count', () => {
    expect(() => parseQueueGauges('llamacpp:requests_processing 1\n')).toThrow(
      /llamacpp:requests_deferred: not in the \/metrics response/,
    );
    expect(() => parseQueueGauges(exposition('NaN', '0'))).toThrow(
      /llamacpp:requests_processing: expected a finite number >= 0, got "NaN"/,
    );
    expect(() => parseQueueGauges(exposition('1', '-1'))).toThrow(/llamacpp:requests_deferred/);
  });
});

describe('summarizeQueue and queueSampleProblem', () => {
  it('gives max and mean of each gauge over the readings', () => {
    const q = summarizeQueue([
      { processing: 1, deferred: 0 },
      { processing: 2, deferred: 3 },
      { processing: 2, deferred: 1 },
      { processing: 1, deferred: 0 },
    ]);
    expect(q).toEqual({
      requests_processing_max: 2,
      requests_processing_mean: 1.5,
      requests_deferred_max: 3,
      requests_deferred_mean: 1,
      samples: 4,
    });
    expect(queueSampleProblem(q, 2)).toBeNull();
  });

  it('has null max and mean without a reading, and nothing else is accepted then', () => {
    const none = summarizeQueue([]);
    expect(none).toEqual({
      requests_processing_max: null,
      requests_processing_mean: null,
      requests_deferred_max: null,
      requests_deferred_mean: null,
      samples: 0,
    });
    expect(queueSampleProblem(none, 1)).toBeNull();
    expect(queueSampleProblem({ ...none, requests_deferred_max: 0 }, 1)).toMatch(/0 samples/);
  });

  it('refuses a mean above its max, a missing value and more busy slots than the server has', () => {
    const q = summarizeQueue([{ processing: 1, deferred: 2 }]);
    expect(queueSampleProblem({ ...q, requests_deferred_mean: 2.5 }, 1)).toMatch(
      /requests_deferred_mean is above requests_deferred_max/,
    );
    expect(queueSampleProblem({ ...q, requests_processing_mean: 1.5 }, 1)).toMatch(
      /requests_processing_mean is above/,
    );
    expect(queueSampleProblem({ ...q, requests_processing_mean: null }, 1)).toMatch(/no max or mean/);
    expect(queueSampleProblem(q, 1)).toBeNull();
    expect(queueSampleProblem({ ...q, requests_processing_max: 2, requests_processing_mean: 2 }, 1)).toMatch(
      /above the server's 1 slot/,
    );
  });
});
