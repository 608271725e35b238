import { describe, expect, it } from '@jest/globals';
import { InputError, VerificationMismatch } from '../../src/domain/core/errors.js';
import { UsageError } from '../../src/cli/errors.js';
import { EXIT_INTERNAL, EXIT_MISMATCH, EXIT_OK, EXIT_USAGE } from '../../src/cli/exit-codes.js';
import { runCommand, type CommandIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

function capture(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { stdout: (s) => out.push(s), stderr: (s) => err.push(s), cwd: '/', env };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

const ending = async (thrown: unknown, env?: NodeJS.ProcessEnv) => {
  const c = capture(env);
  const code = await runCommand('verify', c.io, () => Promise.reject(thrown));
  return { code, err: c.err() };
};

describe('the exit map', () => {
  it('is 0 / 1 / 2 / 70, one code each', () => {
    expect([EXIT_OK, EXIT_MISMATCH, EXIT_USAGE, EXIT_INTERNAL]).toEqual([0, 1, 2, 70]);
  });

  it('ends a mismatch with 1 and bad input with 2', async () => {
    expect(await ending(new VerificationMismatch('SHA256SUMS does not match'))).toEqual({
      code: 1,
      err: 'verify: SHA256SUMS does not match\n',
    });
    expect(await ending(new InputError('must be an integer', 'plan.json', '/slo'))).toEqual({
      code: 2,
      err: 'verify: plan.json: /slo: must be an integer\n',
    });
    expect(await ending(new UsageError('unknown option --x'))).toEqual({
      code: 2,
      err: "verify: unknown option --x\nRun 'paretopilot-capacity verify --help' for usage.\n",
    });
  });

  it('ends a file-system error naming a path with 2 and one line', async () => {
    const enoent = Object.assign(new Error("ENOENT: no such file, open 'b/x'"), {
      code: 'ENOENT',
      path: 'b/x',
    });
    expect(await ending(enoent)).toEqual({ code: 2, err: 'verify: b/x: file not found\n' });
    const eacces = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES', path: 'b/y' });
    expect(await ending(eacces)).toEqual({ code: 2, err: 'verify: b/y: EACCES: permission denied\n' });
  });

  it('ends anything unclassified with 70, apart from every failed check', async () => {
    const bug = await ending(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(bug).toEqual({
      code: EXIT_INTERNAL,
      err: "verify: internal error: Cannot read properties of undefined (reading 'x')\n",
    });
    expect((await ending('a string')).code).toBe(EXIT_INTERNAL);
    const debug = await ending(new Error('boom'), { PARETOPILOT_DEBUG: '1' });
    expect(debug.code).toBe(EXIT_INTERNAL);
    expect(debug.err).toMatch(/^verify: internal error: boom\nError: boom\n\s+at /);
  });

  it('is listed in --help', async () => {
    const c = capture();
    expect(await main(['--help'], c.io)).toBe(EXIT_OK);
    expect(c.out()).toContain('Exit codes:\n  0    ok\n  1    a check failed');
    expect(c.out()).toContain('70   internal error');
    expect(c.out()).toContain('130  interrupted by SIGINT (143: SIGTERM, 129: SIGHUP)');
  });
});
