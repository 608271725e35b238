// The optional per-runner price table of a fleet study: {"<runner label>": {"usd_per_minute": x}}.
// GitHub publishes per-minute runner prices on its "Actions runner pricing" page; the tool never
// hard-codes them, the user states what they pay.
import { fail } from '../core/errors.js';
import { escapePointerToken, isJsonObject, JsonFloat, type JsonValue } from '../core/json.js';

export interface PriceTable {
  /** Path shown in messages. */
  readonly path: string;
  /** File hash of the price table as read. */
  readonly sha256: string;
  /** USD per runner-minute, keyed by runner label. */
  readonly usdPerMinute: ReadonlyMap<string, number>;
}

/**
 * The range a stated price must lie in. Below a billionth of a dollar per minute, or above a million
 * dollars, is a typo, not a price; and inside it USD per million tokens stays a positive, normal,
 * finite number for any generated rate from 1e-6 to 1e9 tokens per second.
 */
export const MIN_USD_PER_MINUTE = 1e-9;
export const MAX_USD_PER_MINUTE = 1e6;

/** A JSON number as a JS number (null for anything else). */
export function numberOf(v: JsonValue | undefined): number | null {
  if (v instanceof JsonFloat) return v.value;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return null;
}

/** Validates a parsed price table; every problem names the runner label and the field. */
export function parsePriceTable(value: JsonValue, path: string, sha256: string): PriceTable {
  if (!isJsonObject(value))
    fail(
      'expected an object keyed by runner label, e.g. {"ubuntu-24.04-arm": {"usd_per_minute": 0.005}}',
      path,
      '',
    );
  const usdPerMinute = new Map<string, number>();
  for (const [label, entry] of Object.entries(value)) {
    const pointer = `/${escapePointerToken(label)}`;
    if (!isJsonObject(entry))
      fail(
        `the price of runner ${JSON.stringify(label)} must be an object {"usd_per_minute": <number>}`,
        path,
        pointer,
      );
    const keys = Object.keys(entry);
    const unknown = keys.filter((k) => k !== 'usd_per_minute').sort();
    if (!keys.includes('usd_per_minute') || unknown.length)
      fail(
        `the price of runner ${JSON.stringify(label)} must have exactly the key usd_per_minute` +
          (unknown.length ? ` (unknown fields: ${unknown.join(', ')})` : ' (missing)'),
        path,
        pointer,
      );
    const raw = entry.usd_per_minute;
    const n = typeof raw === 'boolean' ? null : numberOf(raw);
    if (n === null || !Number.isFinite(n))
      fail(
        `usd_per_minute of runner ${JSON.stringify(label)} must be a finite number, got ${typeof raw === 'string' ? JSON.stringify(raw) : raw === null ? 'null' : typeof raw}`,
        path,
        `${pointer}/usd_per_minute`,
      );
    if (!(n > 0))
      fail(
        `usd_per_minute of runner ${JSON.stringify(label)} must be greater than 0, got ${n}`,
        path,
        `${pointer}/usd_per_minute`,
      );
    if (n < MIN_USD_PER_MINUTE || n > MAX_USD_PER_MINUTE)
      fail(
        `usd_per_minute of runner ${JSON.stringify(label)} must be between ${MIN_USD_PER_MINUTE} and ${MAX_USD_PER_MINUTE} USD per minute, got ${n}`,
        path,
        `${pointer}/usd_per_minute`,
      );
    usdPerMinute.set(label, n);
  }
  return { path, sha256, usdPerMinute };
}

/** The price of `label`; a clear error when the table has none. */
export function priceFor(table: PriceTable, label: string): number {
  const price = table.usdPerMinute.get(label);
  if (price === undefined)
    fail(
      `has no price for runner ${JSON.stringify(label)}; add {"${label}": {"usd_per_minute": <USD per minute>}} ` +
        `(known runners: ${[...table.usdPerMinute.keys()].map((k) => JSON.stringify(k)).join(', ') || 'none'})`,
      table.path,
    );
  return price;
}

/** USD per million generated tokens at `tokensPerSecond` on a runner billed `usdPerMinute`. */
export function usdPerMillionTokens(usdPerMinute: number, tokensPerSecond: number): number {
  return (usdPerMinute / (tokensPerSecond * 60)) * 1e6;
}
