// Derived documents' pointers mapped back to the authored plan's fields, and errors naming a derived
// document re-addressed to the authored file (a quality_suite file's own errors left as they are).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError, SchemaError } from '../../../src/domain/core/errors.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import {
  authoredMappingOf,
  deriveAuthoredDocuments,
  derivedLabel,
} from '../../../src/domain/plan/authored-plan.js';
import {
  authoredPointer,
  toAuthoredError,
  type AuthoredMapping,
} from '../../../src/domain/plan/authored-pointers.js';

const tiny = parseJson(readFileSync('examples/tiny/capacity.json', 'utf8'));
const mapping: AuthoredMapping = authoredMappingOf(tiny);

describe('authoredPointer', () => {
  it('reads the mapping of the tiny example', () => {
    expect(mapping.order).toEqual(['tiny-f16', 'tiny-q8']);
    expect(mapping.candidateModels).toEqual({ 'tiny-f16': 'tiny-f16', 'tiny-q8': 'tiny-q8_0' });
    expect(mapping.inlineSuite).toBe(true);
  });

  it.each([
    ['runSpec', '/candidates/tiny-q8/model/sha256', '/models/tiny-q8_0/sha256'],
    ['runSpec', '/candidates/tiny-q8/server_args/0', '/candidates/tiny-q8/server_args/0'],
    ['runSpec', '/builds/generic/kleidiai', '/builds/generic/kleidiai'],
    ['runSpec', '/canonical_evidence/release_tag', ''],
    ['plan', '/candidates/1/label', '/candidates/tiny-q8/label'],
    ['plan', '/candidates/0/kleidiai_expected', '/candidates/tiny-f16'],
    ['plan', '/candidates/7', '/candidates'],
    ['plan', '/server_parallel_levels/1', '/grid/server_parallel/1'],
    ['plan', '/quality_gate/minimum_score', '/gates/quality_floor'],
    ['plan', '/quality_gate/unknown', '/gates/unknown'],
    ['plan', '/receipt/title', '/title'],
    ['plan', '/early_stop/margin_percent', '/early_stop/margin_percent'],
    ['plan', '/canonical_release_sha256', ''],
    ['loadPlan', '/concurrency_levels/0', '/grid/client_concurrency/0'],
    ['loadPlan', '/prompts/2', '/load/prompts/2'],
    ['loadPlan', '', '/load'],
    ['suite', '/quality_cases/1/prompt', '/quality/cases/1/prompt'],
    ['suite', '/performance/warmups', '/quality/performance/warmups'],
  ] as const)('%s %s → %s', (kind, pointer, expected) => {
    expect(authoredPointer(kind, pointer, mapping)).toBe(expected);
  });

  it('unescapes a model name with a slash and escapes it again', () => {
    const m: AuthoredMapping = { ...mapping, candidateModels: { a: 'org/model~1' } };
    expect(authoredPointer('runSpec', '/candidates/a/model/url', m)).toBe('/models/org~1model~01/url');
  });
});

describe('toAuthoredError', () => {
  it('re-addresses an error of a derived document to the authored field', () => {
    const label = derivedLabel('capacity.json', 'plan');
    const e = toAuthoredError(
      new InputError(`must be at most 8 (in ${label})`, label, '/client_concurrency_levels/2'),
      'capacity.json',
      mapping,
    );
    expect(e).toBeInstanceOf(InputError);
    expect([e.file, e.pointer]).toEqual(['capacity.json', '/grid/client_concurrency/2']);
    expect(e.message).toBe('capacity.json: /grid/client_concurrency/2: must be at most 8 (in capacity.json)');
  });

  it('re-addresses every entry of a schema error', () => {
    const label = derivedLabel('capacity.json', 'loadPlan');
    const e = toAuthoredError(
      new SchemaError(label, [
        { pointer: '/output_tokens', message: 'must be >= 1' },
        { pointer: '/slo', message: 'must be object' },
      ]),
      'capacity.json',
      mapping,
    );
    expect(e).toBeInstanceOf(SchemaError);
    expect((e as SchemaError).errors).toEqual([
      { pointer: '/load/output_tokens', message: 'must be >= 1' },
      { pointer: '/slo', message: 'must be object' },
    ]);
    expect(e.file).toBe('capacity.json');
  });

  it("leaves an error of another file, or of a quality_suite file's own suite, as it is", () => {
    const other = new InputError('bad', 'suite.json', '/quality_cases');
    expect(toAuthoredError(other, 'capacity.json', mapping)).toBe(other);
    const suite = new InputError('bad', derivedLabel('capacity.json', 'suite'), '/quality_cases/0');
    expect(toAuthoredError(suite, 'capacity.json', { ...mapping, inlineSuite: false })).toBe(suite);
    expect(toAuthoredError(suite, 'capacity.json', mapping).pointer).toBe('/quality/cases/0');
  });

  it('maps a problem only derivation shows back to the candidate that caused it', () => {
    const doc = parseJson(readFileSync('examples/tiny/capacity.json', 'utf8'));
    let thrown: unknown;
    try {
      const edited = JSON.parse(readFileSync('examples/tiny/capacity.json', 'utf8'));
      edited.candidates['tiny-q8'].server_args = ['--port', '9'];
      deriveAuthoredDocuments(parseJson(JSON.stringify(edited)), 'capacity.json', {
        kleidiai: KLEIDIAI_V1_24_0_SOURCE,
      });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InputError);
    const mapped = toAuthoredError(thrown as InputError, 'capacity.json', authoredMappingOf(doc));
    expect(mapped.file).toBe('capacity.json');
    expect(mapped.pointer).toMatch(/^\/candidates\/tiny-q8\/server_args/);
  });
});
