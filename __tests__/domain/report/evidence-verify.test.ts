import { readFileSync } from 'node:fs';
import { buildEvidenceExport, serializeEvidenceExport } from '../../../src/domain/report/evidence-export.js';
import {
  decimalsForUnit,
  estimatorRule,
  roundForUnit,
  verifyEvidence,
} from '../../../src/domain/report/evidence-verify.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import type { JsonValue } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import { SEED_EVIDENCE_PATH, SEED_STUDY_BYTES, type Loose } from '../../kits/seed-study.js';

const EXPORT_TEXT = serializeEvidenceExport(
  buildEvidenceExport(parseJson(decodeUtf8Strict(SEED_STUDY_BYTES)), {
    studySha256: sha256Hex(SEED_STUDY_BYTES),
    version: 'v0.0.0-test',
    historical: true,
  }),
);
const SOURCE = [{ name: 'capacity-study.json', bytes: SEED_STUDY_BYTES }];

/** A mutated copy of the export (plain JSON is enough: every value the checks read is a plain number). */
function tampered(mutate: (doc: Loose) => void): JsonValue {
  const doc = JSON.parse(EXPORT_TEXT);
  mutate(doc);
  return parseJson(JSON.stringify(doc));
}

function metric(doc: Loose, id: string): Loose {
  return doc.metrics.find((m: Loose) => m.id === id);
}

describe('verifyEvidence against the seed study', () => {
  test('the untouched export verifies', () => {
    const r = verifyEvidence(parseJson(EXPORT_TEXT), SOURCE);
    expect(r).toEqual({ ok: true, problems: [], metricsChecked: 12, metricsWithSource: 12 });
  });

  test('a changed value is named with the pointed value and its rounding', () => {
    const r = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_e2e_p95').value = 3056.9)),
      SOURCE,
    );
    expect(r.ok).toBe(false);
    expect(r.problems).toContain(
      'metric q8-generic_e2e_p95: value 3056.9 != round(3056.7904074999888, 1) = 3056.8',
    );
    // The same change also breaks reproduction from raw_values.
    expect(r.problems).toContain(
      'metric q8-generic_e2e_p95: value 3056.9 != round(median(raw_values) = 3056.7904074999888, 1) = 3056.8',
    );
    expect(r.problems.every((p) => p.startsWith('metric q8-generic_e2e_p95: '))).toBe(true);
  });

  test('a changed pointer is detected: to a different number, and to nowhere', () => {
    const moved = verifyEvidence(
      tampered(
        (d) =>
          (metric(d, 'q4-kleidiai-tuned_generation_rate').source_pointer =
            '/cells/16/summary/generated_tokens_per_second_median'),
      ),
      SOURCE,
    );
    expect(moved.ok).toBe(false);
    expect(moved.problems.join('\n')).toMatch(
      /^metric q4-kleidiai-tuned_generation_rate: value 90\.67 != round\(/m,
    );
    const missing = verifyEvidence(
      tampered(
        (d) =>
          (metric(d, 'q8-generic_peak_rss').source_pointer = '/cells/99/summary/server_peak_rss_mib_max'),
      ),
      SOURCE,
    );
    expect(missing.problems).toEqual([
      'metric q8-generic_peak_rss: source_pointer /cells/99/summary/server_peak_rss_mib_max does not resolve in capacity-study.json',
    ]);
    const container = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_peak_rss').source_pointer = '/cells/8')),
      SOURCE,
    );
    expect(container.problems).toEqual([
      'metric q8-generic_peak_rss: source_pointer /cells/8 resolves to an object, expected a number',
    ]);
  });

  test('one changed byte of the source fails every metric by name', () => {
    const bytes = Buffer.from(SEED_STUDY_BYTES);
    const at = bytes.indexOf('bounded fixed-concurrency');
    bytes[at] = 'B'.charCodeAt(0);
    const r = verifyEvidence(parseJson(EXPORT_TEXT), [{ name: 'edited.json', bytes }]);
    expect(r.ok).toBe(false);
    const ids = JSON.parse(EXPORT_TEXT).metrics.map((m: Loose) => m.id);
    for (const id of ids) {
      expect(
        r.problems.some((p) =>
          p.startsWith(`metric ${id}: no source file matches source_sha256 ${sha256Hex(SEED_STUDY_BYTES)}`),
        ),
      ).toBe(true);
    }
    expect(r.problems).toContain(
      `source edited.json: sha256 ${sha256Hex(bytes)} matches no evidence_sources entry`,
    );
  });

  test('raw_values, samples and structure are checked per metric', () => {
    const raw = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_peak_rss').raw_values[0] = 3500)),
      SOURCE,
    );
    expect(raw.problems).toEqual([
      'metric q8-generic_peak_rss: value 3448.1 != round(max(raw_values) = 3500, 1) = 3500.0',
      'metric q8-generic_peak_rss: raw_values give max 3500 but /cells/8/summary/server_peak_rss_mib_max holds 3448.0703125',
    ]);
    const samples = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_ttft_p95').samples = 3)),
      SOURCE,
    );
    expect(samples.problems).toEqual(['metric q8-generic_ttft_p95: samples 3 != raw_values length 2']);
    const outcomes = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_quality_passed').raw_values[0] = 2)),
      SOURCE,
    );
    expect(outcomes.problems).toEqual([
      'metric q8-generic_quality_passed: count raw_values must be 0/1 outcomes',
    ]);
    const flipped = verifyEvidence(
      tampered((d) => {
        const m = metric(d, 'q8-generic_quality_passed');
        m.raw_values[m.raw_values.indexOf(1)] = 0;
      }),
      SOURCE,
    );
    expect(flipped.problems).toEqual([
      'metric q8-generic_quality_passed: value 21 != round(count(raw_values) = 20, 0) = 20',
      'metric q8-generic_quality_passed: raw_values give count 20 but /quality_checks/2/passed holds 21',
    ]);
    const dup = verifyEvidence(
      tampered((d) => (d.metrics[1].id = d.metrics[0].id)),
      SOURCE,
    );
    expect(dup.problems).toContain('metric q8-generic_generation_rate: duplicate id');
    const unit = verifyEvidence(
      tampered((d) => (metric(d, 'q8-generic_e2e_p95').unit = 'seconds')),
      SOURCE,
    );
    expect(unit.problems[0]).toBe('metric q8-generic_e2e_p95: unit "seconds" has no declared rounding');
    const key = verifyEvidence(
      tampered((d) => delete metric(d, 'q8-generic_e2e_p95').caveats),
      SOURCE,
    );
    expect(key.problems).toContain('metric q8-generic_e2e_p95: missing key caveats');
    const sha = verifyEvidence(
      tampered((d) => (d.evidence_sources[0].sha256 = 'f'.repeat(64))),
      SOURCE,
    );
    expect(sha.problems.some((p) => p.includes('is not listed in evidence_sources'))).toBe(true);
  });

  test('a missing source is a failure unless sources are optional', () => {
    const required = verifyEvidence(parseJson(EXPORT_TEXT), []);
    expect(required.ok).toBe(false);
    expect(required.problems[0]).toMatch(
      /^metric q8-generic_generation_rate: no source file matches source_sha256 [0-9a-f]{64} \(source capacity-study; no source files given\)$/,
    );
    const optional = verifyEvidence(parseJson(EXPORT_TEXT), [], { requireSources: false });
    expect(optional).toEqual({ ok: true, problems: [], metricsChecked: 12, metricsWithSource: 0 });
  });
});

