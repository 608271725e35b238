// Validating a serialized study by re-derivation (spec §10), on the seed study and edited copies.
import { InputError, VerificationMismatch } from '../../../src/domain/core/errors.js';
import { float, type JsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { diffJson, rederiveStudy, validateStudy } from '../../../src/domain/study/validate.js';
import { seedStudy } from '../../kits/seed-study.js';

describe('diffJson', () => {
  test.each<[string, JsonValue, JsonValue, string[]]>([
    ['equal objects in another key order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, []],
    ['a changed leaf', { a: { b: 1 } }, { a: { b: 2 } }, ['/a/b: stored 2, recomputed 1']],
    [
      'an integer against a float of the same value',
      { n: 1 },
      { n: float(1) },
      ['/n: stored 1.0, recomputed 1'],
    ],
    ['a key only on the recomputed side', { a: 1, x: 2 }, { a: 1 }, ['/x: missing in stored']],
    ['a key only on the stored side', [1], [1, 2], ['/1: missing in recomputed']],
    ['a pointer token needing escapes', { 'a/b~c': 1 }, { 'a/b~c': 2 }, ['/a~1b~0c: stored 2, recomputed 1']],
    ['differing roots', 1, 'x', ['/: stored "x", recomputed 1']],
  ])('%s', (_name, recomputed, stored, expected) => {
    expect(diffJson(recomputed, stored)).toEqual(expected);
  });

  test('stops at the limit and shortens long values', () => {
    const a = Object.fromEntries([...Array(10).keys()].map((i) => [`k${i}`, i]));
    const b = Object.fromEntries([...Array(10).keys()].map((i) => [`k${i}`, -i - 1]));
    expect(diffJson(a, b, '', [], 3)).toHaveLength(3);
    const [line] = diffJson({ s: 'x'.repeat(200) }, { s: 'y' });
    expect(line).toBe(`/s: stored "y", recomputed "${'x'.repeat(76)}...`);
  });
});

describe('rederiveStudy and validateStudy', () => {
  test('the seed study re-derives to itself and validates', () => {
    const study = seedStudy();
    expect(canonicalJson(rederiveStudy(study))).toBe(canonicalJson(study));
    expect(() => validateStudy(study)).not.toThrow();
  });

  test('an edited stored value: VerificationMismatch listing its pointer', () => {
    const study = seedStudy();
    const cells = study.cells as JsonObject[];
    cells[1].client_concurrency = 77;
    let thrown: unknown;
    try {
      validateStudy(study, 'edited.json');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(VerificationMismatch);
    const mismatch = thrown as VerificationMismatch;
    expect(mismatch.mismatches).toContain('/cells/1/client_concurrency: stored 77, recomputed 2');
    expect(mismatch.message).toMatch(
      /^edited\.json: \d+ stored value\(s\) differ from the recomputation:\n {2}\//,
    );
  });

  test('a missing embedded quality wrapper: InputError naming the file and the label', () => {
    const study = seedStudy();
    const wrappers = (study.source_artifacts as JsonObject).quality_wrappers as JsonObject;
    const [label] = Object.keys(wrappers);
    delete wrappers[label];
    expect(() => validateStudy(study, 'edited.json')).toThrow(InputError);
    expect(() => validateStudy(study, 'edited.json')).toThrow(
      new RegExp(`^study does not validate: edited\\.json.*missing embedded quality wrapper ${label}`),
    );
  });

  test('an unknown top-level key: rejected before any derivation', () => {
    const study = seedStudy();
    study.surprise = true;
    expect(() => rederiveStudy(study, 'edited.json')).toThrow(/edited\.json/);
    expect(() => rederiveStudy(study, 'edited.json')).toThrow(/surprise/);
  });
});
