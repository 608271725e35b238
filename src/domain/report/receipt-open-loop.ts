// The receipt's open-loop section (docs/open-loop.md, "In the study"): per candidate, one row per P
// of its rate envelope — the highest sustainable rate with its bracket, goodput there, the binding
// limit, probes and runner time, the passes and their spread, and how the search ended in words.
// A search that did not converge never shows a capacity figure. Nothing for a closed-loop study.
import { pyFixed } from '../core/format.js';
import { markdownText } from './markdown-escape.js';
import type { DocumentCandidate, StudyDocument } from '../study/study-model.js';
import type { RateEnvelopeEntry } from '../study/rate-envelope-document.js';

const pct = (x: number): string => `${pyFixed(x * 100, 1)}%`;

/** A rate in req/s with about three significant figures. */
export function rateText(x: number): string {
  return pyFixed(x, x >= 10 ? 1 : x >= 1 ? 2 : 3);
}

export function secondsText(s: number): string {
  return s < 90 ? `${pyFixed(s, 0)} s` : `${pyFixed(s / 60, 1)} min`;
}

export function arrivalWords(e: Pick<RateEnvelopeEntry, 'arrival' | 'burstiness'>): string {
  if (e.arrival === 'gamma') return `gamma arrivals (burstiness ${pyFixed(e.burstiness ?? 1, 2)})`;
  return e.arrival === 'poisson' ? 'Poisson arrivals' : 'evenly spaced (constant) arrivals';
}

export function bracketText(b: RateEnvelopeEntry['bracket_rps']): string {
  const [lo, hi] = b;
  if (lo === null && hi === null) return 'open';
  if (lo === null) return `below ${rateText(hi!)} req/s`;
  if (hi === null) return `${rateText(lo)} req/s and up (no rate failed)`;
  return `${rateText(lo)} – ${rateText(hi)} req/s`;
}

export function bindingWords(e: Pick<RateEnvelopeEntry, 'binding_limit' | 'limits'>): string {
  switch (e.binding_limit) {
    case 'e2e':
      return `E2E ≤ ${pyFixed(e.limits.e2e_ms, 0)} ms`;
    case 'ttft':
      return `TTFT ≤ ${pyFixed(e.limits.ttft_ms, 0)} ms`;
    case 'completion':
      return 'completion (failed or unsent requests)';
    case 'none':
      return 'none missed (the probe above was indeterminate or invalid)';
    default:
      return 'not reached (no rate failed)';
  }
}

/** The headline figure: a capacity only when every pass converged. */
export function sustainableText(e: RateEnvelopeEntry): string {
  if (e.status === 'converged' && e.max_rate_rps !== null) return `**${rateText(e.max_rate_rps)} req/s**`;
  return 'not established';
}

/** How the search ended, in words; never a capacity unless converged. */
export function statusWords(
  e: Pick<RateEnvelopeEntry, 'status' | 'bracket_rps' | 'spread_gate'>,
  tolerancePercent?: number,
): string {
  const lo = e.bracket_rps[0];
  const tol = tolerancePercent === undefined ? '' : ` (tolerance ${pyFixed(tolerancePercent, 0)}%)`;
  let text: string;
  switch (e.status) {
    case 'converged':
      text = `Converged: the boundary lies in the bracket${tol}`;
      break;
    case 'budget':
      text =
        'Budget spent before the search converged: not a capacity' +
        (lo === null ? ', no rate was sustained yet' : `; at least ${rateText(lo)} req/s was sustained`);
      break;
    case 'below-min':
      text = "Below the plan's minimum rate: no offered rate met the target";
      break;
    case 'above-max':
      text = `Above the plan's maximum rate: every rate probed was sustained, the capacity lies higher`;
      break;
  }
  if (e.spread_gate === 'fail') text += '; the passes disagree beyond the spread gate';
  return text;
}

function passesText(e: RateEnvelopeEntry): string {
  const each = e.passes
    .map((p) => `${markdownText(p.pass_id)} ${p.max_rate_rps === null ? 'none' : rateText(p.max_rate_rps)}`)
    .join(', ');
  const spread =
    e.pass_spread_percent === null
      ? 'spread not measured'
      : `spread ${pyFixed(e.pass_spread_percent, 1)}% / ${pyFixed(e.max_pass_spread_percent, 1)}%`;
  return `${each}<br>${spread}: ${e.spread_gate.toUpperCase()}`;
}

