// Which passes a `measure` step runs — one rule for the CLI's `--pass` and the action's `pass` input:
// `all`, a 1-based ordinal, `remaining` (every pass after the first mirrored pair), or a pass id.
import { MAX_PAIRS } from './decision-plan.js';

export type PassSelector =
  | { readonly kind: 'all' }
  | { readonly kind: 'remaining' }
  | { readonly kind: 'ordinal'; readonly ordinal: number }
  | { readonly kind: 'id'; readonly id: string };

/** A pass id becomes a directory name under runs/, so it must be a single safe path segment. */
const PASS_ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
export const MAX_PASSES = 2 * MAX_PAIRS;

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** Reads a selector without the plan: the words and numbers any plan could accept. */
export function parsePassSelector(value: string): Parsed<PassSelector> {
  if (value === 'all') return { ok: true, value: { kind: 'all' } };
  if (value === 'remaining') return { ok: true, value: { kind: 'remaining' } };
  if (/^[0-9]+$/.test(value)) {
    const ordinal = Number(value);
    if (ordinal >= 1 && ordinal <= MAX_PASSES) return { ok: true, value: { kind: 'ordinal', ordinal } };
    return { ok: false, reason: `a pass ordinal runs from 1 to ${MAX_PASSES}` };
  }
  if (PASS_ID_PATTERN.test(value)) return { ok: true, value: { kind: 'id', id: value } };
  return {
    ok: false,
    reason:
      `allowed values: all, remaining, an ordinal (1, 2, …), or a pass id ` +
      `(1-64 characters of A-Z a-z 0-9 _ . -, not starting with '.' or '-')`,
  };
}

/** What a plan allows, for error messages. */
export function allowedPasses(planPassIds: readonly string[]): string {
  return `all, remaining, ${planPassIds.map((_, i) => i + 1).join(', ')}, ${planPassIds.join(', ')}`;
}

/** The plan pass ids a selector names, in plan order (`remaining` may name none). */
export function resolvePassSelector(
  selector: PassSelector,
  planPassIds: readonly string[],
): Parsed<string[]> {
  switch (selector.kind) {
    case 'all':
      return { ok: true, value: [...planPassIds] };
    case 'remaining':
      return { ok: true, value: planPassIds.slice(2) };
    case 'ordinal': {
      const id = planPassIds[selector.ordinal - 1];
      if (id !== undefined) return { ok: true, value: [id] };
      return {
        ok: false,
        reason: `the plan declares ${planPassIds.length} pass(es); allowed values: ${allowedPasses(planPassIds)}`,
      };
    }
    case 'id':
      if (planPassIds.includes(selector.id)) return { ok: true, value: [selector.id] };
      return {
        ok: false,
        reason: `not a pass id of the plan; allowed values: ${allowedPasses(planPassIds)}`,
      };
  }
}
