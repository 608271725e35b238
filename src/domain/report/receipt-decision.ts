// The receipt's "Decision" section (docs/decision.md) for studies whose plan asks for one: the
// headline, each candidate's best point with intervals and three-valued gates, the comparisons with
// their factor and verdict, the runner's noise floor, and what would settle what is still open.
import { pyFixed } from '../core/format.js';
import { changeText, rateText, STATUS_WORDS, VERDICT_WORDS } from '../decision/headline.js';
import type {
  DecisionDocCell,
  DecisionDocument,
  DocBound,
  DocCellRef,
} from '../decision/decision-document.js';
import type { StudyDocument } from '../study/study-model.js';
import { markdownText } from './markdown-escape.js';

const FACTOR_WORDS: Record<string, string> = {
  build: 'build',
  model: 'model',
  server_args: 'server options',
  confounded: 'CONFOUNDED',
  identical: 'identical (A/A)',
};

const gate = (g: string | null): string => (g === null ? 'not gated' : g.toUpperCase());
const pct = (x: number): string => `${pyFixed(x * 100, 1)} %`;
/** A confidence level as a percentage without a trailing `.0` (0.95 → `95`). */
const level = (c: number): string => pyFixed(c * 100, 1).replace(/\.0$/, '');

function boundText(b: DocBound): string {
  if (b.estimate === null) return 'no completed request';
  const upper =
    b.upper === null
      ? `no upper bound (needs ${b.requests_needed ?? '?'} requests, has ${b.requests})`
      : `≤ ${pyFixed(b.upper, 1)}`;
  return `${pyFixed(b.estimate, 1)} ms (${upper})`;
}

function label(study: StudyDocument, id: string): string {
  return markdownText(study.plan.candidates.find((c) => c.id === id)?.label ?? id);
}

function cellOf(d: DecisionDocument, id: string, p: number, c: number): DecisionDocCell | undefined {
  return d.cells.find((x) => x.candidate_id === id && x.server_parallel === p && x.client_concurrency === c);
}

function bestPoints(study: StudyDocument, d: DecisionDocument): string[] {
  const lines = [
    `| Candidate | Best eligible point | Generation rate [${level(d.confidence)} % CI] | TTFT p95 | E2E p95 | Gates (completion · TTFT · E2E · memory · quality) |`,
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const candidate of study.plan.candidates) {
    const sel = d.comparisons.find(
      (c) => c.at === 'selected' && (c.a === candidate.id || c.b === candidate.id),
    );
    const ref = sel ? (sel.a === candidate.id ? sel.a_cell : sel.b_cell) : chosenOrBest(d, candidate.id);
    const cell = ref ? cellOf(d, candidate.id, ref.server_parallel, ref.client_concurrency) : undefined;
    if (cell === undefined) {
      lines.push(`| ${label(study, candidate.id)} | No eligible point | — | — | — | — |`);
      continue;
    }
    const g = cell.gates;
    lines.push(
      `| ${label(study, candidate.id)} | P${cell.server_parallel} / C${cell.client_concurrency} | ` +
        `${rateText(cell.generated_tokens_per_second.estimate, cell.generated_tokens_per_second.ci)} | ` +
        `${boundText(cell.ttft_ms_p95)} | ${boundText(cell.e2e_latency_ms_p95)} | ` +
        `${[g.completion, g.ttft, g.e2e, g.memory, g.quality].map(gate).join(' · ')} |`,
    );
  }
  return lines;
}

/**
 * A candidate in no comparison (the only one with an eligible point): the chosen cell, else its best
 * eligible cell by the decision's own rule — highest rate, then lower E2E p95, fewer slots, fewer clients.
 */
function chosenOrBest(d: DecisionDocument, id: string): DecisionDocCell | DocCellRef | null {
  if (d.choice?.candidate_id === id) return d.choice.cell;
  let best: DecisionDocCell | null = null;
  const rate = (c: DecisionDocCell) => c.generated_tokens_per_second.estimate!;
  const e2e = (c: DecisionDocCell) => c.e2e_latency_ms_p95.estimate ?? Infinity;
  const key = (c: DecisionDocCell) => [-rate(c), e2e(c), c.server_parallel, c.client_concurrency];
  for (const c of d.cells) {
    if (c.candidate_id !== id || c.verdict === 'fail' || c.generated_tokens_per_second.estimate === null)
      continue;
    if (best === null) best = c;
    else {
      const [k, b] = [key(c), key(best)];
      const i = k.findIndex((x, j) => x !== b[j]);
      if (i >= 0 && k[i] < b[i]) best = c;
    }
  }
  return best;
}

