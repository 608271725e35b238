import {
  ARTIFACT_KINDS,
  FORBIDDEN_ARTIFACT_NAME_CHARACTERS,
  MAX_ARTIFACT_NAME_LENGTH,
  artifactName,
  artifactNameProblem,
  assertValidArtifactName,
  parseArtifactName,
  type ArtifactKind,
  type ArtifactNameParts,
} from '../../../src/domain/bundle/artifact-names.js';
import { ArtifactNameError } from '../../../src/domain/core/errors.js';
import { InputError } from '../../../src/domain/core/errors.js';

// The list the Actions artifact service enforces (upload-artifact's name validation).
const SERVICE_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];

describe('artifactName', () => {
  test.each<[ArtifactNameParts, string]>([
    [
      { prefix: 'capacity', kind: 'run', pass: 'forward', candidate: 'q8-generic', serverParallel: 2 },
      'capacity-run-forward-q8-generic-p2',
    ],
    [
      {
        prefix: 'capacity',
        kind: 'run',
        pass: 'reverse',
        candidate: 'q4-kleidiai-tuned',
        serverParallel: 4,
        runAttempt: 2,
      },
      'capacity-run-reverse-q4-kleidiai-tuned-p4-a2',
    ],
    [
      { prefix: 'capacity', kind: 'quality', candidate: 'q8-generic', serverParallel: 1 },
      'capacity-quality-q8-generic-p1',
    ],
    [{ prefix: 'capacity', kind: 'bundle' }, 'capacity-bundle'],
    [{ prefix: 'capacity-nightly', kind: 'bundle', runAttempt: 3 }, 'capacity-nightly-bundle-a3'],
    [{ prefix: 'capacity', kind: 'prepare' }, 'capacity-prepare'],
    [
      { prefix: 'capacity', kind: 'prepare', candidate: 'q4-kleidiai-tuned' },
      'capacity-prepare-q4-kleidiai-tuned',
    ],
    [{ prefix: 'capacity', kind: 'diagnostics' }, 'capacity-diagnostics'],
    [
      {
        prefix: 'capacity',
        kind: 'diagnostics',
        pass: 'forward',
        candidate: 'q8-generic',
        serverParallel: 2,
      },
      'capacity-diagnostics-run-forward-q8-generic-p2',
    ],
    [
      { prefix: 'capacity', kind: 'diagnostics', candidate: 'q8-generic', serverParallel: 2, runAttempt: 1 },
      'capacity-diagnostics-quality-q8-generic-p2-a1',
    ],
    [{ prefix: 'capacity', kind: 'diagnostics', candidate: 'Q4_K_M' }, 'capacity-diagnostics-prepare-Q4_K_M'],
  ])('%j → %s', (parts, expected) => {
    expect(artifactName(parts)).toBe(expected);
    expect(parseArtifactName(expected)).toEqual(parts);
  });

  test('the forbidden set is exactly the service list', () => {
    expect([...FORBIDDEN_ARTIFACT_NAME_CHARACTERS.keys()].sort()).toEqual([...SERVICE_FORBIDDEN].sort());
  });

  const labelFields = ['prefix', 'pass', 'candidate'] as const;
  const base: ArtifactNameParts = {
    prefix: 'capacity',
    kind: 'run',
    pass: 'forward',
    candidate: 'q8',
    serverParallel: 1,
  };
  for (const field of labelFields) {
    for (const char of SERVICE_FORBIDDEN) {
      test(`${field} containing ${JSON.stringify(char)} is refused, never replaced`, () => {
        const parts = { ...base, [field]: `x${char}y` };
        let thrown: unknown;
        try {
          artifactName(parts);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ArtifactNameError);
        expect(thrown).toBeInstanceOf(InputError);
        const message = (thrown as Error).message;
        expect(message).toContain(`Artifact ${field} label`);
        expect(message).toContain(JSON.stringify(`x${char}y`));
        expect(message).toContain(FORBIDDEN_ARTIFACT_NAME_CHARACTERS.get(char) as string);
      });
    }
  }

  test.each(['\u0000', '\t', '\u001b', '\u007f', '\u0085'])(
    'control character %j in a label is refused',
    (char) => {
      expect(() => artifactName({ ...base, candidate: `q${char}8` })).toThrow(/control character U\+00/);
    },
  );

  test.each([' q8', 'q8 ', ''])('candidate %j (blank or padded) is refused', (candidate) => {
    expect(() => artifactName({ ...base, candidate })).toThrow(ArtifactNameError);
  });

  test.each([
    [{ ...base, prefix: 'my-run-study' }, /prefix "my-run-study" contains the word "run"/],
    [{ ...base, prefix: 'Bundle' }, /contains the word "Bundle"/],
    [{ ...base, pass: 'warm-up' }, /pass label "warm-up" contains a hyphen/],
    [{ ...base, candidate: 'q8-a3' }, /ends in "a3"/],
    [{ ...base, candidate: 'a12' }, /ends in "a12"/],
    [{ ...base, serverParallel: 0 }, /serverParallel must be a positive integer, got 0/],
    [{ ...base, serverParallel: 1.5 }, /serverParallel must be a positive integer, got 1.5/],
    [{ ...base, runAttempt: -1 }, /runAttempt must be a positive integer, got -1/],
    [{ ...base, serverParallel: Number.NaN }, /serverParallel must be a positive integer/],
    [{ ...base, kind: 'logs' as ArtifactKind }, /kind "logs" is not supported; allowed values: run, quality/],
    [
      { prefix: 'c', kind: 'run', candidate: 'q8', serverParallel: 1 },
      /kind run does not take the fields \{candidate, serverParallel\}/,
    ],
    [
      { prefix: 'c', kind: 'quality', pass: 'f', candidate: 'q8', serverParallel: 1 },
      /kind quality does not take/,
    ],
    [{ prefix: 'c', kind: 'bundle', candidate: 'q8' }, /kind bundle does not take the fields \{candidate\}/],
    [{ prefix: 'c', kind: 'prepare', serverParallel: 2 }, /kind prepare does not take/],
    [{ prefix: 'c', kind: 'diagnostics', pass: 'f' }, /kind diagnostics does not take the fields \{pass\}/],
    [{ prefix: 'c', kind: 'diagnostics', pass: 'f', candidate: 'q8' }, /kind diagnostics does not take/],
  ])('%j is refused', (parts, message) => {
    expect(() => artifactName(parts as ArtifactNameParts)).toThrow(message);
  });

  test(`names longer than ${MAX_ARTIFACT_NAME_LENGTH} characters are refused, shorter ones kept whole`, () => {
    const fixed = 'capacity-quality--p1'.length;
    const fits = 'q'.repeat(MAX_ARTIFACT_NAME_LENGTH - fixed);
    const name = artifactName({ prefix: 'capacity', kind: 'quality', candidate: fits, serverParallel: 1 });
    expect(name).toHaveLength(MAX_ARTIFACT_NAME_LENGTH);
    expect(() =>
      artifactName({ prefix: 'capacity', kind: 'quality', candidate: `${fits}q`, serverParallel: 1 }),
    ).toThrow(/is 201 characters long; at most 200 are allowed/);
  });
});

