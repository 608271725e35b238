// The parts of a build that need no compiler: listing a build entry's files, reading a binary's ELF
// identity, and the manifest's six build fields (the compile itself: llama-build.e2e.test.ts).
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  listFiles,
  manifestBuild,
  readElfIdentity,
  type BuildEvidence,
} from '../../../src/adapters/llama/build.js';
import { ELF_MACHINES, normalizeArch } from '../../../src/domain/build/build-target.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build entry helpers', () => {
  it('lists regular files as sorted POSIX paths, skipping the named ones', async () => {
    mkdirSync(join(dir, 'entry/evidence/toolchain'), { recursive: true });
    mkdirSync(join(dir, 'entry/bin'));
    for (const rel of [
      'bin/llama-server',
      'evidence/compile.log',
      'evidence/toolchain/gcc.txt',
      'build.json',
    ])
      writeFileSync(join(dir, 'entry', rel), rel);
    expect(await listFiles(join(dir, 'entry'), new Set(['build.json']))).toEqual([
      'bin/llama-server',
      'evidence/compile.log',
      'evidence/toolchain/gcc.txt',
    ]);
  });

  it('reads the ELF identity of a real binary (this Node), and refuses a file that is not ELF', async () => {
    const identity = await readElfIdentity(process.execPath);
    expect(identity.bits).toBe(64);
    expect(identity.machine).toBe(ELF_MACHINES[normalizeArch(process.arch)]);
    writeFileSync(join(dir, 'script.sh'), '#!/bin/sh\necho not a binary, just text long enough\n');
    await expect(readElfIdentity(join(dir, 'script.sh'))).rejects.toThrow('not an ELF file');
  });

  it('keeps exactly the six manifest fields of the build evidence', () => {
    const evidence: BuildEvidence = {
      label: 'generic',
      server_binary_sha256: 'a'.repeat(64),
      kleidiai_enabled: false,
      cmake_cache_sha256: 'b'.repeat(64),
      configure_log_sha256: 'c'.repeat(64),
      compile_log_sha256: 'd'.repeat(64),
      kleidiai_symbol_count: 0,
      server_version: 'version: 1 (abc)',
      files: [],
    };
    expect(manifestBuild(evidence)).toEqual({
      label: 'generic',
      server_binary_sha256: 'a'.repeat(64),
      kleidiai_enabled: false,
      cmake_cache_sha256: 'b'.repeat(64),
      configure_log_sha256: 'c'.repeat(64),
      compile_log_sha256: 'd'.repeat(64),
    });
  });
});
