// The pass selector the CLI's `--pass` and the action's `pass` input share: parsing without the plan,
// then resolving against the plan's pass ids.
import {
  allowedPasses,
  MAX_PASSES,
  parsePassSelector,
  resolvePassSelector,
} from '../../../src/domain/plan/pass-selection.js';

const PLAN_PASSES = ['ab', 'ba', 'ab-2', 'ba-2'];

test.each([
  ['all', { kind: 'all' }],
  ['remaining', { kind: 'remaining' }],
  ['1', { kind: 'ordinal', ordinal: 1 }],
  [String(MAX_PASSES), { kind: 'ordinal', ordinal: MAX_PASSES }],
  ['ab-2', { kind: 'id', id: 'ab-2' }],
  ['_x.y', { kind: 'id', id: '_x.y' }],
  ['a'.repeat(64), { kind: 'id', id: 'a'.repeat(64) }],
])('%s parses', (value, expected) => {
  expect(parsePassSelector(value)).toEqual({ ok: true, value: expected });
});

test.each([
  ['0', /from 1 to 20/],
  [String(MAX_PASSES + 1), /from 1 to 20/],
  ['.hidden', /not starting with '\.' or '-'/],
  ['-x', /allowed values: all, remaining/],
  ['a/b', /allowed values/],
  ['', /allowed values/],
  ['a'.repeat(65), /1-64 characters/],
])('%j is refused with the reason', (value, reason) => {
  const parsed = parsePassSelector(value);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.reason).toMatch(reason);
});

test('the most passes a plan can declare is twice the pair limit', () => {
  expect(MAX_PASSES).toBe(20);
});

test('allowedPasses lists the words, the ordinals and the ids', () => {
  expect(allowedPasses(PLAN_PASSES)).toBe('all, remaining, 1, 2, 3, 4, ab, ba, ab-2, ba-2');
});

test.each([
  [{ kind: 'all' } as const, PLAN_PASSES],
  [{ kind: 'remaining' } as const, ['ab-2', 'ba-2']],
  [{ kind: 'ordinal', ordinal: 2 } as const, ['ba']],
  [{ kind: 'id', id: 'ab-2' } as const, ['ab-2']],
])('%j resolves to the plan passes it names', (selector, expected) => {
  expect(resolvePassSelector(selector, PLAN_PASSES)).toEqual({ ok: true, value: expected });
});

test('all returns a copy, not the plan array', () => {
  const resolved = resolvePassSelector({ kind: 'all' }, PLAN_PASSES);
  if (!resolved.ok) throw new Error(resolved.reason);
  expect(resolved.value).not.toBe(PLAN_PASSES);
});

test('remaining names no pass when the plan has only the first mirrored pair', () => {
  expect(resolvePassSelector({ kind: 'remaining' }, ['ab', 'ba'])).toEqual({ ok: true, value: [] });
});

test('an ordinal beyond the plan names how many passes there are and what is allowed', () => {
  expect(resolvePassSelector({ kind: 'ordinal', ordinal: 5 }, PLAN_PASSES)).toEqual({
    ok: false,
    reason: 'the plan declares 4 pass(es); allowed values: all, remaining, 1, 2, 3, 4, ab, ba, ab-2, ba-2',
  });
});

test('an id the plan does not declare is refused with what is allowed', () => {
  expect(resolvePassSelector({ kind: 'id', id: 'zz' }, ['ab', 'ba'])).toEqual({
    ok: false,
    reason: 'not a pass id of the plan; allowed values: all, remaining, 1, 2, ab, ba',
  });
});
