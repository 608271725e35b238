// What check warns about on real plans (examples/tiny, edited): SLO limits written in seconds, a run
// past the workflow's default timeout, a GGUF whose file type llama.cpp does not list, and a git
// source this machine cannot fetch. Warnings never turn into problems: check still exits 0.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cachePath } from '../../src/adapters/cache/cache-dir.js';
import { checkStudy } from '../../src/orchestrators/check.js';
import { ggufWarnings, sourceWarnings } from '../../src/orchestrators/check-warnings.js';
import { createLocalGitRepo, type LocalGitRepo } from '../kits/build-git-repo.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';
import { tinyGguf } from '../kits/tiny-gguf.js';

let dir: string;
let repo: LocalGitRepo;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pp-check-warnings-'));
  repo = await createLocalGitRepo([{ 'CMakeLists.txt': 'project(llama)\n' }, { 'README.md': 'two\n' }]);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await repo.cleanup();
});

/** examples/tiny copied under `name`, its plan edited. */
function tinyPlan(name: string, edit: (plan: Record<string, any>) => void): string {
  const target = join(dir, name);
  cpSync(join(REPO_ROOT, 'examples', 'tiny'), target, { recursive: true });
  const file = join(target, 'capacity.json');
  const plan = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  edit(plan);
  writeFileSync(file, JSON.stringify(plan, null, 2));
  return file;
}

const check = (plan: string) => checkStudy(plan, dir, { cacheDir: join(dir, 'cache'), offline: true });

describe('SLO limits no request can meet', () => {
  it('names each limit written in seconds, its floor and the value in milliseconds', async () => {
    const report = await check(
      tinyPlan('seconds', (p) => (p.slo = { max_ttft_ms_p95: 2, max_e2e_latency_ms_p95: 3 })),
    );
    expect(report.problems).toEqual([]);
    const slo = report.warnings.filter((w) => w.startsWith('slo '));
    expect(slo).toHaveLength(2);
    expect(slo[0]).toMatch(
      /^slo max_ttft_ms_p95 is 2 ms, less than the 3\.0 ms one request of this plan takes at the least \(1 ms for the request, 1\.0 ms for 10\+ prompt tokens, 1\.0 ms for the first token\): .*; if 2 is in seconds, write 2000 \(SLO limits are in milliseconds\)$/,
    );
    expect(slo[1]).toMatch(
      /^slo max_e2e_latency_ms_p95 is 3 ms, less than the 66 ms .*then 63 more tokens at 1\.0 ms\).*write 3000/,
    );
  });

  it('says nothing of the example as published, nor of a tight limit above the floor', async () => {
    expect((await check(join(REPO_ROOT, 'examples', 'tiny', 'capacity.json'))).warnings).toEqual([]);
    const tight = await check(
      tinyPlan('tight', (p) => (p.slo = { max_ttft_ms_p95: 5, max_e2e_latency_ms_p95: 70 })),
    );
    expect(tight.warnings.filter((w) => w.startsWith('slo '))).toEqual([]);
  });
});

