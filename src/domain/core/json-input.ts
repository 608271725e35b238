// One input file's bytes parsed as a JSON document: strict UTF-8, strict JSON, SHA-256 of the same bytes.
import { InputError } from './errors.js';
import { sha256Hex } from './hashing.js';
import type { JsonValue } from './json.js';
import { decodeUtf8Strict, parseJson } from './json-reader.js';
import { JsonSyntaxError } from './errors.js';

/** A file's bytes as read once, with the path errors name. */
export interface InputFile {
  /** Path as given (display) — errors name it. */
  path: string;
  bytes: Uint8Array;
}

export interface ParsedFile {
  path: string;
  sha256: string;
  value: JsonValue;
}

const YAML_HINT =
  '; this looks like YAML, and plans are JSON (docs/plans.md; `yq -o=json` converts a YAML file, `paretopilot-capacity init` writes a plan)';

/** A YAML file given where JSON is read: its name says so, or it opens with a YAML key, `---` or a comment. */
function looksLikeYaml(text: string, path: string): boolean {
  if (/\.ya?ml$/i.test(path)) return true;
  const first = text.trimStart().split('\n', 1)[0];
  return /^(---|#|[$\w"'-][^:{}[\]]*:(\s|$))/.test(first);
}

/** Strict UTF-8 + strict JSON over one byte snapshot (file hash computed over the same bytes); reads no file. */
export function parseJsonInput(file: InputFile): ParsedFile {
  let text: string;
  try {
    text = decodeUtf8Strict(file.bytes);
  } catch {
    throw new InputError('is not valid UTF-8', file.path);
  }
  try {
    return { path: file.path, sha256: sha256Hex(file.bytes), value: parseJson(text) };
  } catch (e) {
    if (e instanceof JsonSyntaxError)
      throw new InputError(
        `invalid JSON: ${e.message}${looksLikeYaml(text, file.path) ? YAML_HINT : ''}`,
        file.path,
      );
    throw e;
  }
}
