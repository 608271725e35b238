// Writes the receipt to the job summary ($GITHUB_STEP_SUMMARY), within GitHub's per-step size limit.
import { stat } from 'node:fs/promises';
import { summary } from '@actions/core';
import {
  measureText,
  receiptTruncationNote,
  truncateMarkdown,
  type BundleLink,
} from './truncate-markdown.js';
import { SummaryBudgetError } from '../errors.js';

/** GitHub refuses a step summary larger than 1 MiB. */
export const STEP_SUMMARY_LIMIT_BYTES = 1024 * 1024;

export interface SummaryWriteOptions {
  /** Budget for the whole step summary file, content already written included (default 1 MiB). */
  readonly limitBytes?: number;
  /** Named in the truncation note as the place of the full receipt. */
  readonly bundleLink?: BundleLink;
}

export interface SummaryWriteResult {
  readonly truncated: boolean;
  /** Bytes appended by this call. */
  readonly writtenBytes: number;
  /** Bytes of the receipt that were kept, and of the whole receipt. */
  readonly keptBytes: number;
  readonly receiptBytes: number;
}

/**
 * Appends `markdown` to the step summary; when it would take the file past `limitBytes`, it is cut
 * at a line boundary and a visible note says where the full receipt is.
 */
export async function writeSummary(
  markdown: string,
  options: SummaryWriteOptions = {},
): Promise<SummaryWriteResult> {
  const limit = options.limitBytes ?? STEP_SUMMARY_LIMIT_BYTES;
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    throw new SummaryBudgetError(
      'GITHUB_STEP_SUMMARY is not set; this runtime has no job summary to write to.',
    );
  }
  const existing = (await stat(file).catch(() => undefined))?.size ?? 0;
  // Anything another caller left in the shared buffer goes out with this write, so it counts too.
  const pending = measureText(summary.stringify(), 'bytes');
  const budget = limit - existing - pending;
  const receiptBytes = measureText(markdown, 'bytes');
  let fitted;
  try {
    fitted = truncateMarkdown(markdown, {
      limit: Math.max(budget, 1),
      unit: 'bytes',
      note: (input) => receiptTruncationNote(input, options.bundleLink),
    });
  } catch (error) {
    throw new SummaryBudgetError(
      `The job summary has ${Math.max(budget, 0)} of ${limit} bytes left (${existing} already written), ` +
        `too few for the receipt or its truncation note: ${(error as Error).message}`,
    );
  }
  if (budget < 1 || fitted.units > budget) {
    throw new SummaryBudgetError(
      `The job summary has no room left: ${existing} of ${limit} bytes already written.`,
    );
  }
  await summary.addRaw(fitted.text).write();
  return {
    truncated: fitted.truncated,
    writtenBytes: fitted.units + pending,
    keptBytes: fitted.keptUnits,
    receiptBytes,
  };
}
