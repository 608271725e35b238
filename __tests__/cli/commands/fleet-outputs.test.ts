// `fleet` outputs never touch what the fleet reads, a refused command writes nothing, and
// `verify-fleet` names the path it was given when that path is not a readable fleet bundle.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { cli } from '../../kits/seed-bundle.js';
import { PROFILES, runnerArgs, scratchFleet } from '../../kits/fleet-kit.js';

let s: ReturnType<typeof scratchFleet>;
beforeEach(() => (s = scratchFleet()));
afterEach(() => {
  for (const p of PROFILES) if (existsSync(s.runner(p))) chmodSync(s.runner(p), 0o755);
  s.dispose();
});

/** Every file under dir (relative, sorted), to prove a refused command touched nothing. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort();
}

/** Two runners given relative to the scratch directory, the way a user types them. */
const RUNNERS = ['a=local-cpu0', 'b=local-cpu1'];

describe('fleet --bundle refuses a directory that holds or lies inside an input', () => {
  beforeEach(() => {
    mkdirSync(join(s.dir, 'pdir'));
    writeFileSync(
      join(s.dir, 'pdir', 'prices.json'),
      '{"a": {"usd_per_minute": 0.004}, "b": {"usd_per_minute": 0.004}}',
    );
  });

  test.each([
    ['the input bundle itself', 'local-cpu0', /local-cpu0: .*is the input bundle local-cpu0/],
    ['the folder holding the inputs', '.', /\.: .*contains the input local-cpu0 of this command/],
    ['the folder holding --prices', 'pdir', /pdir: .*contains the input pdir\/prices\.json of this command/],
    [
      'a folder inside an input bundle',
      'local-cpu0/fb',
      /local-cpu0\/fb: .*lies inside the input bundle local-cpu0/,
    ],
  ])('%s (exit 2, nothing touched, --force or not)', async (_what, bundle, message) => {
    const before = tree(s.dir);
    for (const force of [[], ['--force']]) {
      const r = await cli(
        ['fleet', ...RUNNERS, '--prices', 'pdir/prices.json', '--bundle', bundle, ...force],
        s.dir,
      );
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
      expect(tree(s.dir)).toEqual(before);
    }
  });

  test('a bundle directory that is the working directory is refused even when inputs lie elsewhere', async () => {
    const elsewhere = scratchFleet();
    try {
      const work = join(s.dir, 'pdir');
      const before = tree(work);
      const r = await cli(['fleet', ...runnerArgs(elsewhere.dir), '--bundle', '.', '--force'], work);
      expect([r.code, r.err]).toEqual([2, expect.stringMatching(/\.: .*is the working directory/)]);
      expect(tree(work)).toEqual(before);
    } finally {
      elsewhere.dispose();
    }
  });

  test('a missing parent directory is an error naming it; nothing is created', async () => {
    const r = await cli(['fleet', ...RUNNERS, '--bundle', 'no/such/dir'], s.dir);
    expect([r.code, r.err]).toEqual([
      2,
      expect.stringContaining('no/such/dir: directory no/such does not exist'),
    ]);
    expect(existsSync(join(s.dir, 'no'))).toBe(false);
  });

  test('a file, or a symbolic link to a directory, is not a bundle directory', async () => {
    writeFileSync(join(s.dir, 'afile'), 'keep');
    mkdirSync(join(s.dir, 'real'));
    writeFileSync(join(s.dir, 'real', 'keep.txt'), 'keep');
    symlinkSync('real', join(s.dir, 'link'));
    for (const [bundle, message] of [
      ['afile', 'afile: exists and is not a directory'],
      ['link', 'link: is a symbolic link'],
    ]) {
      const r = await cli(['fleet', ...RUNNERS, '--bundle', bundle, '--force'], s.dir);
      expect([r.code, r.err]).toEqual([2, expect.stringContaining(message)]);
    }
    expect(readFileSync(join(s.dir, 'afile'), 'utf8')).toBe('keep');
    expect(readdirSync(join(s.dir, 'real'))).toEqual(['keep.txt']);
  });
});

