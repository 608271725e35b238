// The plan's optional `early_stop` block (docs/spec-extensions.md, "Closed-loop early stop"): the
// margin by which a cell must miss a latency limit of the SLO before higher C levels may be skipped.
import { fail } from '../core/errors.js';
import type { Fields } from '../core/fields.js';
import { float, type JsonObject } from '../core/json.js';

export interface EarlyStopPlan {
  /** A p95 counts as failed by the margin when it exceeds its limit × (1 + margin_percent / 100). */
  margin_percent: number;
}

/**
 * Reads `early_stop`. `passOrders` are the passes' client_concurrency_order in run order: a block
 * under which no cell could ever be skipped (one mirrored pair with monotone orders) is refused
 * rather than silently doing nothing.
 */
export function parseEarlyStopPlan(f: Fields, passOrders: readonly (readonly number[])[]): EarlyStopPlan {
  f.exactKeys(['margin_percent']);
  const plan = { margin_percent: f.number('margin_percent', 0, 1000) };
  if (!canEverSkip(passOrders))
    fail(
      'can never skip a cell with these passes: the mirror pass runs C from high to low, so before any higher C only one pass has measured a lower one; ' +
        'set decision.pairs to 2 or more (the second pair then skips), or leave early_stop out',
      f.file,
      f.pointer || '/early_stop',
    );
  return plan;
}

/**
 * Whether the rule (two passes failed at a lower C before a cell's turn) could skip anything: every
 * (candidate, P) sees the passes in the same order, and failures everywhere give the most evidence.
 */
export function canEverSkip(passOrders: readonly (readonly number[])[]): boolean {
  const measured: { pass: number; level: number }[] = [];
  for (let pass = 0; pass < passOrders.length; pass++)
    for (const level of passOrders[pass]) {
      const passes = new Set(measured.filter((m) => m.level < level).map((m) => m.pass));
      if (passes.size >= 2) return true;
      measured.push({ pass, level });
    }
  return false;
}

/** The block as the study embeds it. */
export function earlyStopMapping(e: EarlyStopPlan): JsonObject {
  return { margin_percent: float(e.margin_percent) };
}
