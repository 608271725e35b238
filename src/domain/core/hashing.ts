// Every hash of spec §0.2, in one place.
import { createHash } from 'node:crypto';
import type { JsonValue, PlainJson } from './json.js';
import { writeCanonicalJsonTo } from './json-writer.js';

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** `*_content_sha256`: canonical JSON of a parsed object (hashed as the bytes the writer emits). */
export function contentSha256(value: JsonValue | PlainJson): string {
  const hash = createHash('sha256');
  writeCanonicalJsonTo(value, (bytes) => hash.update(bytes));
  return hash.digest('hex');
}

/** argv hash: compact JSON, no whitespace, non-ASCII raw. */
export function argvSha256(argv: readonly string[]): string {
  return sha256Hex(JSON.stringify(argv));
}

/** Command document `{"argv": [...], "schema_version": "1.0"}`. */
export function commandDocument(argv: readonly string[]): { argv: string[]; schema_version: string } {
  return { argv: [...argv], schema_version: '1.0' };
}

export function commandContentSha256(argv: readonly string[]): string {
  return contentSha256(commandDocument(argv));
}

export function promptSha256(prompt: string): string {
  return sha256Hex(prompt);
}

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
export const GIT_REVISION_PATTERN = /^[0-9a-f]{40}$/;