describe('the seed evidence-metrics file', () => {
  const seed = (): Loose => JSON.parse(readFileSync(SEED_EVIDENCE_PATH, 'utf8'));

  test('its raw_values reproduce every value (its sources are not available)', () => {
    const r = verifyEvidence(parseJson(readFileSync(SEED_EVIDENCE_PATH, 'utf8')), [], {
      requireSources: false,
    });
    expect(r.problems).toEqual([]);
    expect(r.metricsChecked).toBe(20);
  });

  test('a changed median, range end or single observation is detected', () => {
    const median = seed();
    median.metrics[0].value = 42.624;
    expect(verifyEvidence(parseJson(JSON.stringify(median)), [], { requireSources: false }).problems).toEqual(
      ['metric ttft_cold_64k: value 42.624 != round(median(raw_values) = 42.62296821997734, 3) = 42.623'],
    );
    const range = seed();
    range.metrics[6].value = [33.21, 34.29];
    expect(verifyEvidence(parseJson(JSON.stringify(range)), [], { requireSources: false }).problems).toEqual([
      'metric generation_prose: value [33.21, 34.29] != round(range(raw_values) = [33.21436540015559, 34.28399470928687], 2) = [33.21, 34.28]',
    ]);
    const single = seed();
    single.metrics[14].value = 80.13;
    expect(verifyEvidence(parseJson(JSON.stringify(single)), [], { requireSources: false }).problems).toEqual(
      [
        'metric work_c3_first: value 80.13 != round(single observation(raw_values) = 80.12222222222222, 2) = 80.12',
      ],
    );
  });
});

describe('rules', () => {
  test('units declare their decimals; ties round half to even like Python', () => {
    expect(decimalsForUnit('s')).toBe(3);
    expect(decimalsForUnit('tok/s')).toBe(2);
    expect(decimalsForUnit('ms')).toBe(1);
    expect(decimalsForUnit('MiB')).toBe(1);
    expect(decimalsForUnit('%')).toBe(1);
    expect(decimalsForUnit('passed / 24')).toBe(0);
    expect(decimalsForUnit('passed / 0')).toBeUndefined();
    expect(decimalsForUnit('furlongs')).toBeUndefined();
    expect(roundForUnit('MiB', 3448.25)).toBe(3448.2);
    expect(roundForUnit('tok/s', 0.125)).toBe(0.12);
    expect(roundForUnit('ms', 3056.7904074999888)).toBe(3056.8);
    expect(() => roundForUnit('furlongs', 1)).toThrow('no declared rounding');
  });

  test('estimators are recognised from their leading words', () => {
    expect(estimatorRule('median of 2 mirrored pass rates', 2)!.apply([1, 4])).toBe(2.5);
    expect(estimatorRule('maximum of 2 server-process peaks', 2)!.apply([1, 4])).toBe(4);
    expect(estimatorRule('range across task rates', 3)!.apply([3, 1, 2])).toEqual([1, 3]);
    expect(
      estimatorRule('relative change of medians vs own P1/C1 cell', 2)!.apply([
        84.93862051367972, 35.10049155023836,
      ]),
    ).toBe(141.98698298030794);
    expect(estimatorRule('count of matched cases', 3)!.apply([1, 0, 1])).toBe(2);
    expect(estimatorRule('arithmetic mean of 8 category wave rates', 2)!.apply([1, 2])).toBe(1.5);
    expect(estimatorRule('accepted backend tokens / fixed 180-second window', 1)!.apply([7])).toBe(7);
    expect(estimatorRule('accepted backend tokens / fixed 180-second window', 2)).toBeNull();
  });
});
