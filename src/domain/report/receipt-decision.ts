// The receipt's "Decision" section (docs/decision.md) for studies whose plan asks for one: the
// headline, each candidate's best point with its interval, gates and standing against the best of the
// others, the simultaneous comparisons with their factor and verdict, the noise of every concurrency
// level, and what would settle what is still open.
import { pyFixed } from '../core/format.js';
import { changeText, rateText, STANDING_WORDS, STATUS_WORDS, VERDICT_WORDS } from '../decision/headline.js';
import type { DecisionDocCell, DecisionDocument, DocBound } from '../decision/decision-document.js';
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
    `| Candidate | Best eligible point | Generation rate [${level(d.confidence)} % CI] | TTFT p95 | E2E p95 | Gates (completion · TTFT · E2E · memory · quality) | Against the best of the others [${level(d.confidence)} % simultaneous] |`,
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const candidate of study.plan.candidates) {
    const standing = d.candidates.find((c) => c.candidate_id === candidate.id);
    const ref = standing?.cell ?? null;
    const cell = ref ? cellOf(d, candidate.id, ref.server_parallel, ref.client_concurrency) : undefined;
    if (standing === undefined || cell === undefined) {
      lines.push(`| ${label(study, candidate.id)} | No eligible point | — | — | — | — | — |`);
      continue;
    }
    const g = cell.gates;
    const versus =
      standing.versus_best_of_others === null
        ? STANDING_WORDS[standing.verdict]
        : `${STANDING_WORDS[standing.verdict]}: ${changeText(1, standing.versus_best_of_others).replace(/^0\.0 % /, '')}`;
    lines.push(
      `| ${label(study, candidate.id)} | P${cell.server_parallel} / C${cell.client_concurrency} | ` +
        `${rateText(cell.generated_tokens_per_second.estimate, cell.generated_tokens_per_second.ci)} | ` +
        `${boundText(cell.ttft_ms_p95)} | ${boundText(cell.e2e_latency_ms_p95)} | ` +
        `${[g.completion, g.ttft, g.e2e, g.memory, g.quality].map(gate).join(' · ')} | ${versus} |`,
    );
  }
  return lines;
}

function comparisons(study: StudyDocument, d: DecisionDocument): string[] {
  if (d.comparisons.length === 0) return [];
  const lines = [
    '',
    `| A vs B | Factor | At | A / B − 1 [${level(d.confidence)} % simultaneous] | Verdict | Detectable (80 % power) | Pairs to resolve |`,
    '| --- | --- | --- | ---: | --- | ---: | ---: |',
  ];
  for (const c of d.comparisons) {
    const at =
      c.at === 'selected'
        ? `each at its best (P${c.a_cell.server_parallel} / C${c.a_cell.client_concurrency} vs P${c.b_cell.server_parallel} / C${c.b_cell.client_concurrency})`
        : c.at.replace('/', ' / ');
    const factor = FACTOR_WORDS[c.factor] + (c.factor_detail ? ` (${markdownText(c.factor_detail)})` : '');
    lines.push(
      `| ${label(study, c.a)} vs ${label(study, c.b)} | ${factor} | ${at} | ${changeText(c.ratio, c.ci)} | ` +
        `${c.verdict === null ? 'no interval' : VERDICT_WORDS[c.verdict]} | ${c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect)} | ${pairsCell(c.pairs_needed, c.beyond_plan_maximum)} |`,
    );
  }
  const family = d.simultaneous;
  if (family !== null)
    lines.push(
      '',
      `Every interval of this table holds at once with ${level(d.confidence)} % confidence: they are simultaneous over all ${family.pairs} pairs of cells of different candidates (critical value ${pyFixed(family.critical_value, 2)}, ${family.draws} Monte Carlo draws), so a "better" row is a familywise claim. A candidate's best point is a maximum over its cells: its rows bound the best against the best, whichever cell the data made look best. "Equivalent" means the whole interval lies within ±${pct(d.indifference_zone)} (the indifference zone).`,
    );
  if (d.comparisons.some((c) => c.factor === 'confounded'))
    lines.push(
      '',
      'A CONFOUNDED pair differs in more than one factor (build, model, server options): its difference is measured, but it cannot be credited to any one of them.',
    );
  return lines;
}

function pairsCell(pairs: number | null, beyond: boolean): string {
  if (pairs === null) return '—';
  return beyond ? `${pairs} (beyond the plan's maximum)` : String(pairs);
}

function noise(d: DecisionDocument): string[] {
  if (d.noise.levels.length === 0)
    return [
      '',
      `**Noise of this runner:** not measurable (${markdownText(d.noise.reason ?? 'no residual degrees of freedom')}).`,
    ];
  const levels = d.noise.levels.map(
    (l) =>
      `C ${l.client_concurrency}: ${pct(l.noise_floor)} (${l.cells} cells, ${pyFixed(l.df, 1)} df${l.pooled ? ', pooled over all levels' : ''}; detects ${l.minimum_detectable_effect === null ? '—' : pct(l.minimum_detectable_effect)})`,
  );
  return [
    '',
    `**Noise of this runner, per client concurrency:** one measurement of one configuration varies between counterbalanced passes by ${levels.join('; ')}. ` +
      `Pass-wide shifts ${d.noise.pass_shift.map((s) => changeText(1 + s, null).replace(' [no interval]', '')).join(', ')}. ` +
      `"Detects" is the smallest difference between two cells of that level that a simultaneous interval excludes with 80 % power.`,
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
  const choice = d.choice;
  if (choice !== null && choice.status === 'unresolved')
    lines.push(
      choice.pairs_needed === null
        ? `- The choice is unresolved and no pair count up to 1000 resolves it at this noise${d.indifference_zone > 0 ? '' : ' (the indifference zone is zero: no study can show a candidate within it)'}.`
        : `- The choice is unresolved: about ${choice.pairs_needed} counterbalanced pairs in all (decision.pairs; this study ran ${d.pairs}) would show the chosen point within ${pct(d.indifference_zone)} of the best with 80 % probability at this noise${choice.beyond_plan_maximum ? " — beyond this plan format's maximum of 10 pairs" : ''}.`,
    );
  const unresolved = d.comparisons.filter((c) => c.pairs_needed !== null);
  if (unresolved.length > 0) {
    const most = Math.max(...unresolved.map((c) => c.pairs_needed!));
    lines.push(
      `- ${unresolved.length} comparison(s) show no detectable difference; up to ${most} counterbalanced pair(s) in all would settle each one (better, worse, or equivalent within ±${pct(d.indifference_zone)}) with 80 % probability at this noise.`,
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
    const rate = choice.rate === null ? '' : ` · chosen rate: ${markdownText(choice.rate.method)}`;
    lines.push(`Status: **${STATUS_WORDS[choice.status]}** · runner-up: ${runner}${rate}.`, '');
  }
  lines.push(...bestPoints(study, d), ...comparisons(study, d), ...noise(d), ...openItems(study, d));
  lines.push(
    '',
    `Intervals are ${level(d.confidence)} % confidence intervals for this runner (${markdownText(d.method)}); gate bounds are one-sided at the same level. "No detectable difference" means the interval includes no difference and is wider than the indifference zone; "equivalent" means it lies inside the zone; UNRESOLVED and INDETERMINATE say what would settle them above (docs/decision.md).`,
    '',
  );
  return lines;
}
