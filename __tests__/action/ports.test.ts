import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { OUTPUT_NAMES } from '../../src/action/ports.js';

describe('OUTPUT_NAMES', () => {
  it('names exactly the outputs action.yml declares', () => {
    const yml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
    const block = /^outputs:\n((?: {2}.*\n|\n)*)/m.exec(yml)![1];
    const declared = [...block.matchAll(/^ {2}([a-z-]+):/gm)].map((m) => m[1]);
    expect(Object.values(OUTPUT_NAMES).sort()).toEqual(declared.sort());
  });
});
