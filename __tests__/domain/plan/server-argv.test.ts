// Server argv rules: the builder (§4.2), canonical equivalence (§4.3), the evidence binding (§5.6)
// and the request base URL a load client may use.
import { InputError } from '../../../src/domain/core/errors.js';
import {
  buildServerArgv,
  checkCanonicalEquivalence,
  checkEndpoint,
  decimalValue,
  deriveBinding,
  normalizeBaseUrl,
  optionIndex,
} from '../../../src/domain/plan/server-argv.js';

const ctx = { file: 'capacity.json', pointer: '/runs/0/argv' };
const CANONICAL = [
  '/opt/llama-server',
  '--model',
  'models/tiny.gguf',
  '--host',
  '127.0.0.1',
  '--port',
  '8080',
  '--ctx-size',
  '512',
  '--parallel',
  '1',
  '--threads',
  '2',
];

function thrown(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('optionIndex and decimalValue', () => {
  test('find the single occurrence and read its decimal value', () => {
    expect(optionIndex(CANONICAL, '--port', ctx)).toBe(5);
    expect(decimalValue(CANONICAL, '--ctx-size', ctx)).toBe(512);
  });

  test.each([
    [['--port', '1', '--port', '2'], '--port', /--port must occur exactly once \(found 2\)/],
    [['--model', 'm'], '--port', /--port must occur exactly once \(found 0\)/],
    [['x', '--port'], '--port', /--port must be followed by a value/],
  ])('%j refuses %s', (argv, option, message) => {
    const e = thrown(() => optionIndex(argv, option, ctx));
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(/^capacity\.json: \/runs\/0\/argv: /);
  });

  test('a value starting with -- is refused only when asked', () => {
    const argv = ['--host', '--port'];
    expect(optionIndex(argv, '--host', ctx)).toBe(0);
    expect(thrown(() => optionIndex(argv, '--host', ctx, false)).message).toMatch(
      /--host value must not start with --/,
    );
  });

  test('a non-decimal value is refused naming it', () => {
    expect(thrown(() => decimalValue(['--port', '80a'], '--port', ctx)).message).toMatch(
      /--port value "80a" must be a decimal integer/,
    );
  });
});

describe('buildServerArgv', () => {
  test('replaces only the ctx-size, parallel and port values', () => {
    const built = buildServerArgv(CANONICAL, 4, 512, 19001);
    expect(built).toEqual(
      CANONICAL.map((v, i) => (i === 6 ? '19001' : i === 8 ? '2048' : i === 10 ? '4' : v)),
    );
    expect(CANONICAL[8]).toBe('512');
  });

  test('names the canonical command when an option is missing', () => {
    expect(thrown(() => buildServerArgv(['srv', '--port', '1'], 1, 1, 2)).message).toMatch(
      /^canonical command: \/argv: --ctx-size must occur exactly once/,
    );
  });
});

describe('checkCanonicalEquivalence', () => {
  test('returns the differing capacity options in the fixed order', () => {
    const cap = buildServerArgv(CANONICAL, 2, 512, 8080);
    expect(checkCanonicalEquivalence(cap, CANONICAL, 2, 512, ctx)).toEqual(['--ctx-size', '--parallel']);
    const moved = buildServerArgv(CANONICAL, 1, 512, 9000);
    expect(checkCanonicalEquivalence(moved, CANONICAL, 1, 512, ctx)).toEqual(['--port']);
    expect(checkCanonicalEquivalence(CANONICAL, CANONICAL, 1, 512, ctx)).toEqual([]);
  });

  const cap2 = buildServerArgv(CANONICAL, 2, 512, 8080);
  test.each([
    [
      'a different length',
      [...cap2, '--x'],
      CANONICAL,
      2,
      /argv has 14 items but the canonical command has 13/,
    ],
    [
      'a material difference',
      cap2.map((v, i) => (i === 12 ? '4' : v)),
      CANONICAL,
      2,
      /differs materially from the canonical command at index 12 \("4" vs "2"\)/,
    ],
    [
      'a parallel other than the run',
      cap2,
      CANONICAL,
      3,
      /--parallel is 2 but the run's server_parallel is 3/,
    ],
    [
      'a ctx-size other than parallel × per-slot',
      cap2.map((v, i) => (i === 8 ? '1000' : v)),
      CANONICAL,
      2,
      /--ctx-size is 1000 but must be 2 × 512 = 1024/,
    ],
    [
      'a canonical parallel other than 1',
      cap2,
      CANONICAL.map((v, i) => (i === 10 ? '2' : v)),
      2,
      /canonical command --parallel must be 1/,
    ],
  ])('refuses %s', (_what, cap, can, parallel, message) => {
    expect(thrown(() => checkCanonicalEquivalence(cap, can, parallel, 512, ctx)).message).toMatch(message);
  });

  test('refuses an option at another position than in the canonical command', () => {
    const swapped = [...CANONICAL];
    [swapped[3], swapped[4], swapped[5], swapped[6]] = ['--port', '8080', '--host', '127.0.0.1'];
    expect(thrown(() => checkCanonicalEquivalence(swapped, CANONICAL, 1, 512, ctx)).message).toMatch(
      /--port must be at the same position as in the canonical command \(3 vs 5\)/,
    );
  });

  test('refuses a canonical ctx-size other than per_slot_context_tokens', () => {
    const e = thrown(() => checkCanonicalEquivalence(CANONICAL, CANONICAL, 1, 256, ctx));
    expect(e.message).toMatch(/--ctx-size is 512 but must be 1 × 256 = 256/);
  });
});

describe('deriveBinding', () => {
  const load = CANONICAL.map((v, i) => (i === 4 ? '0.0.0.0' : i === 6 ? '9090' : v));

  test('derives the server_configuration with the differing binding options', () => {
    const binding = deriveBinding(load, 'a'.repeat(64), CANONICAL, 'b'.repeat(64), ctx);
    expect(binding).toEqual({
      load_server_command_sha256: 'a'.repeat(64),
      canonical_server_command_sha256: 'b'.repeat(64),
      load_server_argv: load,
      canonical_server_argv: CANONICAL,
      load_runtime_path: '/opt/llama-server',
      canonical_runtime_path: '/opt/llama-server',
      load_model_path: 'models/tiny.gguf',
      canonical_model_path: 'models/tiny.gguf',
      load_parallel: 1,
      canonical_parallel: 1,
      load_host: '0.0.0.0',
      canonical_host: '127.0.0.1',
      load_port: 9090,
      canonical_port: 8080,
      allowed_binding_options: ['--host', '--port'],
      differing_binding_options: ['--host', '--port'],
      argv_equivalent_except_binding: true,
    });
  });

  test('an identical argv differs in no binding option', () => {
    const binding = deriveBinding(CANONICAL, 'a', CANONICAL, 'b', ctx);
    expect(binding.differing_binding_options).toEqual([]);
  });

  test.each([
    ['unequal lengths', [...load, '--x'], /load and canonical argv must have equal lengths/],
    [
      'a difference beyond --host/--port',
      load.map((v, i) => (i === 12 ? '8' : v)),
      /at index 12 beyond --host\/--port/,
    ],
    [
      'an out-of-range port',
      load.map((v, i) => (i === 6 ? '70000' : v)),
      /\(load\): --port must be from 1 to 65535/,
    ],
    [
      'an out-of-range parallel',
      load.map((v, i) => (i === 10 ? '0' : v)),
      /\(load\): --parallel must be from 1 to 1024/,
    ],
  ])('refuses %s', (_what, argv, message) => {
    expect(thrown(() => deriveBinding(argv, 'a', CANONICAL, 'b', ctx)).message).toMatch(message);
  });

  test('refuses load and canonical parallel that differ', () => {
    const can = CANONICAL.map((v, i) => (i === 10 ? '2' : v));
    const l = load.map((v, i) => (i === 10 ? '3' : v));
    expect(thrown(() => deriveBinding(l, 'a', can, 'b', ctx)).message).toMatch(
      /load and canonical --parallel must be equal/,
    );
  });
});

describe('normalizeBaseUrl', () => {
  test.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://LocalHost:8080/', 'http://localhost:8080'],
    ['https://[::1]:443', 'https://[::1]:443'],
  ])('%s becomes %s', (raw, expected) => {
    expect(normalizeBaseUrl(raw, ctx)).toBe(expected);
  });

  test.each([
    ['not a url', /"not a url" is not a URL/],
    ['ftp://h:21', /scheme must be http or https/],
    ['http://u:p@h:80', /must not contain user info/],
    ['http://h:80/v1', /path must be empty/],
    ['http://h:80?x=1', /must not have a query or fragment/],
    ['http://h:80/#f', /must not have a query or fragment/],
    ['http://h', /must have an explicit port/],
    ['http://h:0', /port must be from 1 to 65535/],
  ])('%s is refused', (raw, message) => {
    expect(thrown(() => normalizeBaseUrl(raw, ctx)).message).toMatch(message);
  });
});

describe('checkEndpoint', () => {
  const server = (host: string) => ['srv', '--host', host, '--port', '8080'];

  test.each([
    ['http://127.0.0.1:8080', '127.0.0.1'],
    ['http://localhost:8080', '127.0.0.1'],
    ['http://127.0.0.1:8080', '0.0.0.0'],
    ['http://[::1]:8080', '::'],
    ['http://gpu-box:8080', 'GPU-BOX'],
  ])('%s reaches a server on --host %s', (url, host) => {
    expect(() => checkEndpoint(url, server(host), ctx)).not.toThrow();
  });

  test.each([
    ['http://127.0.0.1:8081', '127.0.0.1', /port 8081 does not match server --port 8080/],
    ['http://localhost:8080', '10.0.0.5', /host localhost does not reach server --host 10\.0\.0\.5/],
    ['http://10.0.0.5:8080', '0.0.0.0', /host 10\.0\.0\.5 does not reach server --host 0\.0\.0\.0/],
    ['http://h:8080/', '127.0.0.1', /is not normalized/],
  ])('%s does not reach a server on --host %s', (url, host, message) => {
    expect(thrown(() => checkEndpoint(url, server(host), ctx)).message).toMatch(message);
  });
});
