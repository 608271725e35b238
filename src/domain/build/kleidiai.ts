// KleidiAI source facts: the pinned archive a KleidiAI build fetches offline, what llama.cpp's CMake
// pins for it, and the `kai_*` symbols that show it was linked.
import { SHA256_PATTERN } from '../core/hashing.js';
import { BuildConfigurationError } from '../core/errors.js';

export const MD5_HEX_PATTERN = /^[0-9a-f]{32}$/;

export interface KleidiaiSourceSpec {
  version: string;
  url: string;
  sha256: string;
  sizeBytes: number;
  /** Optional: must equal the MD5 the llama.cpp source pins for this archive (checked before building). */
  md5?: string;
}

/** KleidiAI archive pinned by the seed study (`optimization_library` in the manifest). */
export const KLEIDIAI_V1_24_0_SOURCE: KleidiaiSourceSpec = {
  version: 'v1.24.0',
  url: 'https://github.com/ARM-software/kleidiai/releases/download/v1.24.0/kleidiai-v1.24.0-src.tar.gz',
  sha256: '9348b969e042d8890a54b01a463dbe71f5a4c074b5329e9c26a85ef3b68aa19b',
  sizeBytes: 2466038,
};

export function validateKleidiaiSource(spec: KleidiaiSourceSpec, context: string): void {
  if (typeof spec.version !== 'string' || spec.version.trim() === '') {
    throw new BuildConfigurationError(`${context}.version must be a non-empty string`);
  }
  if (typeof spec.url !== 'string' || !/^https?:\/\/[^\s]+$/.test(spec.url)) {
    throw new BuildConfigurationError(
      `${context}.url must be an http(s) URL, got ${JSON.stringify(spec.url)}`,
    );
  }
  if (typeof spec.sha256 !== 'string' || !SHA256_PATTERN.test(spec.sha256)) {
    throw new BuildConfigurationError(`${context}.sha256 must be a lowercase SHA-256 digest`);
  }
  if (!Number.isSafeInteger(spec.sizeBytes) || spec.sizeBytes <= 0) {
    throw new BuildConfigurationError(`${context}.sizeBytes must be a positive integer`);
  }
  if (spec.md5 !== undefined && (typeof spec.md5 !== 'string' || !MD5_HEX_PATTERN.test(spec.md5))) {
    throw new BuildConfigurationError(`${context}.md5 must be a lowercase MD5 digest`);
  }
}

/** Counts KleidiAI symbols in `nm` output (KleidiAI micro-kernels are named `kai_*`). */
export function countKleidiaiSymbols(nmOutput: string): { total: number; names: string[] } {
  const names = new Set<string>();
  for (const line of nmOutput.split('\n')) {
    const name = line.trim().split(/\s+/).pop() ?? '';
    if (/kleidiai/i.test(name) || /(^|_)kai_/.test(name)) names.add(name);
  }
  const sorted = [...names].sort();
  return { total: sorted.length, names: sorted };
}

export interface KleidiaiPin {
  /** FetchContent name (its upper-case form names FETCHCONTENT_SOURCE_DIR_<NAME>). */
  fetchContentName: string;
  /** `KLEIDIAI_COMMIT_TAG`, e.g. `v1.24.0`. */
  version?: string;
  url?: string;
  md5?: string;
}

/**
 * What llama.cpp's ggml-cpu CMakeLists.txt pins for KleidiAI; older releases call the content
 * `KleidiAI_Download`, newer ones `kleidiai`, so the override variable is derived, not assumed.
 */
export function kleidiaiPinFromCmakeLists(text: string): KleidiaiPin | undefined {
  const declare = /FetchContent_Declare\(\s*([A-Za-z0-9_]*kleidiai[A-Za-z0-9_]*)/i.exec(text);
  if (!declare) return undefined;
  const version = /set\(\s*KLEIDIAI_COMMIT_TAG\s+"([^"]+)"\s*\)/.exec(text)?.[1];
  const rawUrl = /set\(\s*KLEIDIAI_DOWNLOAD_URL\s+"([^"]+)"\s*\)/.exec(text)?.[1];
  const md5 = /set\(\s*KLEIDIAI_(?:RELEASE_)?ARCHIVE_MD5\s+"([0-9a-fA-F]{32})"\s*\)/
    .exec(text)?.[1]
    ?.toLowerCase();
  const url = rawUrl && version ? rawUrl.split('${KLEIDIAI_COMMIT_TAG}').join(version) : rawUrl;
  return { fetchContentName: declare[1], version, url, md5 };
}
