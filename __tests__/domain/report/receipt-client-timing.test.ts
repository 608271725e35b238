// The load client's self-check (provenance.host_evidence.client_timing) is stated in the receipt,
// right before the capacity envelopes; a study without it (the published seed) is unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPlain, type PlainJson } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { renderReceipt, type ReceiptOptions } from '../../../src/domain/report/receipt.js';
import type { StudyDocument } from '../../../src/domain/study/study-model.js';
import {
  clientTimingNotice,
  recordedClientTiming,
} from '../../../src/domain/report/receipt-client-timing.js';

const SEED = join(process.cwd(), '__tests__', 'fixtures', 'reference', 'seed-bundle');
const study = (): StudyDocument =>
  toPlain(parseJson(readFileSync(join(SEED, 'capacity-study.json'), 'utf8'))) as unknown as StudyDocument;
const OPTIONS: ReceiptOptions = {
  toolName: 'paretopilot-capacity',
  toolVersion: '1.2.3',
  toolRepository: 'paretopilot/capacity',
};
const level = (concurrency: number, scale: number) => ({
  concurrency,
  requests: 16,
  ttft_error_ms_p50: 0.2 * scale,
  ttft_error_ms_p99: 0.4 * scale,
  e2e_error_ms_p50: 0.25 * scale,
  e2e_error_ms_p99: 1.5 * scale,
  start_to_arrival_ms_p50: 0.1 * scale,
  start_to_arrival_ms_p99: 0.8 * scale,
});
const CHECK = {
  method: 'scripted-stream',
  clock: 'CLOCK_MONOTONIC',
  schedule: { first_token_ms: 20, gap_ms: 2, tokens: 32 },
  levels: [level(1, 1), level(4, 2)],
};
const withTiming = (clientTiming: unknown): StudyDocument => {
  const s = study();
  (s.provenance as unknown as { host_evidence: unknown }).host_evidence = { client_timing: clientTiming };
  return s;
};

test('the published seed records no self-check and gets no statement', () => {
  expect(recordedClientTiming(study().provenance)).toBeNull();
  expect(clientTimingNotice(study())).toEqual([]);
});

test('a recorded self-check is stated with the worst level of each figure, before the envelopes, and nothing else changes', () => {
  const native = renderReceipt(study(), OPTIONS);
  const receipt = renderReceipt(withTiming(CHECK), OPTIONS);
  const statement =
    "> **Load client timing on this runner:** before measuring, the load client timed a scripted server (first token after 20 ms, then one token every 2 ms, 32 tokens; ground truth on the same monotonic clock) at C = 1, 4. Its TTFT readings were off by at most 0.40 ms at p50 and 0.80 ms at p99, its E2E readings by at most 0.50 ms and 3.00 ms, and its clock started at most 0.20 ms (p50) before a request reached the server. Latency differences below these are within the client's own error.";
  expect(receipt).toContain(`\n\n${statement}\n`);
  expect(receipt.indexOf(statement)).toBeLessThan(receipt.indexOf('## Capacity envelope'));
  expect(receipt.replace(`\n\n${statement}`, '')).toBe(native);
});

test('a failed self-check is stated as unknown client error, its message escaped', () => {
  const lines = clientTimingNotice(withTiming({ error: 'spawn `node` | failed' }));
  expect(lines[1]).toBe(
    "> **Load client timing:** the self-check before measuring failed (spawn \\`node\\` \\| failed), so the load client's own timing error on this runner is unknown.",
  );
});

test.each([
  ['no levels', { ...CHECK, levels: [] }],
  ['a level without a figure', { ...CHECK, levels: [{ ...level(1, 1), e2e_error_ms_p99: undefined }] }],
  ['a figure that is text', { ...CHECK, levels: [{ ...level(1, 1), ttft_error_ms_p50: '0.2' }] }],
  ['no schedule', { ...CHECK, schedule: undefined }],
  ['not an object', 'fast'],
])('a record with %s is not stated', (_name, record) => {
  expect(recordedClientTiming(withTiming(record).provenance)).toBeNull();
});

describe('the manifest check of host_evidence.client_timing', () => {
  const read = async (clientTiming: unknown) => {
    const { parseManifest } = await import('../../../src/domain/measurement/manifest.js');
    const { parseCapacityPlan } = await import('../../../src/domain/plan/plan.js');
    const plan = parseCapacityPlan(parseJson(readFileSync(join(SEED, 'capacity-plan.json'), 'utf8')));
    const manifest = JSON.parse(readFileSync(join(SEED, 'manifest.json'), 'utf8'));
    return () =>
      parseManifest(
        parseJson(JSON.stringify({ ...manifest, host_evidence: { client_timing: clientTiming } })),
        plan,
      );
  };

  it('accepts what the prepare stage writes, and a recorded failure', async () => {
    expect(await read(CHECK)).not.toThrow();
    expect(await read({ error: 'the scripted server exited early (code 1)' })).not.toThrow();
  });

  it.each([
    [
      'a negative error',
      { ...CHECK, levels: [{ ...level(1, 1), ttft_error_ms_p99: -1 }] },
      '/host_evidence/client_timing/levels/0/ttft_error_ms_p99',
    ],
    ['an unknown key', { ...CHECK, levels: [{ ...level(1, 1), extra: 1 }] }, 'extra'],
    ['another method', { ...CHECK, method: 'guess' }, '/host_evidence/client_timing/method'],
    ['no levels', { ...CHECK, levels: [] }, 'must list at least one level'],
    ['an empty error', { error: ' ' }, '/host_evidence/client_timing/error'],
  ])('rejects %s, naming the field', async (_name, record, where) => {
    expect(await read(record)).toThrow(where);
  });
});

test('the HTML report states it too, HTML-escaped, and only when recorded', async () => {
  const { renderHtmlReport } = await import('../../../src/domain/report/html-report.js');
  const options = { toolVersion: '1.2.3' };
  const seedHtml = renderHtmlReport(study() as unknown as PlainJson, options);
  expect(seedHtml).not.toContain('client-timing');
  const html = renderHtmlReport(withTiming(CHECK) as unknown as PlainJson, options);
  expect(html).toContain(
    '<p class="client-timing"><strong>Load client timing on this runner:</strong> before measuring, the load client timed a scripted server',
  );
  expect(html).toContain('at most 0.40 ms at p50 and 0.80 ms at p99');
  const failed = renderHtmlReport(withTiming({ error: '<img src=x>' }) as unknown as PlainJson, options);
  expect(failed).toContain('failed (&lt;img src=x&gt;)');
  expect(failed).not.toContain('<img src=x>');
});
