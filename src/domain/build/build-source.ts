// The llama.cpp source a build checks out: a git commit or the node-llama-cpp npm bundle, and the
// commit that identifies it.
import { GIT_REVISION_PATTERN } from '../core/hashing.js';
import { BuildConfigurationError } from '../core/errors.js';

const SRI_SHA512_PATTERN = /^sha512-[A-Za-z0-9+/]{86}==$/;

export interface GitSourceSpec {
  kind: 'git';
  /** https://, http://, ssh:// or file:// URL of the llama.cpp repository. */
  repository: string;
  /** 40-hex commit, fetched shallowly and checked after checkout. */
  commit: string;
}

export interface NpmBundleSourceSpec {
  kind: 'npm-bundle';
  package: 'node-llama-cpp';
  version: string;
  /** Registry `dist.integrity` of the tarball (sha512 SRI). */
  integrity: string;
  /** Commit the bundle must check out. */
  expectedCommit: string;
}

export type SourceSpec = GitSourceSpec | NpmBundleSourceSpec;

export function validateSourceSpec(source: SourceSpec, context = 'llama.cpp source'): void {
  if (source === null || typeof source !== 'object')
    throw new BuildConfigurationError(`${context} must be an object`);
  if (source.kind === 'git') {
    if (typeof source.repository !== 'string' || !/^(https?|ssh|file):\/\/[^\s]+$/.test(source.repository)) {
      throw new BuildConfigurationError(
        `${context}.repository must be an https://, http://, ssh:// or file:// URL, got ${JSON.stringify(source.repository)}`,
      );
    }
    if (typeof source.commit !== 'string' || !GIT_REVISION_PATTERN.test(source.commit)) {
      throw new BuildConfigurationError(
        `${context}.commit must be a 40-hex lowercase commit, got ${JSON.stringify(source.commit)}`,
      );
    }
    return;
  }
  if (source.kind === 'npm-bundle') {
    if (source.package !== 'node-llama-cpp') {
      throw new BuildConfigurationError(
        `${context}.package must be 'node-llama-cpp', got ${JSON.stringify(source.package)}`,
      );
    }
    if (typeof source.version !== 'string' || !/^\d+\.\d+\.\d+$/.test(source.version)) {
      throw new BuildConfigurationError(
        `${context}.version must be an exact version like 3.21.1, got ${JSON.stringify(source.version)}`,
      );
    }
    if (typeof source.integrity !== 'string' || !SRI_SHA512_PATTERN.test(source.integrity)) {
      throw new BuildConfigurationError(
        `${context}.integrity must be a sha512 SRI string (npm view <pkg>@<version> dist.integrity), got ${JSON.stringify(source.integrity)}`,
      );
    }
    if (typeof source.expectedCommit !== 'string' || !GIT_REVISION_PATTERN.test(source.expectedCommit)) {
      throw new BuildConfigurationError(
        `${context}.expectedCommit must be a 40-hex lowercase commit, got ${JSON.stringify(source.expectedCommit)}`,
      );
    }
    return;
  }
  throw new BuildConfigurationError(
    `${context}.kind must be 'git' or 'npm-bundle', got ${JSON.stringify((source as { kind?: unknown }).kind)}`,
  );
}

/** The commit a source spec pins: the build's source identity. */
export function sourceRevision(source: SourceSpec): string {
  return source.kind === 'git' ? source.commit : source.expectedCommit;
}