describe('parseArtifactName', () => {
  test.each([
    'my-artifact',
    'capacity',
    'run-forward-q8-p1',
    'capacity-run-forward-p2',
    'capacity-run-forward-q8',
    'capacity-run-forward-q8-p02',
    'capacity-run-forward-q8-p0',
    'capacity-run-forward-q8-p2-a0',
    'capacity-run-forward-q8-p2-a01',
    'capacity-quality-p1',
    'capacity-bundle-extra',
    'capacity-diagnostics-other-q8-p1',
    'capacity-diagnostics-prepare',
    'capacity-run-forward-q8/x-p1',
    'my-run-study-bundle',
    ' capacity-bundle',
  ])('%j is not one of ours', (name) => {
    expect(parseArtifactName(name)).toBeUndefined();
  });

  test('a prefix filter keeps only that study', () => {
    expect(parseArtifactName('capacity-bundle', { prefix: 'capacity' })).toEqual({
      prefix: 'capacity',
      kind: 'bundle',
    });
    expect(parseArtifactName('capacity-nightly-bundle', { prefix: 'capacity' })).toBeUndefined();
    expect(parseArtifactName('capacity-nightly-bundle', { prefix: 'capacity-nightly' })).toEqual({
      prefix: 'capacity-nightly',
      kind: 'bundle',
    });
  });
});

