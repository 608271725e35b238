// The dispatcher's help: commands in the order a user meets them, whatever gets registered.
import { describe, expect, it } from '@jest/globals';
import { COMMANDS, commandsInHelpOrder, HELP_ORDER, main } from '../../src/cli/main.js';
import { cli } from '../kits/seed-bundle.js';

describe('--help lists the commands in the order a user meets them', () => {
  it('check and run before the stages, the stages before what reads a bundle', async () => {
    const { out, code } = await cli(['--help']);
    expect(code).toBe(0);
    const listed = [...out.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(Object.keys(COMMANDS).sort());
    const at = (name: string) => listed.indexOf(name);
    const order = [
      'check',
      'run',
      'prepare',
      'measure',
      'quality',
      'finalize',
      'verify',
      'receipt',
      'report',
      'fleet',
    ];
    for (const [a, b] of order.slice(1).map((n, i) => [order[i], n]))
      expect([a, b, at(a) < at(b)]).toEqual([a, b, true]);
    if ('init' in COMMANDS) expect(at('init')).toBe(0);
  });

  it('puts init first once it is registered, and never drops or repeats a command', () => {
    const registered = ['assemble', 'receipt', 'verify', 'check', 'run', 'brand-new', 'init'];
    expect(commandsInHelpOrder(registered)).toEqual([
      'init',
      'check',
      'run',
      'assemble',
      'verify',
      'receipt',
      'brand-new',
    ]);
    expect(commandsInHelpOrder(['check'])).toEqual(['check']);
    expect(new Set(HELP_ORDER).size).toBe(HELP_ORDER.length);
  });

  it('prints no help trailer for an error that is not about the command line', async () => {
    let err = '';
    const code = await main(['verify', '/no/such/bundle-dir'], {
      stdout: () => undefined,
      stderr: (s) => (err += s),
      cwd: '/',
      env: {},
    });
    expect(code).toBe(2);
    expect(err).not.toContain('--help');
    const usage = await cli(['verify', '--nope']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("Run 'paretopilot-capacity verify --help' for usage.");
  });
});
