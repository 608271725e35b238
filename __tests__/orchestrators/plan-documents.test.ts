// Plan documents as files: one read and parsed (its bytes and SHA-256 kept), a document as canonical
// bytes, the four documents the tiny authored plan derives (inline suite or a quality_suite file),
// every problem against the authored file, and the form of a pinned document a study uses.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../src/domain/build/kleidiai.js';
import { InputError } from '../../src/domain/core/errors.js';
import { canonicalJson } from '../../src/domain/core/json-writer.js';
import { isJsonObject } from '../../src/domain/core/json.js';
import { derivedLabel } from '../../src/domain/plan/authored-plan.js';
import {
  canonicalFile,
  deriveAuthoredFiles,
  loadJsonFile,
  pinnedForm,
} from '../../src/orchestrators/plan-documents.js';

type Loose = any;
const TINY = resolve('examples/tiny/capacity.json');
const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-plan-documents-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The tiny plan, edited, written as capacity.json in the test's folder and read back. */
async function tiny(edit: (d: Loose) => void = () => undefined) {
  const d = JSON.parse(readFileSync(TINY, 'utf8'));
  edit(d);
  writeFileSync(join(dir, 'capacity.json'), JSON.stringify(d, null, 2));
  return loadJsonFile(join(dir, 'capacity.json'), 'plans/capacity.json');
}

/** The tiny plan with its inline suite moved to a file in the plan folder. */
const suiteFile =
  (name: string, indent = 2) =>
  (d: Loose) => {
    const { cases, id, license, performance } = d.quality;
    const suite = {
      schema_version: '1.0',
      id,
      license,
      quality_cases: cases,
      performance: { ...performance, repetitions: 5, warmups: 1 },
    };
    writeFileSync(join(dir, name), JSON.stringify(suite, null, indent));
    delete d.quality;
    d.quality_suite = name;
  };

describe('loadJsonFile and canonicalFile', () => {
  it('keep the bytes as read, their SHA-256 and the parsed value', async () => {
    const f = await loadJsonFile(TINY, 'capacity.json');
    expect(Buffer.from(f.bytes)).toEqual(readFileSync(TINY));
    expect(f.sha256).toBe(sha(readFileSync(TINY)));
    expect([f.path, f.display]).toEqual([TINY, 'capacity.json']);
    if (!isJsonObject(f.value)) throw new Error('not an object');
    const c = canonicalFile(f.value, f.path, f.display);
    expect(new TextDecoder().decode(c.bytes)).toBe(canonicalJson(f.value));
    expect(c.sha256).toBe(sha(c.bytes));
    expect(c.sha256).not.toBe(f.sha256);
  });

  it('refuses a file that is not JSON naming it', async () => {
    writeFileSync(join(dir, 'bad.json'), '{"a": ');
    const e = await loadJsonFile(join(dir, 'bad.json'), 'bad.json').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toMatch(/^bad\.json/);
  });
});