describe('a run longer than the workflow allows', () => {
  it('warns for 40 candidates (about 280 min) and names the timeout-minutes input', async () => {
    const report = await check(
      tinyPlan('forty', (p) => {
        const [a, b] = Object.keys(p.candidates);
        const many: Record<string, unknown> = {};
        for (let i = 0; i < 20; i++) {
          many[`${a}-${i}`] = { ...p.candidates[a], label: `${a} ${i}` };
          many[`${b}-${i}`] = { ...p.candidates[b], label: `${b} ${i}` };
        }
        p.candidates = many;
        p.gates.reference = `${a}-0`;
        delete p.grid.candidate_order;
      }),
    );
    expect(report.problems).toEqual([]);
    const timeout = report.warnings.filter((w) => w.includes('timeout-minutes'));
    expect(timeout).toHaveLength(1);
    expect(timeout[0]).toMatch(
      /^the estimate \(about 2\d\d min .*exceeds the 240 min the reusable workflow gives/,
    );
  });
});

describe('GGUF headers', () => {
  const write = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return { path, size: bytes.length };
  };

  it('warns of a file type llama.cpp does not list, and of no GGUF at all', async () => {
    const odd = write('odd.gguf', tinyGguf({ fileType: 99 }));
    expect(await ggufWarnings('c', 'odd.gguf', odd.path, odd.size)).toEqual([
      expect.stringMatching(
        /^c: odd\.gguf: general\.file_type is 99, which is no llama\.cpp file type \(llama\.h's llama_ftype: F32 = 0 … MXFP4_MOE = 38\)/,
      ),
    ]);
    const html = write('login.gguf', new TextEncoder().encode('<html>sign in</html>'));
    expect(await ggufWarnings('c', 'login.gguf', html.path, html.size)).toEqual([
      expect.stringMatching(
        /^c: login\.gguf is not a GGUF model llama-server can load: GGUF: missing the GGUF magic/,
      ),
    ]);
  });

  it('is silent for a known type, and for a file that names none (its tensors do)', async () => {
    const q8 = write('q8.gguf', tinyGguf({ fileType: 7 }));
    expect(await ggufWarnings('c', 'q8.gguf', q8.path, q8.size)).toEqual([]);
    const none = write('none.gguf', tinyGguf({}));
    expect(await ggufWarnings('c', 'none.gguf', none.path, none.size)).toEqual([]);
  });

  it('reaches check through a path model', async () => {
    const model = write('ninety-nine.gguf', tinyGguf({ fileType: 99 }));
    const sha = (await import('node:crypto'))
      .createHash('sha256')
      .update(readFileSync(model.path))
      .digest('hex');
    const report = await check(
      tinyPlan('odd-type', (p) => {
        p.models['tiny-q8_0'] = { path: '../ninety-nine.gguf', sha256: sha, size_bytes: model.size };
      }),
    );
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringMatching(/^tiny-q8: \.\.\/ninety-nine\.gguf: general\.file_type is 99/),
    ]);
  });
});

describe('a git source this machine cannot fetch', () => {
  const checkout = () => join(dirname(repo.url.replace('file://', '')), 'work');
  const git = (repository: string, commit: string) => ({ kind: 'git' as const, repository, commit });

  it('a local checkout holding the commit needs nothing; one without it is named', async () => {
    const url = pathToFileURL(checkout()).href;
    expect(await sourceWarnings(git(url, repo.commits[0]), join(dir, 'cache'), true)).toEqual([]);
    const missing = await sourceWarnings(git(url, 'f'.repeat(40)), join(dir, 'cache'), true);
    expect(missing).toEqual([
      expect.stringMatching(
        /^llama\.cpp source file:\/\/.* cannot be fetched from this machine \(the checkout .* does not hold commit f{40}\)/,
      ),
    ]);
    const gone = await sourceWarnings(
      git(pathToFileURL(join(dir, 'nowhere')).href, repo.commits[0]),
      join(dir, 'cache'),
      true,
    );
    expect(gone[0]).toMatch(/nowhere does not exist on this machine/);
  });

  it('offline, a remote source is named as not probed, with the sources that need no GitHub', async () => {
    const w = await sourceWarnings(
      git('https://github.com/ggml-org/llama.cpp', 'a'.repeat(40)),
      join(dir, 'cache'),
      true,
    );
    expect(w).toEqual([
      expect.stringMatching(
        /^llama\.cpp source https:\/\/github\.com\/ggml-org\/llama\.cpp: not probed \(--offline\), and not cached: .*--llama-cpp-source npm-bundle .*--llama-cpp-source <dir>/,
      ),
    ]);
  });

  it('a remote that does not answer is named with git’s reason', async () => {
    const w = await sourceWarnings(
      git('http://127.0.0.1:9/llama.cpp.git', 'a'.repeat(40)),
      join(dir, 'cache'),
      false,
    );
    expect(w).toEqual([
      expect.stringMatching(
        /^llama\.cpp source http:\/\/127\.0\.0\.1:9\/llama\.cpp\.git cannot be fetched from this machine \(git ls-remote exited 128: .*\): run will fail to fetch commit a{40}/,
      ),
    ]);
  });

  it('a checkout already in the cache is not probed, and the npm bundle never is', async () => {
    const cache = join(dir, 'cached');
    const commit = 'b'.repeat(40);
    mkdirSync(cachePath(cache, 'checkouts', commit), { recursive: true });
    writeFileSync(cachePath(cache, 'checkouts', `${commit}.verified.json`), '{}');
    expect(await sourceWarnings(git('http://127.0.0.1:9/x.git', commit), cache, false)).toEqual([]);
    expect(
      await sourceWarnings(
        {
          kind: 'npm-bundle',
          package: 'node-llama-cpp',
          version: '3.21.1',
          integrity: 'sha512-x',
          expectedCommit: commit,
        },
        cache,
        false,
      ),
    ).toEqual([]);
  });
});
