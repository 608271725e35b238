import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { InputError } from '../../../src/domain/core/errors.js';
import { parseJsonInput } from '../../../src/domain/core/json-input.js';
import { float } from '../../../src/domain/core/json.js';

const bytes = (s: string | number[]) =>
  typeof s === 'string' ? new TextEncoder().encode(s) : Uint8Array.from(s);

describe('parseJsonInput', () => {
  it('parses the bytes losslessly and hashes those same bytes', () => {
    const b = bytes('{"a": 1, "b": 1.0}\n');
    const parsed = parseJsonInput({ path: 'plan.json', bytes: b });
    expect(parsed.path).toBe('plan.json');
    expect(parsed.sha256).toBe(createHash('sha256').update(b).digest('hex'));
    expect(parsed.value).toEqual({ a: 1, b: float(1) });
  });

  it('refuses bytes that are not UTF-8, naming the file', () => {
    const e = (() => {
      try {
        parseJsonInput({ path: 'bad.json', bytes: bytes([0x7b, 0xff, 0x7d]) });
      } catch (error) {
        return error;
      }
    })();
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).message).toContain('bad.json');
    expect((e as Error).message).toContain('not valid UTF-8');
  });

  it('turns a JSON syntax error into an InputError naming the file', () => {
    expect(() => parseJsonInput({ path: 'x.json', bytes: bytes('{"a":') })).toThrow(
      /x\.json.*invalid JSON|invalid JSON.*x\.json/,
    );
  });

  it.each([
    ['capacity.json', '$schema: ../../schemas/capacity.schema.json\nformat: paretopilot-capacity/plan-2\n'],
    ['capacity.json', '---\nformat: x\n'],
    ['capacity.json', '# a plan\nformat: x\n'],
    ['capacity.yaml', '{"a": 1,}'],
  ])('says plans are JSON when %s reads as YAML', (path, text) => {
    expect(() => parseJsonInput({ path, bytes: bytes(text) })).toThrow(
      /invalid JSON: .*; this looks like YAML, and plans are JSON/,
    );
  });

  it('says nothing of YAML for broken JSON', () => {
    expect(() => parseJsonInput({ path: 'x.json', bytes: bytes('{"a": 1,}') })).toThrow(
      /^x\.json: invalid JSON: trailing comma before '}' at line 1 column 8$/,
    );
  });
});