function comparisons(study: StudyDocument, d: DecisionDocument): string[] {
  if (d.comparisons.length === 0) return [];
  const lines = [
    '',
    `| A vs B | Factor | At | A / B − 1 [${level(d.confidence)} % CI] | Verdict | Pairs to resolve |`,
    '| --- | --- | --- | ---: | --- | ---: |',
  ];
  for (const c of d.comparisons) {
    const at =
      c.at === 'selected'
        ? `each at its best (P${c.a_cell.server_parallel} / C${c.a_cell.client_concurrency} vs P${c.b_cell.server_parallel} / C${c.b_cell.client_concurrency})`
        : c.at.replace('/', ' / ');
    const factor = FACTOR_WORDS[c.factor] + (c.factor_detail ? ` (${markdownText(c.factor_detail)})` : '');
    lines.push(
      `| ${label(study, c.a)} vs ${label(study, c.b)} | ${factor} | ${at} | ${changeText(c.ratio, c.ci)} | ` +
        `${VERDICT_WORDS[c.verdict]} | ${c.pairs_needed === null ? '—' : String(c.pairs_needed)} |`,
    );
  }
  if (d.comparisons.some((c) => c.factor === 'confounded'))
    lines.push(
      '',
      'A CONFOUNDED pair differs in more than one factor (build, model, server options): its difference is measured, but it cannot be credited to any one of them.',
    );
  return lines;
}

function noise(d: DecisionDocument): string[] {
  if (d.noise_floor === null)
    return [
      '',
      `**Noise of this runner:** not measurable (${markdownText(d.noise.reason ?? 'no residual degrees of freedom')}).`,
    ];
  const mde = d.minimum_detectable_effect === null ? 'not available' : pct(d.minimum_detectable_effect);
  return [
    '',
    `**Noise of this runner:** one measurement of one configuration varies by ${pct(d.noise_floor)} (relative SD) between counterbalanced passes, from ${d.noise.cells} cells in ${d.noise.server_runs} server runs × ${d.passes} passes (${pyFixed(d.noise.df, 1)} degrees of freedom); ` +
      `pass-wide shifts ${d.noise.pass_shift.map((s) => changeText(1 + s, null).replace(' [no interval]', '')).join(', ')}. ` +
      `Smallest difference a comparison detects (80 % power): ${mde}; no winner is called below it or below the ${pct(d.indifference_zone)} indifference zone.`,
  ];
}

function openItems(study: StudyDocument, d: DecisionDocument): string[] {
  const lines: string[] = [];
  const needs = d.cells
    .map((c) => c.e2e_latency_ms_p95.requests_needed ?? c.ttft_ms_p95.requests_needed)
    .filter((n): n is number => n !== null);
  if (needs.length > 0) {
    const most = Math.max(...needs);
    lines.push(
      `- ${needs.length} of ${d.cells.length} cells have too few requests for a distribution-free bound on their p95 (${most} are needed per cell, over all passes): their latency gates are INDETERMINATE.`,
    );
  }
  const unresolved = d.comparisons.filter((c) => c.pairs_needed !== null);
  if (unresolved.length > 0) {
    const most = Math.max(...unresolved.map((c) => c.pairs_needed!));
    lines.push(
      `- ${unresolved.length} comparison(s) are not resolved at this noise; up to ${most} counterbalanced pair(s) in all (decision.pairs; this study ran ${d.pairs}) would detect the observed differences with 80 % power.`,
    );
  }
  for (const e of d.grid_edge) {
    const next = [
      e.next_levels.server_parallel === null ? null : `P ${e.next_levels.server_parallel}`,
      e.next_levels.client_concurrency === null ? null : `C ${e.next_levels.client_concurrency}`,
    ].filter((x) => x !== null);
    lines.push(
      `- The best point of ${label(study, e.candidate_id)} (P${e.cell.server_parallel} / C${e.cell.client_concurrency}) is on the edge of the grid with the rate still rising: the optimum may lie outside it — add ${next.join(' and ')}.`,
    );
  }
  return lines.length === 0 ? [] : ['', '**What would settle what is open:**', '', ...lines];
}

/** The section, or nothing for a study without a decision. */
export function decisionSection(study: StudyDocument): string[] {
  const d = study.decision;
  if (d === undefined) return [];
  const choice = d.choice;
  const lines = ['## Decision', ''];
  if (choice !== null) {
    lines.push(`**${markdownText(choice.headline)}**`, '');
    const runner = choice.runner_up === null ? 'none' : label(study, choice.runner_up.candidate_id);
    lines.push(
      `Status: **${STATUS_WORDS[choice.status]}${choice.status === 'not_distinguishable' ? ' — chosen by the tie rule' : ''}** · runner-up: ${runner}` +
        (choice.probability_best === null
          ? ''
          : ` · best in ${pyFixed(choice.probability_best * 100, 0)} % of ${d.resamples} resamples`) +
        '.',
      '',
    );
  }
  lines.push(...bestPoints(study, d), ...comparisons(study, d), ...noise(d), ...openItems(study, d));
  lines.push(
    '',
    `Intervals are ${level(d.confidence)} % confidence intervals for this runner (${markdownText(d.method)}); gate bounds are one-sided at the same level. "No detectable difference" means the interval of the ratio includes no difference; INDETERMINATE means the evidence cannot settle it — add the pairs or requests named above, or accept the tie rule (docs/decision.md).`,
    '',
  );
  return lines;
}
