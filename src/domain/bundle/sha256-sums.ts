// SHA-256 lists (SHA256SUMS, a cell's artifact.sha256, prepare.sha256): the one text format, its
// parser, the bundle-relative path rule every listed name obeys, and the problems a check reports.
import { fail } from '../core/errors.js';
import { SUMS_FILE } from './bundle-layout.js';

/** A bundle-relative path that is safe to write, list and extract; `file` names the list it came from. */
export function assertSafeRelativePath(rel: string, what = 'path', file?: string): string {
  // eslint-disable-next-line no-control-regex
  if (!rel || rel.startsWith('/') || rel.includes('\\') || /[\u0000-\u001f\u007f]/.test(rel))
    fail(`unsafe ${what} ${JSON.stringify(rel)}`, file);
  const parts = rel.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..'))
    fail(`unsafe ${what} ${JSON.stringify(rel)}`, file);
  return rel;
}

export function renderSha256Sums(entries: { path: string; sha256: string }[]): string {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sorted.map((e) => `${e.sha256}  ./${assertSafeRelativePath(e.path)}\n`).join('');
}

export function parseSha256Sums(text: string, file: string = SUMS_FILE): Map<string, string> {
  const out = new Map<string, string>();
  text.split('\n').forEach((line, i) => {
    if (line === '') return;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) fail(`line ${i + 1} is not "<sha256>  <path>"`, file);
    const rel = assertSafeRelativePath(m[2].replace(/^\.\//, ''), `path on line ${i + 1}`, file);
    if (out.has(rel)) fail(`line ${i + 1} lists ${rel} twice`, file);
    out.set(rel, m[1]);
  });
  return out;
}

/**
 * What is wrong between a list and the files present: unlisted files, listed files that are
 * missing, and digests that differ. `digest` is asked only for files both listed and present.
 */
export async function sha256ListProblems(
  listFile: string,
  listed: ReadonlyMap<string, string>,
  present: readonly string[],
  digest: (file: string) => Promise<string>,
): Promise<string[]> {
  const files = present.filter((f) => f !== listFile);
  const bad: string[] = [];
  for (const f of files) if (!listed.has(f)) bad.push(`${f}: present but not listed in ${listFile}`);
  for (const [f, sha] of listed) {
    if (!files.includes(f)) bad.push(`${f}: listed in ${listFile} but missing`);
    else {
      const got = await digest(f);
      if (got !== sha) bad.push(`${f}: sha256 ${got} does not match ${listFile} (${sha})`);
    }
  }
  return bad;
}
