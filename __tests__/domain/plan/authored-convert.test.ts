// convertToAuthored on the tiny four-file plan and edits of it: each fact written once, defaults left
// out, models shared by name, and what the authored format cannot state refused naming file and pointer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { isJsonObject, toPlain, type JsonObject } from '../../../src/domain/core/json.js';
import {
  AUTHORED_SCHEMA_URL,
  convertToAuthored,
  type FourFilePlan,
} from '../../../src/domain/plan/authored-convert.js';
import { AUTHORED_DEFAULTS, authoredPlanProblems } from '../../../src/domain/plan/authored-plan.js';
import { deriveMirroredPasses } from '../../../src/domain/plan/plan.js';

type Loose = any;
const DIR = '__tests__/fixtures/four-file-plans/tiny';
const obj = (path: string): JsonObject => {
  const v = parseJson(readFileSync(path, 'utf8'));
  if (!isJsonObject(v)) throw new Error(`${path} is not an object`);
  return v;
};

/** The tiny four files, each editable (a fresh copy per call). */
function tiny(): FourFilePlan & { s: Loose; p: Loose; l: Loose; q: Loose } {
  const s = obj(`${DIR}/capacity-run.json`);
  const p = obj(`${DIR}/capacity-plan.json`);
  const l = obj(`${DIR}/load-plan.json`);
  const q = obj(`${DIR}/evaluation-suite.json`);
  return {
    s,
    p,
    l,
    q,
    spec: { value: s, file: 'capacity-run.json' },
    plan: { value: p, file: 'capacity-plan.json' },
    loadPlan: { value: l, file: 'load-plan.json' },
    suite: { value: q, file: 'evaluation-suite.json' },
  };
}
const plain = (o: JsonObject): Loose => toPlain(o);

const errorOf = (f: () => unknown): InputError => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('converted');
};

describe('convertToAuthored', () => {
  it('writes a plan without problems that names the published schema by default', () => {
    const out = convertToAuthored(tiny());
    expect(out.$schema).toBe(AUTHORED_SCHEMA_URL);
    expect(convertToAuthored(tiny(), 'schema.json').$schema).toBe('schema.json');
    expect(authoredPlanProblems(out, 'capacity.json')).toEqual([]);
    const o = plain(out);
    expect(Object.keys(o.models)).toEqual(['tiny-f16', 'tiny-q8_0']);
    expect(o.candidates['tiny-q8']).toMatchObject({ build: 'generic', model: 'tiny-q8_0' });
    // The receipt's wording is kept as it was (its title apart); no release is carried over.
    expect(o.receipt.banner).toBe(tiny().p.receipt.banner);
    expect(o.receipt.canonical_release).toBeUndefined();
  });

  it('leaves values equal to the authored defaults out', () => {
    const f = tiny();
    f.l.timeout_seconds = AUTHORED_DEFAULTS.timeoutSeconds;
    f.p.per_slot_context_tokens = AUTHORED_DEFAULTS.perSlotContextTokens;
    const o = plain(convertToAuthored(f));
    expect(o.load?.timeout_seconds).toBeUndefined();
    expect('per_slot_context_tokens' in o).toBe(false);
    expect(plain(convertToAuthored(tiny())).load.timeout_seconds).toBe(30);
  });

  it('writes one model for candidates that share it, and a run order only when it is not sorted', () => {
    const f = tiny();
    f.s.candidates['tiny-q8'].model = { fixture: 'tiny-f16' };
    f.p.candidates.reverse();
    const o = plain(convertToAuthored(f));
    expect(Object.keys(o.models)).toEqual(['tiny-f16']);
    expect(o.candidates['tiny-q8'].model).toBe('tiny-f16');
    expect(o.grid.candidate_order).toEqual(['tiny-q8', 'tiny-f16']);
    expect(plain(convertToAuthored(tiny())).grid.candidate_order).toBeUndefined();
  });

  it('carries no release over from the canonical evidence (the authored plan reads neutrally)', () => {
    const f = tiny();
    f.s.canonical_evidence = { run_id: 'r', release_tag: 'v1.4.0' };
    expect(plain(convertToAuthored(f)).receipt.canonical_release).toBeUndefined();
    f.p.receipt.canonical_release = 'v1.4';
    expect(plain(convertToAuthored(f)).receipt.canonical_release).toBe('v1.4');
  });

  it('accepts explicit passes that are the derived mirror', () => {
    const f = tiny();
    const order = f.p.candidates.map((c: Loose) => c.id);
    f.p.passes = deriveMirroredPasses(order, [1, 2], [1, 2], 1).map((p) => ({
      id: p.id,
      candidate_order: p.candidate_order,
      server_parallel_order: p.server_parallel_order,
      client_concurrency_order: p.client_concurrency_order,
    }));
    expect(plain(convertToAuthored(f)).grid).toEqual(plain(convertToAuthored(tiny())).grid);
  });

  it('refuses other explicit passes at /passes of the capacity plan', () => {
    const f = tiny();
    f.p.passes = [
      {
        id: 'only',
        candidate_order: ['tiny-f16', 'tiny-q8'],
        server_parallel_order: [1, 2],
        client_concurrency_order: [1, 2],
      },
    ];
    const e = errorOf(() => convertToAuthored(f));
    expect([e.file, e.pointer]).toEqual(['capacity-plan.json', '/passes']);
    expect(e.message).toMatch(/explicit passes other than the mirror/);
  });

  it('refuses a canonical_port naming the run spec field', () => {
    const f = tiny();
    f.s.candidates['tiny-q8'].canonical_port = 18090;
    const e = errorOf(() => convertToAuthored(f));
    expect([e.file, e.pointer]).toEqual(['capacity-run.json', '/candidates/tiny-q8/canonical_port']);
  });
});
