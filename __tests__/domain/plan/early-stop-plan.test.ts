// The plan's early_stop block: its one key and range, the refusal of a block that could never skip a
// cell under the plan's passes, and the block as the study embeds it.
import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../src/domain/core/errors.js';
import { Fields } from '../../../src/domain/core/fields.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { isJsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import {
  canEverSkip,
  earlyStopMapping,
  parseEarlyStopPlan,
} from '../../../src/domain/plan/early-stop-plan.js';
import { deriveMirroredPasses } from '../../../src/domain/plan/plan.js';

const FILE = 'capacity-plan.json';
const orders = (pairs: number) =>
  deriveMirroredPasses(['a', 'b'], [1, 2], [1, 2, 4], pairs).map((p) => p.client_concurrency_order);
function read(block: JsonValue, passOrders = orders(2)) {
  const value = parseJson(JSON.stringify(block));
  if (!isJsonObject(value)) throw new Error('a block is an object');
  return parseEarlyStopPlan(new Fields(value, FILE, '/early_stop'), passOrders);
}

const errorOf = (f: () => unknown): InputError => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('no error');
};

describe('parseEarlyStopPlan', () => {
  it('reads margin_percent under two or more pairs', () => {
    expect(read({ margin_percent: 20 })).toEqual({ margin_percent: 20 });
    expect(read({ margin_percent: 0 }, orders(3))).toEqual({ margin_percent: 0 });
  });

  it.each([
    [{}, /margin_percent/],
    [{ margin_percent: 20, extra: 1 }, /extra/],
    [{ margin_percent: -1 }, /margin_percent/],
    [{ margin_percent: 1001 }, /margin_percent/],
    [{ margin_percent: '20' }, /margin_percent/],
  ])('refuses %j naming the field', (block, field) => {
    const e = errorOf(() => read(block));
    expect(e.file).toBe(FILE);
    expect(`${e.pointer} ${e.message}`).toMatch(field);
  });

  it('refuses a block one mirrored pair could never use, at /early_stop', () => {
    const e = errorOf(() => read({ margin_percent: 20 }, orders(1)));
    expect(e.pointer).toBe('/early_stop');
    expect(e.message).toMatch(/can never skip a cell with these passes/);
    expect(e.message).toMatch(/decision\.pairs to 2 or more/);
  });
});

describe('canEverSkip', () => {
  it('needs two passes measured below a level before its turn', () => {
    expect(canEverSkip([])).toBe(false);
    expect(canEverSkip(orders(1))).toBe(false);
    expect(canEverSkip(orders(2))).toBe(true);
    expect(canEverSkip([[1, 2, 4]])).toBe(false);
  });
});

describe('earlyStopMapping', () => {
  it('embeds the margin as a float', () => {
    expect(canonicalJson(earlyStopMapping({ margin_percent: 20 }))).toBe('{\n  "margin_percent": 20.0\n}\n');
  });
});