describe('deriveAuthoredFiles', () => {
  it('derives the four documents as canonical bytes labelled after the authored file', async () => {
    const { files, problems } = await deriveAuthoredFiles(await tiny(), KLEIDIAI_V1_24_0_SOURCE);
    expect(problems).toEqual([]);
    expect(files!.spec.display).toBe(derivedLabel('plans/capacity.json', 'runSpec'));
    expect(files!.suite.display).toBe(derivedLabel('plans/capacity.json', 'suite'));
    for (const f of [files!.spec, files!.plan, files!.loadPlan, files!.suite]) {
      expect(new TextDecoder().decode(f.bytes)).toBe(canonicalJson(f.value));
      expect(f.sha256).toBe(sha(f.bytes));
    }
    expect(files!.mapping.order).toEqual(['tiny-f16', 'tiny-q8']);
    expect(files!.mapping.inlineSuite).toBe(true);
  });

  it('reads a quality_suite file, which keeps its own name; reformatting it changes no byte', async () => {
    const a = await deriveAuthoredFiles(await tiny(suiteFile('suite.json', 2)), KLEIDIAI_V1_24_0_SOURCE);
    expect(a.problems).toEqual([]);
    expect(a.files!.suite.display).toBe(join('plans', 'suite.json'));
    expect(a.files!.mapping.inlineSuite).toBe(false);
    const b = await deriveAuthoredFiles(await tiny(suiteFile('suite.json', 0)), KLEIDIAI_V1_24_0_SOURCE);
    expect(b.files!.suite.sha256).toBe(a.files!.suite.sha256);
    expect(b.files!.plan.sha256).toBe(a.files!.plan.sha256);
  });

  it('a suite override replaces the named file', async () => {
    const authored = await tiny(suiteFile('suite.json'));
    const given = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE);
    rmSync(join(dir, 'suite.json'));
    const again = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE, given.files!.suite);
    expect(again.problems).toEqual([]);
    expect(again.files!.suite.sha256).toBe(given.files!.suite.sha256);
  });

  it.each(['../suite.json', '/etc/suite.json'])(
    'refuses quality_suite %s outside the plan folder',
    async (p) => {
      const authored = await tiny((d) => {
        delete d.quality;
        d.quality_suite = p;
      });
      const { files, problems } = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE);
      expect(files).toBeUndefined();
      expect(problems.map((e) => [e.file, e.pointer])).toEqual([['plans/capacity.json', '/quality_suite']]);
      expect(problems[0].message).toMatch(/relative path inside the plan folder/);
    },
  );

  it("names a suite file's own problem against that file", async () => {
    const authored = await tiny((d) => {
      suiteFile('suite.json')(d);
      const suite = JSON.parse(readFileSync(join(dir, 'suite.json'), 'utf8'));
      suite.quality_cases[0] = { id: 'x', prompt: 'p' };
      writeFileSync(join(dir, 'suite.json'), JSON.stringify(suite));
    });
    const { problems } = await deriveAuthoredFiles(authored, KLEIDIAI_V1_24_0_SOURCE);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe(join('plans', 'suite.json'));
  });

  it('lists every problem of the authored plan, and maps one only derivation shows back to it', async () => {
    const many = await deriveAuthoredFiles(
      await tiny((d) => {
        delete d.slo;
        d.candidates['tiny-q8'].build = 'no-such-build';
      }),
      KLEIDIAI_V1_24_0_SOURCE,
    );
    expect(many.files).toBeUndefined();
    expect(many.problems.length).toBe(2);
    expect(many.problems[1].pointer).toBe('/candidates/tiny-q8/build');
    expect(many.problems.every((e) => e.file === 'plans/capacity.json')).toBe(true);
    const derived = await deriveAuthoredFiles(
      await tiny((d) => (d.candidates['tiny-q8'].server_args = ['--port', '9'])),
      KLEIDIAI_V1_24_0_SOURCE,
    );
    expect(derived.problems).toHaveLength(1);
    expect(derived.problems[0].file).toBe('plans/capacity.json');
    expect(derived.problems[0].pointer).toMatch(/^\/candidates\/tiny-q8\/server_args/);
  });
});

describe('pinnedForm', () => {
  it('keeps the file when its bytes match the pin, else its canonical form when that matches', async () => {
    writeFileSync(join(dir, 'doc.json'), '{ "b": 1,\n  "a": [1, 2] }\n');
    const f = await loadJsonFile(join(dir, 'doc.json'), 'doc.json');
    expect(pinnedForm(f, f.sha256)).toBe(f);
    const canonical = sha(canonicalJson({ b: 1, a: [1, 2] }));
    const pinned = pinnedForm(f, canonical);
    expect(pinned.sha256).toBe(canonical);
    expect(pinned.display).toBe('doc.json');
    // Neither matches: the file as read, for the cross-check to refuse.
    expect(pinnedForm(f, '0'.repeat(64))).toBe(f);
  });
});