describe('a refused fleet command writes nothing', () => {
  test('a non-empty --bundle without --force is refused before --output is written', async () => {
    mkdirSync(join(s.dir, 'fb'));
    writeFileSync(join(s.dir, 'fb', 'old.txt'), 'old');
    const r = await cli(
      ['fleet', ...RUNNERS, '--output', 'f.json', '--receipt', 'f.md', '--bundle', 'fb'],
      s.dir,
    );
    expect(r.code).toBe(2);
    expect(existsSync(join(s.dir, 'f.json'))).toBe(false);
    expect(existsSync(join(s.dir, 'f.md'))).toBe(false);
    expect(readdirSync(join(s.dir, 'fb'))).toEqual(['old.txt']);
    // With --force the directory is replaced as a whole, and what it holds verifies.
    const forced = await cli(['fleet', ...RUNNERS, '--output', 'f.json', '--bundle', 'fb', '--force'], s.dir);
    expect([forced.code, forced.err]).toEqual([0, '']);
    expect(readdirSync(join(s.dir, 'fb'))).not.toContain('old.txt');
    expect((await cli(['verify-fleet', 'fb'], s.dir)).code).toBe(0);
  });

  test.each([
    [['--output', 'out/f', '--bundle', 'out/f'], /out\/f: .*--bundle directory out\/f/],
    [['--output', 'out/f.json', '--bundle', 'out'], /out\/f\.json: .*inside the --bundle directory out/],
    [
      ['--output', 'x.json', '--receipt', 'out/r.md', '--bundle', 'out'],
      /out\/r\.md: .*inside the --bundle directory out/,
    ],
  ])('%j is refused (exit 2) and writes nothing', async (args, message) => {
    mkdirSync(join(s.dir, 'out'));
    const before = tree(s.dir);
    const r = await cli(['fleet', ...RUNNERS, ...args, '--force'], s.dir);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
    expect(tree(s.dir)).toEqual(before);
  });
});

describe('paths that are not a readable bundle are named as given', () => {
  test('verify-fleet on a file, a missing path, and a study bundle that is no fleet bundle', async () => {
    writeFileSync(join(s.dir, 'afile'), 'x');
    for (const [path, message] of [
      ['afile', 'afile: is not a directory (expected a fleet bundle directory)'],
      ['nope', 'nope: fleet bundle directory not found'],
      ['local-cpu0', 'local-cpu0/capacity-fleet.json: file not found (not a fleet bundle)'],
      ['local-cpu0/', 'local-cpu0/capacity-fleet.json: file not found (not a fleet bundle)'],
    ]) {
      const r = await cli(['verify-fleet', path], s.dir);
      expect([path, r.code, r.err]).toEqual([path, 2, expect.stringContaining(message)]);
      expect(r.err).not.toMatch(/ENOTDIR|internal error/);
    }
  });

  // Root reads anything, so these two only run as an ordinary user.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  (asRoot ? test.skip : test)('an unreadable runner bundle names it with the reason (EACCES)', async () => {
    chmodSync(s.runner('local-cpu1'), 0o000);
    const r = await cli(['fleet', ...RUNNERS, '--output', 'f.json'], s.dir);
    expect([r.code, r.err]).toEqual([
      2,
      expect.stringContaining('local-cpu1: cannot read: EACCES (permission denied)'),
    ]);
  });

  (asRoot ? test.skip : test)('an unreadable fleet bundle names it with the reason (EACCES)', async () => {
    expect((await cli(['fleet', ...RUNNERS, '--bundle', 'fb'], s.dir)).code).toBe(0);
    chmodSync(join(s.dir, 'fb', 'runners'), 0o000);
    try {
      const r = await cli(['verify-fleet', 'fb'], s.dir);
      expect([r.code, r.err]).toEqual([
        2,
        expect.stringContaining('fb/runners: cannot read: EACCES (permission denied)'),
      ]);
    } finally {
      chmodSync(join(s.dir, 'fb', 'runners'), 0o755);
    }
  });
});

describe('text that is not UTF-8 is bad input naming the file (exit 2)', () => {
  const bad = Buffer.from([0x66, 0x6f, 0xff, 0xfe, 0x0a]);

  test("in a runner's SHA256SUMS", async () => {
    writeFileSync(join(s.runner('local-cpu1'), 'SHA256SUMS'), bad);
    const r = await cli(['fleet', ...RUNNERS, '--output', 'f.json'], s.dir);
    expect([r.code, r.err]).toEqual([
      2,
      expect.stringContaining('local-cpu1/SHA256SUMS: is not valid UTF-8'),
    ]);
    expect(existsSync(join(s.dir, 'f.json'))).toBe(false);
  });

  test("in a fleet bundle's capacity-fleet.json", async () => {
    expect((await cli(['fleet', ...RUNNERS, '--bundle', 'fb'], s.dir)).code).toBe(0);
    writeFileSync(join(s.dir, 'fb', 'capacity-fleet.json'), bad);
    const r = await cli(['verify-fleet', 'fb'], s.dir);
    expect([r.code, r.err]).toEqual([
      2,
      expect.stringContaining('fb/capacity-fleet.json: is not valid UTF-8'),
    ]);
  });
});
