// The fleet's open-loop prices (docs/open-loop.md, "Fleet"): for a runner whose study has a rate
// envelope, each (candidate, P) with its highest sustainable rate, bracket and goodput, and the USD
// per million generated tokens at that rate — beside the closed-loop figure of the selected point.
// A search that did not converge has no price (it is not a capacity). Absent envelope: nothing.
import { pyFixed } from '../core/format.js';
import { float, isJsonObject, type JsonObject, type JsonValue, type PlainJson } from '../core/json.js';
import { markdownText } from '../report/markdown-escape.js';
import { bracketText, rateText, statusWords } from '../report/receipt-open-loop.js';
import type { RateEnvelopeEntry } from '../study/rate-envelope-document.js';
import { usdText } from './fleet-decision-document.js';
import { numberOf, usdPerMillionTokens } from './prices.js';

type PlainObject = { [key: string]: PlainJson };
type EndedSearch = Pick<RateEnvelopeEntry, 'status' | 'bracket_rps' | 'spread_gate'>;

const fl = (x: number | null): JsonValue => (x === null ? null : float(x));

/**
 * One entry per P of the candidate's envelope; undefined when the study has none. Cost at the
 * sustainable rate uses the goodput tokens/s there; the cost bracket scales it to the bracket's hi
 * (tokens/s proportional to the offered rate), so [cost at hi, cost at the sustainable rate].
 */
export function openLoopPrices(
  study: JsonObject,
  candidateId: string,
  usdPerMinute: number | null,
): JsonObject[] | undefined {
  const envelope = study.rate_envelope;
  if (!Array.isArray(envelope)) return undefined;
  return envelope
    .filter((e): e is JsonObject => isJsonObject(e) && e.candidate_id === candidateId)
    .map((e) => {
      const status = e.status as string;
      const rate = numberOf(e.max_rate_rps);
      const bracket = Array.isArray(e.bracket_rps) ? e.bracket_rps.map((v) => numberOf(v)) : [null, null];
      const goodputTps = numberOf(e.goodput_tokens_per_second);
      const priced = usdPerMinute !== null && status === 'converged' && rate !== null && goodputTps !== null;
      const cost = priced && goodputTps > 0 ? usdPerMillionTokens(usdPerMinute, goodputTps) : null;
      const hi = bracket[1];
      const costAtHi =
        cost !== null && hi !== null ? usdPerMillionTokens(usdPerMinute!, goodputTps! * (hi / rate!)) : null;
      return {
        server_parallel: numberOf(e.server_parallel) as number,
        status,
        max_rate_rps: fl(rate),
        bracket_rps: bracket.map(fl),
        goodput_tokens_per_second: fl(goodputTps),
        usd_per_million_tokens: fl(cost),
        usd_per_million_tokens_bracket: cost === null ? null : [fl(costAtHi), fl(cost)],
        spread_gate: e.spread_gate as string,
        source_pointer: `/rate_envelope/${envelope.indexOf(e)}`,
      };
    });
}

/** The open-loop table of a fleet as plain text cells (runner, candidate first); null when no study has an envelope. */
export function fleetOpenLoopTable(
  runners: readonly PlainObject[],
  priced: boolean,
): { head: string[]; rows: string[][] } | null {
  const rows: string[][] = [];
  for (const r of runners) {
    if (r.status !== 'complete') continue;
    for (const c of r.candidates as PlainObject[]) {
      const entries = c.open_loop as PlainObject[] | undefined;
      if (entries === undefined) continue;
      const closed = (c.selected as PlainObject | null)?.usd_per_million_tokens as number | null | undefined;
      for (const e of entries) {
        const env: EndedSearch = {
          status: e.status as EndedSearch['status'],
          bracket_rps: e.bracket_rps as EndedSearch['bracket_rps'],
          spread_gate: e.spread_gate as EndedSearch['spread_gate'],
        };
        const rate = e.max_rate_rps as number | null;
        const cost = e.usd_per_million_tokens as number | null;
        const cb = e.usd_per_million_tokens_bracket as [number | null, number] | null;
        const cells = [
          r.label as string,
          c.candidate_id as string,
          `P${e.server_parallel as number}`,
          e.status === 'converged' && rate !== null ? `${rateText(rate)} req/s` : 'not established',
          bracketText(env.bracket_rps),
          e.goodput_tokens_per_second === null ? '—' : pyFixed(e.goodput_tokens_per_second as number, 1),
        ];
        if (priced)
          cells.push(
            cost === null
              ? '—'
              : `${usdText(cost)} [${cb === null || cb[0] === null ? 'open' : usdText(cb[0])}, ${usdText(cost)}]`,
            closed === null || closed === undefined ? '—' : usdText(closed),
          );
        cells.push(statusWords(env));
        rows.push(cells);
      }
    }
  }
  if (rows.length === 0) return null;
  const head = ['Runner', 'Candidate', 'P', 'Highest sustainable rate', 'Bracket', 'Goodput tok/s'];
  if (priced) head.push('$/M tokens at that rate [bracket]', '$/M tokens closed-loop (selected point)');
  head.push('Search');
  return { head, rows };
}

export const OPEN_LOOP_FLEET_NOTE =
  'Per runner, candidate and P: the highest offered rate every pass sustained under the plan’s attainment target ' +
  '(a search that did not converge is not a capacity and has no price). USD per million tokens there = ' +
  'usd_per_minute / (goodput tok/s × 60) × 1e6; the bracket scales the goodput to the bracket’s upper rate.';

/** The fleet receipt's open-loop section; nothing when no runner's study has an envelope. */
export function fleetOpenLoopSection(runners: readonly PlainObject[], priced: boolean): string[] {
  const t = fleetOpenLoopTable(runners, priced);
  if (t === null) return [];
  return [
    '## Open-loop capacity',
    '',
    OPEN_LOOP_FLEET_NOTE,
    '',
    `| ${t.head.join(' | ')} |`,
    `| ${t.head.map(() => '---').join(' | ')} |`,
    ...t.rows.map((r) => `| ${r.map((x, i) => (i < 2 ? markdownText(x) : x)).join(' | ')} |`),
    '',
  ];
}
