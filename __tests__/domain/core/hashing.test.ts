// The hashes of spec §0.2: bytes, canonical content, argv, command documents and prompts.
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  argvSha256,
  commandContentSha256,
  commandDocument,
  contentSha256,
  GIT_REVISION_PATTERN,
  promptSha256,
  SHA256_PATTERN,
  sha256Hex,
} from '../../../src/domain/core/hashing.js';
import { float } from '../../../src/domain/core/json.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('hashes', () => {
  it('hashes strings as UTF-8 and bytes as they are', () => {
    expect(sha256Hex('é')).toBe(sha('é'));
    expect(sha256Hex(new Uint8Array([0xc3, 0xa9]))).toBe(sha('é'));
    expect(promptSha256('Say hi')).toBe(sha('Say hi'));
  });

  it('hashes content as its canonical JSON, so key order and layout do not matter but number kinds do', () => {
    const value = { b: [1, float(2)], a: 'x' };
    expect(contentSha256(value)).toBe(sha(canonicalJson(value)));
    expect(contentSha256({ a: 'x', b: [1, float(2)] })).toBe(contentSha256(value));
    expect(contentSha256({ a: 'x', b: [1, 2] })).not.toBe(contentSha256(value));
  });

  it('hashes an argv as compact JSON with raw non-ASCII, and a command as its document', () => {
    const argv = ['llama-server', '--alias', 'modèle'];
    expect(argvSha256(argv)).toBe(sha('["llama-server","--alias","modèle"]'));
    expect(commandDocument(argv)).toEqual({ argv, schema_version: '1.0' });
    expect(commandContentSha256(argv)).toBe(sha(canonicalJson({ argv, schema_version: '1.0' })));
  });

  it('knows a digest and a commit when it sees one', () => {
    expect(SHA256_PATTERN.test(sha('x'))).toBe(true);
    expect(SHA256_PATTERN.test(sha('x').toUpperCase())).toBe(false);
    expect(GIT_REVISION_PATTERN.test('80fb11ac73e66d89eae2c6a91d8a77428fa733ed')).toBe(true);
    expect(GIT_REVISION_PATTERN.test('80fb11a')).toBe(false);
  });
});
