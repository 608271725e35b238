// Every package.json script and every command the README shows must run as written: files they
// name exist, README commands name real scripts and CLI commands, the cheap ones are run here.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../src/cli/main.js';
import { REPO_ROOT } from '../kits/fixture-paths.js';
import { cli, seedCopy } from '../kits/seed-bundle.js';

interface PackageJson {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as PackageJson;
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** Files a script produces before it reads them (so they need not exist in a fresh clone). */
const PRODUCED = new Set(['build/bench/index.js']);

/** Command lines of the README's shell blocks, without comments, split on `&&`. */
export function readmeCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```(?:bash|sh|shell)\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  return (
    blocks
      // A trailing backslash continues the command on the next line.
      .flatMap((block) => block.replace(/\\\n\s*/g, ' ').split('\n'))
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .flatMap((line) => line.split('&&').map((part) => part.trim()))
  );
}

describe('package.json scripts', () => {
  it.each(Object.entries(pkg.scripts))('%s names only files that exist: %s', (_name, command) => {
    const paths = command
      .split(/\s+/)
      .filter((token) => /^[\w.-]+\/[\w./-]+$|^[\w.-]+\.(json|mjs|js)$/.test(token))
      .filter((token) => !PRODUCED.has(token));
    for (const path of paths) expect([path, existsSync(join(REPO_ROOT, path))]).toEqual([path, true]);
    for (const [, script] of command.matchAll(/npm run ([\w:-]+)/g)) {
      expect(Object.keys(pkg.scripts)).toContain(script);
    }
  });

  it('npm run build compiles src/ and the compiled CLI runs', () => {
    rmSync(join(REPO_ROOT, 'build', 'src'), { recursive: true, force: true });
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'pipe' });
    const help = execFileSync(
      process.execPath,
      [join(REPO_ROOT, 'build', 'src', 'cli', 'index.js'), '--help'],
      {
        encoding: 'utf8',
      },
    );
    expect(help).toMatch(/^Usage: paretopilot-capacity <command>/);
    for (const command of Object.keys(COMMANDS)) expect(help).toContain(command);
  }, 300_000);
});

describe('dependencies', () => {
  const sources = (dir: string): string[] =>
    readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mjs|js)$/.test(f))
      .map((f) => readFileSync(join(REPO_ROOT, dir, f), 'utf8'));
  const imports = (texts: string[], name: string): boolean =>
    texts.some((t) => new RegExp(`(from |import\\(|require\\(|resolve\\()'${name}(/[^']*)?'`).test(t));

  it('every package src/ imports is a development dependency: dist/ inlines it, an install pulls nothing', () => {
    const src = sources('src');
    const named = new Set(
      src.flatMap((t) =>
        [...t.matchAll(/(?:from |import\()'((?:@[\w.-]+\/)?[\w.:-]+)[^']*'/g)].map((m) => m[1]),
      ),
    );
    const packages = [...named].filter((n) => !n.startsWith('node:') && !n.startsWith('.'));
    expect(packages.length).toBeGreaterThan(3);
    expect(packages.filter((name) => !(name in pkg.devDependencies))).toEqual([]);
    expect(pkg.dependencies).toBeUndefined();
  });

  it('every development dependency is used by a test, script, config or package script', () => {
    const texts = [
      ...sources('src'),
      ...sources('__tests__').filter((t) => !t.includes('fixtures/reference')),
      ...sources('scripts'),
      ...sources('bench'),
      ...['jest.config.js', 'eslint.config.js', 'tsconfig.json'].map((f) =>
        readFileSync(join(REPO_ROOT, f), 'utf8'),
      ),
    ];
    const scripts = Object.values(pkg.scripts).join('\n');
    const tsTypes = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'tsconfig.json'), 'utf8')) as {
        compilerOptions: { types: string[] };
      }
    ).compilerOptions.types;
    const used = (name: string): boolean =>
      imports(texts, name) ||
      texts.some((t) => t.includes(`node_modules/${name}/`) || t.includes(`'${name}'`)) ||
      new RegExp(`(^|[\\s/])${name.replace(/^@[^/]+\//, '')}(\\s|$)`).test(scripts) ||
      (name.startsWith('@types/') &&
        (tsTypes.includes(name.slice('@types/'.length)) ||
          imports([...texts, ...sources('src')], name.slice('@types/'.length))));
    expect(Object.keys(pkg.devDependencies).filter((name) => !used(name))).toEqual([]);
  });
});

describe('README commands', () => {
  const commands = readmeCommands(README);

  it('shows shell commands, each a known form', () => {
    expect(commands.length).toBeGreaterThan(3);
    const unknown = commands.filter(
      (c) =>
        !/^(npm (ci|test|run [\w:-]+|install)|paretopilot-capacity |node dist\/cli\/index\.js |git |mkdir |cp |mv )/.test(
          c,
        ),
    );
    expect(unknown).toEqual([]);
  });

  it('runs only scripts package.json defines', () => {
    for (const c of commands) {
      const script = /^npm run ([\w:-]+)/.exec(c)?.[1];
      if (script !== undefined)
        expect([c, Object.keys(pkg.scripts)]).toEqual([c, expect.arrayContaining([script])]);
    }
  });

  it('uses only CLI commands that exist', () => {
    for (const c of commands) {
      const command = /^(?:paretopilot-capacity|node dist\/cli\/index\.js) ([\w-]+)/.exec(c)?.[1];
      if (command !== undefined)
        expect([c, Object.keys(COMMANDS)]).toEqual([c, expect.arrayContaining([command])]);
    }
  });

  it('re-derives the published study with exactly the commands it shows', async () => {
    const rederive = commands.filter(
      (c) => c.startsWith('paretopilot-capacity ') && c.includes('path/to/bundle'),
    );
    expect(rederive.length).toBeGreaterThanOrEqual(1);
    const bundle = seedCopy(true);
    try {
      // In README order: assemble, then the receipt of what it wrote, then verify.
      for (const c of commands.filter((x) => /^paretopilot-capacity (assemble|receipt|verify) /.test(x))) {
        const args = c
          .replace(/^paretopilot-capacity /, '')
          .split(/\s+/)
          .map((a) => a.replace('path/to/bundle', bundle));
        const result = await cli(args, bundle);
        // `verify` reports the seed's 24 reconstructed files as a mismatch (exit 1), by design.
        const allowed = args[0] === 'verify' ? [0, 1] : [0];
        expect([c, allowed.includes(result.code) ? 'ok' : `exit ${result.code}: ${result.err}`]).toEqual([
          c,
          'ok',
        ]);
        if (args[0] === 'verify') expect(result.out + result.err).toMatch(/server-time\.txt|confirm|match/i);
      }
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
  }, 120_000);
});