describe('every accepted part set has its own name and reads back exactly', () => {
  // Labels chosen to look like structure: hyphens, p<N>/a<N> words, kind words, non-ASCII.
  const prefixes = ['capacity', 'cap-nightly', 'p1', 'x-p2', 'a1', 'RUNS'];
  const passes = [undefined, 'forward', 'reverse', 'p2', 'a1', 'run', 'quality', 'f.1', 'ü', 'warm-up'];
  const candidates = [
    undefined,
    'q8',
    'q8-a3',
    'a1',
    'up-q8',
    'q8-generic',
    'q4-kleidiai-tuned',
    'p2',
    'x-p2',
    'run',
    'run-fast',
    'forward-q8',
    'quality-p1',
    'a1b',
    'b-a',
    'Q4_K_M',
    'qwen2.5 tuned',
    'é-ü',
    '-',
    'x-',
    'prepare',
  ];
  const levels = [undefined, 1, 2, 4, 10];
  const attempts = [undefined, 1, 2, 10];

  test('exhaustive over kinds × tricky labels', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    const acceptedPerKind = new Map<ArtifactKind, number>();
    let refused = 0;
    for (const kind of ARTIFACT_KINDS)
      for (const prefix of prefixes)
        for (const pass of passes)
          for (const candidate of candidates)
            for (const serverParallel of levels)
              for (const runAttempt of attempts) {
                const parts = Object.fromEntries(
                  Object.entries({ prefix, kind, pass, candidate, serverParallel, runAttempt }).filter(
                    ([, v]) => v !== undefined,
                  ),
                ) as unknown as ArtifactNameParts;
                let name: string;
                try {
                  name = artifactName(parts);
                } catch (error) {
                  if (!(error instanceof ArtifactNameError))
                    problems.push(`${String(error)} for ${JSON.stringify(parts)}`);
                  refused++;
                  continue;
                }
                const key = JSON.stringify(parts);
                const previous = seen.get(name);
                if (previous !== undefined)
                  problems.push(`collision: ${previous} and ${key} both give ${name}`);
                seen.set(name, key);
                if (
                  artifactNameProblem(name) !== undefined ||
                  SERVICE_FORBIDDEN.some((c) => name.includes(c))
                ) {
                  problems.push(`invalid name ${JSON.stringify(name)}`);
                }
                // Same key order as the parser builds, so string equality is deep equality.
                if (JSON.stringify(parseArtifactName(name)) !== key)
                  problems.push(`${name} does not read back as ${key}`);
                if (JSON.stringify(parseArtifactName(name, { prefix })) !== key)
                  problems.push(`${name} fails the prefix filter`);
                acceptedPerKind.set(kind, (acceptedPerKind.get(kind) ?? 0) + 1);
              }
    expect(problems.slice(0, 5)).toEqual([]);
    // Some combinations are refused (prefix RUNS, fields a kind does not take); each kind keeps many.
    for (const kind of ARTIFACT_KINDS) expect(acceptedPerKind.get(kind) ?? 0).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(5000);
  });
});

describe('assertValidArtifactName', () => {
  test.each(SERVICE_FORBIDDEN)('rejects a name containing %j', (char) => {
    expect(() => assertValidArtifactName(`a${char}b`)).toThrow(/contains the forbidden character/);
  });
  test('accepts a generated name and rejects an empty one', () => {
    expect(() => assertValidArtifactName('capacity-run-forward-q8-generic-p2')).not.toThrow();
    expect(() => assertValidArtifactName('')).toThrow(/is empty/);
  });
});
