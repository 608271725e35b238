import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { STEP_SUMMARY_LIMIT_BYTES, writeSummary } from '../../../src/adapters/summary/summary-writer.js';
import { SummaryBudgetError } from '../../../src/adapters/errors.js';
import { withEnv } from '../../kits/hermetic.js';
import { REFERENCE_FILES } from '../../kits/fixture-paths.js';

const RECEIPT = readFileSync(REFERENCE_FILES.seedReceipt, 'utf8');
const RECEIPT_BYTES = Buffer.byteLength(RECEIPT);

// @actions/core remembers the summary path of its first write, so one file serves the whole file.
let dir: string;
let summaryFile: string;
let undoEnv: () => void;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'summary-test-'));
  summaryFile = path.join(dir, 'step-summary.md');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await writeFile(summaryFile, '');
  undoEnv = withEnv({ GITHUB_STEP_SUMMARY: summaryFile });
});
afterEach(() => undoEnv());

describe('writeSummary', () => {
  test('a receipt within the budget is appended verbatim', async () => {
    await writeFile(summaryFile, '# Earlier step output\n');
    const result = await writeSummary(RECEIPT);
    expect(await readFile(summaryFile, 'utf8')).toBe(`# Earlier step output\n${RECEIPT}`);
    expect(result).toEqual({
      truncated: false,
      writtenBytes: RECEIPT_BYTES,
      keptBytes: RECEIPT_BYTES,
      receiptBytes: RECEIPT_BYTES,
    });
  });

  test('a receipt over the budget is cut at a line with a visible note and link', async () => {
    const limitBytes = 4096;
    const bundleLink = { name: 'capacity-bundle', url: 'https://github.com/o/r/actions/runs/7/artifacts/9' };
    const result = await writeSummary(RECEIPT, { limitBytes, bundleLink });
    const written = await readFile(summaryFile);
    expect(written.length).toBeLessThanOrEqual(limitBytes);
    expect(written.length).toBe(result.writtenBytes);
    const text = written.toString('utf8');
    expect(result.truncated).toBe(true);
    expect(result.receiptBytes).toBe(RECEIPT_BYTES);
    const kept = text.slice(0, text.indexOf('\n\n> Receipt truncated') + 1);
    expect(RECEIPT.startsWith(kept)).toBe(true);
    expect(Buffer.byteLength(kept)).toBe(result.keptBytes);
    expect(
      text.endsWith(
        `\n> Receipt truncated at ${result.keptBytes} of ${RECEIPT_BYTES} bytes; the full receipt is in the bundle ` +
          `artifact [capacity-bundle](${bundleLink.url}).\n`,
      ),
    ).toBe(true);
    // Nearly the whole budget is used: less than one receipt line is left over.
    expect(limitBytes - written.length).toBeLessThan(
      Math.max(...RECEIPT.split('\n').map((l) => Buffer.byteLength(l) + 1)),
    );
  });

  test('content already in the step summary counts against the limit', async () => {
    const earlier = 'x'.repeat(3000) + '\n';
    await writeFile(summaryFile, earlier);
    const result = await writeSummary(RECEIPT, { limitBytes: 8000 });
    const size = (await readFile(summaryFile)).length;
    expect(size).toBeLessThanOrEqual(8000);
    expect(size).toBe(earlier.length + result.writtenBytes);
    expect(result.truncated).toBe(true);
    expect((await readFile(summaryFile, 'utf8')).startsWith(earlier)).toBe(true);
  });

  test('the default limit is GitHub’s 1 MiB per step', async () => {
    const big = '| row | é€ |\n'.repeat(Math.ceil((1.5 * STEP_SUMMARY_LIMIT_BYTES) / 16));
    const result = await writeSummary(big);
    const size = (await readFile(summaryFile)).length;
    expect(STEP_SUMMARY_LIMIT_BYTES).toBe(1_048_576);
    expect(size).toBeLessThanOrEqual(STEP_SUMMARY_LIMIT_BYTES);
    expect(size).toBeGreaterThan(STEP_SUMMARY_LIMIT_BYTES - 200);
    expect(result.truncated).toBe(true);
  });

  test('no room left is a SummaryBudgetError and the file is untouched', async () => {
    await writeFile(summaryFile, 'y'.repeat(1000));
    await expect(writeSummary(RECEIPT, { limitBytes: 1050 })).rejects.toThrow(SummaryBudgetError);
    await expect(writeSummary(RECEIPT, { limitBytes: 1000 })).rejects.toThrow(
      /has 0 of 1000 bytes left \(1000 already written\)/,
    );
    expect((await readFile(summaryFile, 'utf8')).length).toBe(1000);
  });

  test('a runtime without GITHUB_STEP_SUMMARY gets a clear error', async () => {
    const undo = withEnv({ GITHUB_STEP_SUMMARY: undefined });
    try {
      await expect(writeSummary(RECEIPT)).rejects.toThrow(/GITHUB_STEP_SUMMARY is not set/);
    } finally {
      undo();
    }
  });
});