function goodputText(e: RateEnvelopeEntry): string {
  if (e.goodput_rps === null || e.goodput_tokens_per_second === null) return '—';
  const a = e.attainment_at_max_rate;
  const att = a === null ? '' : `<br>attainment ${pct(a.fraction)} (${pct(a.lower)}–${pct(a.upper)})`;
  return `${rateText(e.goodput_rps)} req/s · ${pyFixed(e.goodput_tokens_per_second, 1)} tok/s${att}`;
}

/**
 * The candidate's open-loop operating point: the P with the most goodput (generated tokens/s at its
 * highest sustainable rate) among searches that converged in every pass and passed the spread gate;
 * ties go to the fewer slots. Undefined when no search qualifies (nothing is chosen on a bracket).
 */
export function openLoopChoice(entries: readonly RateEnvelopeEntry[]): RateEnvelopeEntry | undefined {
  let best: RateEnvelopeEntry | undefined;
  for (const e of entries) {
    if (e.status !== 'converged' || e.spread_gate !== 'pass' || e.goodput_tokens_per_second === null)
      continue;
    const better =
      best === undefined ||
      e.goodput_tokens_per_second > best.goodput_tokens_per_second! ||
      (e.goodput_tokens_per_second === best.goodput_tokens_per_second &&
        e.server_parallel < best.server_parallel);
    if (better) best = e;
  }
  return best;
}

function choiceLine(entries: readonly RateEnvelopeEntry[]): string {
  const best = openLoopChoice(entries);
  if (best === undefined)
    return '**Most goodput under the limits:** none chosen — no P has a search that converged in every pass and passed the spread gate.';
  return (
    `**Most goodput under the limits:** P${best.server_parallel} — ${pyFixed(best.goodput_tokens_per_second!, 1)} tok/s ` +
    `(${rateText(best.goodput_rps!)} req/s good) at ${rateText(best.max_rate_rps!)} req/s offered, ` +
    'among the P whose search converged in every pass and passed the spread gate.'
  );
}

function candidateSection(candidate: DocumentCandidate, entries: RateEnvelopeEntry[]): string[] {
  const first = entries[0];
  const lines = [
    '',
    `## Open-loop capacity — ${markdownText(candidate.label)}`,
    '',
    `Requests arrive on a schedule (${arrivalWords(first)}), whatever the server does. A rate is sustainable when, ` +
      `in every replicate, the lower bound of the exact ${pyFixed(first.confidence * 100, 0)}% interval of the share ` +
      `of requests within TTFT ≤ ${pyFixed(first.limits.ttft_ms, 0)} ms and E2E ≤ ${pyFixed(first.limits.e2e_ms, 0)} ms ` +
      `is at least ${pct(first.attainment_target)}. The highest sustainable rate is the lowest that every pass demonstrated.`,
    '',
    '| Server slots | Highest sustainable rate | Bracket | Goodput there | Binding limit | Probes | Runner time | Passes | Status |',
    '| ---: | ---: | --- | --- | --- | ---: | ---: | --- | --- |',
  ];
  for (const e of entries)
    lines.push(
      `| P${e.server_parallel} | ${sustainableText(e)} | ${bracketText(e.bracket_rps)} | ${goodputText(e)} | ` +
        `${bindingWords(e)} | ${e.probes} (${e.invalid_probes} invalid) | ${secondsText(e.runner_seconds)} | ` +
        `${passesText(e)} | ${statusWords(e)} |`,
    );
  lines.push('', choiceLine(entries));
  return lines;
}

export function openLoopSection(study: StudyDocument): string[] {
  const envelope = study.rate_envelope;
  if (envelope === undefined) return [];
  return study.plan.candidates.flatMap((c) => {
    const entries = envelope.filter((e) => e.candidate_id === c.id);
    return entries.length === 0 ? [] : candidateSection(c, entries);
  });
}
