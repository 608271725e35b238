// The model references `init` accepts: a local GGUF path, an http(s) URL, or a Hugging Face file
// `hf:owner/repo/path/file.gguf[@revision]` (revision defaults to main and is resolved to a commit).
import { ModelRefError } from '../core/errors.js';

export type ModelRef =
  | { kind: 'path'; ref: string; path: string }
  | { kind: 'url'; ref: string; url: string }
  | { kind: 'hf'; ref: string; repository: string; file: string; revision: string };

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A git branch, tag or commit as the Hub accepts it in a URL path (no '..', no spaces). */
const REVISION = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

function parseHf(ref: string): ModelRef {
  const body = ref.slice('hf:'.length);
  const at = body.lastIndexOf('@');
  const path = at >= 0 ? body.slice(0, at) : body;
  const revision = at >= 0 ? body.slice(at + 1) : 'main';
  const parts = path.split('/');
  const expected = 'expected hf:owner/repo/path/file.gguf or hf:owner/repo/file.gguf@revision';
  if (parts.length < 3) throw new ModelRefError(ref, `names no file inside a repository (${expected})`);
  const [owner, repo, ...fileParts] = parts;
  for (const [what, value] of [
    ['owner', owner],
    ['repository', repo],
  ] as const) {
    if (!NAME.test(value))
      throw new ModelRefError(ref, `the ${what} ${JSON.stringify(value)} is not a Hub name (${expected})`);
  }
  if (fileParts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\')))
    throw new ModelRefError(ref, `the file path must be relative, without empty or '..' parts (${expected})`);
  if (!REVISION.test(revision) || revision.includes('..'))
    throw new ModelRefError(ref, `the revision ${JSON.stringify(revision)} is not a branch, tag or commit`);
  return { kind: 'hf', ref, repository: `${owner}/${repo}`, file: fileParts.join('/'), revision };
}

/** Parses one reference; a malformed one throws ModelRefError naming it and the accepted forms. */
export function parseModelRef(ref: string): ModelRef {
  if (ref.trim() === '') throw new ModelRefError(JSON.stringify(ref), 'is empty');
  if (ref.startsWith('hf:')) return parseHf(ref);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
    const shown = urlForDisplay(ref);
    if (urlHasCredentials(ref))
      throw new ModelRefError(
        shown,
        'a URL must not hold credentials (user:password@): put a token in the environment (--token-env)',
      );
    let url: URL;
    try {
      url = new URL(ref);
    } catch {
      throw new ModelRefError(shown, 'is not a valid URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new ModelRefError(shown, `only http(s) URLs can be downloaded, got ${url.protocol}`);
    return { kind: 'url', ref, url: url.href };
  }
  return { kind: 'path', ref, path: ref };
}

/** True when a URL holds a user name or password (`https://user:pw@host/…`). */
export function urlHasCredentials(href: string): boolean {
  if (URL.canParse(href)) {
    const url = new URL(href);
    return url.username !== '' || url.password !== '';
  }
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(href);
}

/** A URL as a message shows it: any `user:password@` taken out, so no message, log or file holds it. */
export function urlForDisplay(href: string): string {
  if (!urlHasCredentials(href)) return href;
  if (!URL.canParse(href)) return href.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
  const url = new URL(href);
  url.username = '';
  url.password = '';
  return url.href;
}

/** `{endpoint}/api/models/{repo}/revision/{revision}`: the Hub answers with the commit's `sha`. */
export function hubRevisionApiUrl(endpoint: string, repository: string, revision: string): string {
  return `${endpoint.replace(/\/+$/, '')}/api/models/${repository}/revision/${encodeURIComponent(revision)}`;
}

/** `{endpoint}/{repo}/resolve/{commit}/{file}`: the immutable URL a plan pins. */
export function hubResolveUrl(endpoint: string, repository: string, commit: string, file: string): string {
  return `${endpoint.replace(/\/+$/, '')}/${repository}/resolve/${commit}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** The file name a reference ends in (the plan's model name is built from it). */
export function modelRefFileName(ref: ModelRef): string {
  const path = ref.kind === 'path' ? ref.path : ref.kind === 'hf' ? ref.file : new URL(ref.url).pathname;
  const last =
    path
      .split(/[\\/]/)
      .filter((p) => p !== '')
      .pop() ?? 'model';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
