// prepared.json is read back field by field before measure and quality trust it.
import { parsePreparedStudy } from '../../src/orchestrators/prepare.js';
import type { JsonValue } from '../../src/domain/core/json.js';

const DIGEST = 'a'.repeat(64);
function prepared(): Record<string, JsonValue> {
  return {
    schema_version: '1.0',
    spec_sha256: DIGEST,
    run_id: 'local-1',
    run_attempt: 1,
    candidates: {
      'generic-q8': {
        modelCachePath: '/cache/models/m.gguf',
        modelSha256: DIGEST,
        modelSizeBytes: 1234,
        build: 'generic',
        modelOrigin: { kind: 'fixture' },
      },
    },
    builds: {
      generic: { binaryCachePath: '/cache/builds/x/llama-server', cacheKey: 'k', fromCache: true },
      kleidiai: {
        binaryCachePath: '/cache/builds/y/llama-server',
        cacheKey: 'k2',
        fromCache: false,
        launcher: ['qemu-aarch64', '-cpu', 'neoverse-n1'],
      },
    },
  };
}

describe('parsePreparedStudy', () => {
  it('reads a well-formed prepared.json into the same values', () => {
    const p = parsePreparedStudy(prepared(), 'prepared.json');
    expect(p.candidates['generic-q8']).toEqual({
      modelCachePath: '/cache/models/m.gguf',
      modelSha256: DIGEST,
      modelSizeBytes: 1234,
      build: 'generic',
      modelOrigin: { kind: 'fixture' },
    });
    expect(p.builds.kleidiai?.launcher).toEqual(['qemu-aarch64', '-cpu', 'neoverse-n1']);
    expect(p.builds.generic).not.toHaveProperty('launcher');
    expect(p.run_attempt).toBe(1);
  });

  it.each([
    [
      'a string size',
      (d: Record<string, any>) => (d.candidates['generic-q8'].modelSizeBytes = '1234'),
      '/candidates/generic-q8/modelSizeBytes',
    ],
    ['a short digest', (d: Record<string, any>) => (d.spec_sha256 = 'abc'), '/spec_sha256'],
    [
      'a launcher with a number',
      (d: Record<string, any>) => (d.builds.kleidiai.launcher = ['qemu', 3]),
      '/builds/kleidiai/launcher/1',
    ],
    ['an unknown key', (d: Record<string, any>) => (d.builds.generic.extra = 1), 'extra'],
    ['a missing build map', (d: Record<string, any>) => delete d.builds, 'builds'],
  ])('names the field when it holds %s', (_name, mutate, where) => {
    const d = prepared();
    mutate(d);
    expect(() => parsePreparedStudy(d, 'work/prepared.json')).toThrow(/work\/prepared\.json/);
    expect(() => parsePreparedStudy(d, 'work/prepared.json')).toThrow(where);
  });
});
