// Which factor a pair of candidates differs in (build, model, server options), and the server options
// of a canonical argv with the binary and the place-naming options removed.
import { describe, expect, it } from '@jest/globals';
import { factorOf, serverOptions } from '../../../src/domain/decision/factors.js';
import { candidateFacts, canonicalArgv } from '../../kits/decision-kit.js';

const base = candidateFacts();

describe('serverOptions', () => {
  it('drops the binary and --model/-m, --port, --host with their values', () => {
    expect(
      serverOptions([
        '/opt/llama/bin/llama-server',
        '--model',
        'a.gguf',
        '--threads',
        '4',
        '-m',
        'b.gguf',
        '--host',
        '0.0.0.0',
        '--flash-attn',
        '--port',
        '8080',
        '--ctx-size',
        '512',
      ]),
    ).toEqual(['--threads', '4', '--flash-attn', '--ctx-size', '512']);
  });

  it('is empty for the binary alone', () => {
    expect(serverOptions(['llama-server'])).toEqual([]);
    expect(serverOptions([])).toEqual([]);
  });
});

describe('factorOf', () => {
  it('is identical (no detail) for twins that differ only in model path, host and port', () => {
    const a = ['srv', '--model', 'x/one.gguf', '--threads', '4', '--port', '1'];
    const b = ['srv', '--port', '2', '--threads', '4', '--model', 'y/two.gguf', '--host', 'h'];
    expect(factorOf(base, candidateFacts(), a, b)).toEqual({ factor: 'identical', detail: null });
  });

  it('is build/kleidiai when the builds differ in KleidiAI, build/build otherwise', () => {
    const argv = canonicalArgv('x');
    expect(
      factorOf(
        base,
        candidateFacts({ buildLabel: 'kleidiai', kleidiai: true, binarySha256: 'k'.repeat(64) }),
        argv,
        argv,
      ),
    ).toEqual({ factor: 'build', detail: 'kleidiai' });
    expect(factorOf(base, candidateFacts({ binarySha256: 'z'.repeat(64) }), argv, argv)).toEqual({
      factor: 'build',
      detail: 'build',
    });
    expect(factorOf(base, candidateFacts({ buildLabel: 'tuned' }), argv, argv)).toEqual({
      factor: 'build',
      detail: 'build',
    });
  });

  it('is model/quantization within one family and revision, model/model_family across them', () => {
    const argv = canonicalArgv('x');
    expect(factorOf(base, candidateFacts({ modelSha256: 'q'.repeat(64) }), argv, argv)).toEqual({
      factor: 'model',
      detail: 'quantization',
    });
    expect(
      factorOf(base, candidateFacts({ modelSha256: 'q'.repeat(64), family: 'other' }), argv, argv),
    ).toEqual({ factor: 'model', detail: 'model_family' });
    expect(
      factorOf(base, candidateFacts({ modelSha256: 'q'.repeat(64), revision: 's'.repeat(40) }), argv, argv),
    ).toEqual({ factor: 'model', detail: 'model_family' });
  });

  it('is server_args naming the option whose value changed', () => {
    const a = canonicalArgv('a', ['--batch-size', '512']);
    const b = canonicalArgv('b', ['--batch-size', '256']);
    expect(factorOf(base, base, a, b)).toEqual({ factor: 'server_args', detail: '--batch-size' });
  });

  it('is server_args naming an added flag, and every differing option in sorted order', () => {
    const a = canonicalArgv('a', ['--ubatch-size', '512']);
    const b = canonicalArgv('b', ['--ubatch-size', '256', '--flash-attn', '--batch-size', '64']);
    expect(factorOf(base, base, a, b)).toEqual({
      factor: 'server_args',
      detail: '--batch-size --flash-attn --ubatch-size',
    });
    expect(factorOf(base, base, canonicalArgv('a'), canonicalArgv('b', ['--no-mmap']))).toEqual({
      factor: 'server_args',
      detail: '--no-mmap',
    });
  });

  it('names an option whose value is a negative number, not the number', () => {
    const a = canonicalArgv('a', ['--n-gpu-layers', '-1']);
    const b = canonicalArgv('b', ['--n-gpu-layers', '0']);
    expect(factorOf(base, base, a, b)).toEqual({ factor: 'server_args', detail: '--n-gpu-layers' });
    // The same negative value on both sides is no difference at all.
    expect(factorOf(base, base, a, canonicalArgv('b', ['--n-gpu-layers', '-1']))).toEqual({
      factor: 'identical',
      detail: null,
    });
  });

  it('is server_args (order) when the options are the same in another order', () => {
    const a = canonicalArgv('a', ['--batch-size', '64', '--flash-attn']);
    const b = canonicalArgv('b', ['--flash-attn', '--batch-size', '64']);
    expect(factorOf(base, base, a, b)).toEqual({ factor: 'server_args', detail: '(order)' });
  });

  it('is confounded when two factors differ, naming both', () => {
    const quant = candidateFacts({ modelSha256: 'q'.repeat(64) });
    expect(factorOf(base, quant, canonicalArgv('a'), canonicalArgv('b', ['--flash-attn']))).toEqual({
      factor: 'confounded',
      detail: 'model+server_args',
    });
    expect(
      factorOf(
        base,
        { ...quant, build: { ...quant.build, kleidiai: true, label: 'k' } },
        canonicalArgv('a'),
        canonicalArgv('a'),
      ),
    ).toEqual({ factor: 'confounded', detail: 'build+model' });
  });

  it('is symmetric in its factor', () => {
    const other = candidateFacts({ binarySha256: 'z'.repeat(64), modelSha256: 'q'.repeat(64) });
    const a = canonicalArgv('a');
    const b = canonicalArgv('b', ['--flash-attn']);
    expect(factorOf(other, base, b, a)).toEqual(factorOf(base, other, a, b));
  });
});
