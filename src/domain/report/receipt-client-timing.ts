// The receipt's statement of the load client's own timing error: when the manifest records the
// prepare stage's self-check (host_evidence.client_timing), the receipt says how far the client's
// TTFT/E2E readings were from a scripted server's ground truth on that machine; otherwise it adds
// nothing, so receipts of studies without the check (the published seed receipt included) are unchanged.
import { CLIENT_TIMING_FIGURES, type ClientTimingFigure } from '../measurement/manifest.js';
import { markdownText } from './markdown-escape.js';

export type ClientTimingEvidence =
  | {
      kind: 'measured';
      firstTokenMs: number;
      gapMs: number;
      tokens: number;
      levels: Record<ClientTimingFigure | 'concurrency', number>[];
    }
  | { kind: 'failed'; error: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The self-check a study's manifest records, or null (absent or not the shape prepare writes). */
export function recordedClientTiming(provenance: unknown): ClientTimingEvidence | null {
  if (!isObject(provenance) || !isObject(provenance.host_evidence)) return null;
  const c = provenance.host_evidence.client_timing;
  if (!isObject(c)) return null;
  if (typeof c.error === 'string' && c.error.trim() !== '') return { kind: 'failed', error: c.error.trim() };
  const s = c.schedule;
  if (!isObject(s) || !finite(s.first_token_ms) || !finite(s.gap_ms) || !finite(s.tokens)) return null;
  if (!Array.isArray(c.levels) || c.levels.length === 0) return null;
  const levels: Record<ClientTimingFigure | 'concurrency', number>[] = [];
  for (const l of c.levels) {
    if (!isObject(l) || !finite(l.concurrency)) return null;
    const level = { concurrency: l.concurrency } as Record<ClientTimingFigure | 'concurrency', number>;
    for (const key of CLIENT_TIMING_FIGURES) {
      const v = l[key];
      if (!finite(v)) return null;
      level[key] = v;
    }
    levels.push(level);
  }
  return { kind: 'measured', firstTokenMs: s.first_token_ms, gapMs: s.gap_ms, tokens: s.tokens, levels };
}

const ms = (v: number): string => `${v.toFixed(2)} ms`;

/**
 * The statement as plain text (a bold lead and a sentence), for the receipt and the HTML report to
 * escape in their own way; null without a self-check.
 */
export function clientTimingStatement(provenance: unknown): { lead: string; text: string } | null {
  const t = recordedClientTiming(provenance);
  if (!t) return null;
  if (t.kind === 'failed')
    return {
      lead: 'Load client timing:',
      text: `the self-check before measuring failed (${t.error}), so the load client's own timing error on this runner is unknown.`,
    };
  const worst = (key: ClientTimingFigure): number => Math.max(...t.levels.map((l) => l[key]));
  const levels = t.levels.map((l) => l.concurrency).join(', ');
  return {
    lead: 'Load client timing on this runner:',
    text: `before measuring, the load client timed a scripted server (first token after ${t.firstTokenMs} ms, then one token every ${t.gapMs} ms, ${t.tokens} tokens; ground truth on the same monotonic clock) at C = ${levels}. Its TTFT readings were off by at most ${ms(worst('ttft_error_ms_p50'))} at p50 and ${ms(worst('ttft_error_ms_p99'))} at p99, its E2E readings by at most ${ms(worst('e2e_error_ms_p50'))} and ${ms(worst('e2e_error_ms_p99'))}, and its clock started at most ${ms(worst('start_to_arrival_ms_p50'))} (p50) before a request reached the server. Latency differences below these are within the client's own error.`,
  };
}

/** Lines inserted after the receipt header (and the emulation notice); empty without a self-check. */
export function clientTimingNotice(study: { provenance: unknown }): string[] {
  const s = clientTimingStatement(study.provenance);
  return s ? ['', `> **${s.lead}** ${markdownText(s.text)}`] : [];
}
