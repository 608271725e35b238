// A fleet runner's machine facts, read from the study's embedded manifest (provenance).
import { readFileSync } from 'node:fs';
import { float, toPlain, type JsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { machineFacts } from '../../../src/domain/fleet/machine-facts.js';

const seed = () =>
  parseJson(readFileSync('__tests__/fixtures/reference/capacity-study.seed.json', 'utf8')) as JsonObject;

test('the seed study names its runner and run; host evidence it lacks is null', () => {
  expect(toPlain(machineFacts(seed()))).toEqual({
    os: 'Ubuntu 24.04',
    architecture: 'arm64',
    cpu: 'Neoverse-N2',
    cpu_count: 4,
    available_parallelism: null,
    memory_total_mib: null,
    runner_image: null,
    run_id: '30144901854',
    run_attempt: 1,
    generated_at_utc: '2026-07-25T05:05:40Z',
  });
});

const withHost = (host: JsonValue): JsonObject => ({ provenance: { host_evidence: host } });

test('host evidence gives memory in MiB as a float, parallelism and the runner image', () => {
  const facts = machineFacts(
    withHost({
      memory_total_bytes: 16 * 1048576 + 524288,
      available_parallelism: 8,
      runner_image: 'ubuntu-24.04-arm',
    }),
  );
  expect(facts.memory_total_mib).toEqual(float(16.5));
  expect(facts.available_parallelism).toBe(8);
  expect(facts.runner_image).toBe('ubuntu-24.04-arm');
});

test('a memory total read as a float or bigint is converted too', () => {
  expect(machineFacts(withHost({ memory_total_bytes: float(2097152) })).memory_total_mib).toEqual(float(2));
  expect(machineFacts(withHost({ memory_total_bytes: 1048576n })).memory_total_mib).toEqual(float(1));
});

test.each<[string, JsonObject]>([
  ['zero memory and parallelism', { memory_total_bytes: 0, available_parallelism: 0 }],
  ['negative values', { memory_total_bytes: -1, available_parallelism: -2 }],
  ['a fractional parallelism and text memory', { memory_total_bytes: '16 GiB', available_parallelism: 2.5 }],
  ['a blank runner image', { runner_image: '   ' }],
  ['a non-text runner image', { runner_image: 7 }],
])('%s give null rather than a made-up fact', (_what, host) => {
  const facts = machineFacts(withHost(host));
  expect(facts.memory_total_mib).toBeNull();
  expect(facts.available_parallelism).toBeNull();
  expect(facts.runner_image).toBeNull();
});

test('a study without provenance, or with provenance of the wrong type, gives all-null facts', () => {
  for (const study of [
    {},
    { provenance: 'x' },
    { provenance: { runner: [], source: null } },
  ] as JsonObject[]) {
    const facts = machineFacts(study);
    expect(Object.keys(facts)).toHaveLength(10);
    expect(Object.values(facts).every((v) => v === null)).toBe(true);
  }
});
