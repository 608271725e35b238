// The plan's optional `early_stop` block (docs/spec-extensions.md, "Closed-loop early stop"): the
// margin by which a cell must miss a latency limit of the SLO before higher C levels may be skipped.
import type { Fields } from '../core/fields.js';
import { float, type JsonObject } from '../core/json.js';

export const EARLY_STOP_KEYS = ['margin_percent'] as const;

export interface EarlyStopPlan {
  /** A p95 counts as failed by the margin when it exceeds its limit × (1 + margin_percent / 100). */
  margin_percent: number;
}

export function parseEarlyStopPlan(f: Fields): EarlyStopPlan {
  f.exactKeys(['margin_percent']);
  return { margin_percent: f.number('margin_percent', 0, 1000) };
}

/** The block as the study embeds it. */
export function earlyStopMapping(e: EarlyStopPlan): JsonObject {
  return { margin_percent: float(e.margin_percent) };
}
