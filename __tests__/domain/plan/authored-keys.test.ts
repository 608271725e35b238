// The allowed keys a misspelling is matched against are the schema's, object by object.
import { readFileSync } from 'node:fs';
import { AUTHORED_KEYS, suggestedKey } from '../../../src/domain/plan/authored-keys.js';

type Node = Record<string, any>;
const SCHEMA: Node = JSON.parse(readFileSync('schemas/capacity.schema.json', 'utf8'));

/** Every object schema of the authored plan with its keys, by a pointer of a document it describes. */
function objects(node: Node, pointer: string, out: Map<string, Set<string>>): void {
  if (typeof node !== 'object' || node === null) return;
  const forms = [node, node.then, node.else].filter(Boolean);
  for (const form of forms) {
    if (form.properties) {
      const keys = out.get(pointer) ?? new Set<string>();
      for (const k of Object.keys(form.properties)) keys.add(k);
      out.set(pointer, keys);
      for (const [k, child] of Object.entries(form.properties))
        objects(child as Node, `${pointer}/${k}`, out);
    }
    if (typeof form.additionalProperties === 'object')
      objects(form.additionalProperties, `${pointer}/x`, out);
    if (form.items) objects(form.items, `${pointer}/0`, out);
  }
}

test('AUTHORED_KEYS lists exactly the keys of every object the schema closes', () => {
  const found = new Map<string, Set<string>>();
  objects(SCHEMA, '', found);
  for (const [pointer, keys] of found) {
    const entry = AUTHORED_KEYS.find(([pattern]) => pattern.test(pointer));
    expect([pointer, entry ? [...entry[1]].sort() : undefined]).toEqual([pointer, [...keys].sort()]);
  }
  // And no entry stands for an object the schema does not have.
  for (const [pattern] of AUTHORED_KEYS)
    expect([pattern.source, [...found.keys()].some((p) => pattern.test(p))]).toEqual([pattern.source, true]);
});

test.each([
  ['/gates/max_server_peak_rss_mb', 'max_server_peak_rss_mib'],
  ['/candidates/a/buld', 'build'],
  ['/models/m/size', undefined],
  ['/sloo', 'slo'],
  ['/grid/server_paralel', 'server_parallel'],
  ['/nothing_like_any_key_at_all', undefined],
])('%s → %s', (pointer, meant) => {
  expect(suggestedKey(pointer)).toBe(meant);
});
