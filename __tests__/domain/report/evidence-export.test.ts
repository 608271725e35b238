import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  buildEvidenceExport,
  serializeEvidenceExport,
  type EvidenceDocument,
} from '../../../src/domain/report/evidence-export.js';
import { readStudyView } from '../../../src/domain/study/study-model.js';
import { verifyEvidence } from '../../../src/domain/report/evidence-verify.js';
import { pyFixed } from '../../../src/domain/core/format.js';
import { sha256Hex } from '../../../src/domain/core/hashing.js';
import { resolvePointer, toPlain, type JsonValue } from '../../../src/domain/core/json.js';
import { decodeUtf8Strict, parseJson } from '../../../src/domain/core/json-reader.js';
import {
  restrictLevels,
  SEED_EVIDENCE_PATH,
  SEED_RECEIPT_PATH,
  SEED_STUDY_BYTES,
  seedStudy,
  studyBytes,
  type Loose,
} from '../../kits/seed-study.js';

const schema = JSON.parse(
  readFileSync(join(process.cwd(), 'schemas', 'evidence-metrics.schema.json'), 'utf8'),
);
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile(schema);

function exportOf(bytes: Uint8Array, historical = true): { doc: EvidenceDocument; text: string } {
  const doc = buildEvidenceExport(parseJson(decodeUtf8Strict(bytes)), {
    studySha256: sha256Hex(bytes),
    version: 'v9.9.9-test',
    historical,
  });
  return { doc, text: serializeEvidenceExport(doc) };
}

const seedExport = exportOf(SEED_STUDY_BYTES);
const METRIC_KEYS = [
  'id',
  'label',
  'value',
  'unit',
  'estimator',
  'samples',
  'cohort',
  'cache_state',
  'timing_boundary',
  'concurrency',
  'active_cap',
  'conditions',
  'source_sha256',
  'source_pointer',
  'raw_values',
  'caveats',
];

describe('export of the seed study', () => {
  test('validates against the schema and verifies against the study bytes', () => {
    const parsed = JSON.parse(seedExport.text);
    expect(validate(parsed)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const result = verifyEvidence(parseJson(seedExport.text), [
      { name: 'capacity-study.json', bytes: SEED_STUDY_BYTES },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.metricsWithSource).toBe(parsed.metrics.length);
  });

  test('keeps the §1.4 key order, 2-space indent and one trailing newline', () => {
    const parsed = JSON.parse(seedExport.text);
    expect(Object.keys(parsed)).toEqual([
      'schema_version',
      'version',
      'historical',
      'evidence_sources',
      'metrics',
      'limitations',
    ]);
    expect(Object.keys(parsed.evidence_sources[0])).toEqual(['id', 'sha256', 'description']);
    for (const m of parsed.metrics) expect(Object.keys(m)).toEqual(METRIC_KEYS);
    expect(seedExport.text.endsWith('}\n')).toBe(true);
    expect(seedExport.text.endsWith('\n\n')).toBe(false);
    expect(seedExport.text.split('\n')[1]).toBe('  "schema_version": 1,');
    expect(parsed.version).toBe('v9.9.9-test');
    expect(parsed.historical).toBe(true);
    expect(exportOf(SEED_STUDY_BYTES, false).doc.historical).toBe(false);
  });

  test('the study source is named by the sha256 of its exact bytes and its run', () => {
    const parsed = JSON.parse(seedExport.text);
    expect(parsed.evidence_sources).toEqual([
      {
        id: 'capacity-study',
        sha256: sha256Hex(SEED_STUDY_BYTES),
        description: `capacity-study.json from run ${(seedStudy() as Loose).provenance.source.run_id} attempt 1`,
      },
    ]);
    for (const m of parsed.metrics) expect(m.source_sha256).toBe(sha256Hex(SEED_STUDY_BYTES));
  });

  test('six metrics per candidate whose values equal the receipt numbers of the selected point', () => {
    const receipt = readFileSync(SEED_RECEIPT_PATH, 'utf8');
    const study = seedStudy() as Loose;
    const parsed = JSON.parse(seedExport.text);
    for (const candidate of study.plan.candidates) {
      const ids = parsed.metrics
        .filter((m: Loose) => m.id.startsWith(`${candidate.id}_`))
        .map((m: Loose) => m.id);
      expect(ids).toEqual([
        `${candidate.id}_generation_rate`,
        `${candidate.id}_ttft_p95`,
        `${candidate.id}_e2e_p95`,
        `${candidate.id}_peak_rss`,
        `${candidate.id}_generation_gain_vs_p1c1`,
        `${candidate.id}_quality_passed`,
      ]);
      const get = (suffix: string): Loose =>
        parsed.metrics.find((m: Loose) => m.id === `${candidate.id}_${suffix}`);
      // The receipt's selected row carries the rate and the gain with the same rounding.
      const row = receipt.split('\n').find((l) => l.startsWith(`| ${candidate.label} |`))!;
      const [, , sel, rate, gain] = row.split(' | ');
      expect(`${pyFixed(get('generation_rate').value, 2)} tok/s`).toBe(rate);
      expect(`+${pyFixed(get('generation_gain_vs_p1c1').value, 1)}%`).toBe(gain.replace(/ \|$/, ''));
      const [p, c] = sel.match(/\d+/g)!.map(Number);
      expect(get('generation_rate').active_cap).toBe(p);
      expect(get('generation_rate').concurrency).toBe(c);
      expect(get('generation_rate').cohort).toBe(`capacity-${candidate.id}-p${p}-c${c}`);
      // The envelope grid cell of the selected point shows the E2E and TTFT values.
      const section = receipt.slice(receipt.indexOf(`## Capacity envelope — ${candidate.label}`));
      const gridRow = section.split('\n').find((l) => l.startsWith(`| P${p} |`))!;
      const cellText = gridRow.split(' | ')[1 + study.plan.client_concurrency_levels.indexOf(c)];
      expect(cellText).toContain(`E2E p95 ${pyFixed(get('e2e_p95').value, 1)} ms`);
      expect(cellText).toContain(`TTFT p95 ${pyFixed(get('ttft_p95').value, 1)} ms`);
      expect(section).toContain(`| Peak server RSS | ${pyFixed(get('peak_rss').value, 1)} MiB /`);
      const quality = study.quality_checks.find(
        (q: Loose) => q.candidate_id === candidate.id && q.server_parallel === p,
      );
      expect(get('quality_passed').value).toBe(quality.passed);
      expect(get('quality_passed').unit).toBe(`passed / ${quality.total}`);
      expect(get('quality_passed').raw_values.reduce((a: number, b: number) => a + b, 0)).toBe(
        quality.passed,
      );
    }
  });

  test('every pointer resolves to the unrounded value the metric was rounded from', () => {
    const study = parseJson(decodeUtf8Strict(SEED_STUDY_BYTES));
    const parsed = JSON.parse(seedExport.text);
    const decimals: Record<string, number> = { 'tok/s': 2, ms: 1, MiB: 1, '%': 1 };
    for (const m of parsed.metrics) {
      const pointed = toPlain(resolvePointer(study, m.source_pointer) as JsonValue) as number;
      expect(typeof pointed).toBe('number');
      const d = m.unit.startsWith('passed / ') ? 0 : decimals[m.unit];
      expect(m.value).toBe(Number(pyFixed(pointed, d)));
      expect(m.samples).toBe(m.raw_values.length);
    }
  });

  test('p95 caveat, conditions and warmups are derived from the load contract', () => {
    const study = seedStudy() as Loose;
    study.load_contract.methodology.measured_requests_per_level = 40;
    study.load_contract.methodology.output_tokens = 128;
    study.load_contract.methodology.warmup_requests_per_level = 2;
    study.load_contract.methodology.concurrency_levels = [1, 2, 4, 8];
    const { doc } = exportOf(studyBytes(study));
    const m = doc.metrics[1];
    expect(m.conditions).toContain('40 measured requests of 128 output tokens');
    expect(m.cache_state).toContain('2 warmups per client level');
    expect(m.estimator).toContain('(n=40)');
    expect(m.caveats[0]).toContain('Nearest-rank p95 over 40 requests');
    expect(doc.metrics[3].timing_boundary).toContain('1/2/4/8-client sweep');
    expect(doc.limitations.join(' ')).toContain('(1, 2, 4 and 8 clients)');
    expect(doc.limitations.join(' ')).not.toContain('Eight measured requests');
    const seedDoc = seedExport.doc;
    expect(seedDoc.metrics[1].conditions).toContain('8 measured requests of 64 output tokens');
    expect(seedDoc.metrics[1].caveats).toEqual(['Observed p95 of 8 requests equals the per-pass maximum.']);
    expect(seedDoc.limitations).toContain(
      'Eight measured requests per level make p95 an observed maximum, not a stable tail estimate.',
    );
  });

  test('limitations carry the boundary caveat sentences and the gate outcomes', () => {
    const study = seedStudy() as Loose;
    const text = seedExport.doc.limitations.join(' ');
    expect(text.startsWith(study.boundary_caveat)).toBe(true);
    for (const candidate of study.plan.candidates) {
      const cells = study.cells.filter((c: Loose) => c.candidate_id === candidate.id);
      const passing = cells.filter((c: Loose) => c.summary.capacity_gate_met).length;
      expect(text).toContain(
        `${candidate.label}: ${passing} of ${cells.length} observed points passed every predeclared gate`,
      );
    }
  });
});

describe('generalized plans', () => {
  test('cells are found by search: shuffled cells give the same values with different pointers', () => {
    const study = seedStudy() as Loose;
    study.cells.reverse();
    const bytes = studyBytes(study);
    const { doc, text } = exportOf(bytes);
    const q8Rate = doc.metrics.find((m) => m.id === 'q8-generic_generation_rate')!;
    expect(q8Rate.source_pointer).toBe('/cells/9/summary/generated_tokens_per_second_median');
    const seedQ8 = seedExport.doc.metrics.find((m) => m.id === 'q8-generic_generation_rate')!;
    expect(seedQ8.source_pointer).toBe('/cells/8/summary/generated_tokens_per_second_median');
    expect(toPlain(q8Rate.value)).toBe(toPlain(seedQ8.value));
    expect(verifyEvidence(parseJson(text), [{ name: 'shuffled.json', bytes }]).problems).toEqual([]);
  });

  test('a plan with fewer levels exports valid, verifiable metrics', () => {
    const study = restrictLevels(seedStudy(), [2, 4], [2, 4]);
    const bytes = studyBytes(study);
    const { doc, text } = exportOf(bytes);
    expect(readStudyView(study).cells).toHaveLength(8);
    const q4 = doc.metrics.find((m) => m.id === 'q4-kleidiai-tuned_e2e_p95')!;
    // q8 has 4 cells (0..3); q4's P4/C4 is its last, so index 7 — not 9k+3a+b = 17.
    expect(q4.source_pointer).toBe('/cells/7/summary/e2e_latency_ms_p95_median');
    expect(validate(JSON.parse(text))).toBe(true);
    expect(verifyEvidence(parseJson(text), [{ name: 'small.json', bytes }]).problems).toEqual([]);
  });

  test('a candidate without an eligible point gets no metrics and is named in the limitations', () => {
    const study = seedStudy() as Loose;
    const sel = study.selections.find((s: Loose) => s.candidate_id === 'q4-kleidiai-tuned');
    sel.selected_cell = null;
    sel.comparison_to_reference_percent = null;
    sel.eligible_cell_count = 0;
    const bytes = studyBytes(study);
    const { doc, text } = exportOf(bytes);
    expect(doc.metrics.map((m) => m.id).filter((id) => id.startsWith('q4-'))).toEqual([]);
    expect(doc.metrics).toHaveLength(6);
    expect(doc.limitations).toContain(
      'No observed point cleared every predeclared gate for Q4 with KleidiAI and 512-token micro-batch, so no selected-point metrics are exported for it.',
    );
    expect(validate(JSON.parse(text))).toBe(true);
    expect(verifyEvidence(parseJson(text), [{ name: 'no-q4.json', bytes }]).ok).toBe(true);
  });

  test('bad input names the field it could not read', () => {
    const study = seedStudy() as Loose;
    delete study.cells[8].summary.ttft_ms_p95_median;
    expect(() => exportOf(studyBytes(study))).toThrow(
      'capacity-study.json: /cells/8/summary/ttft_ms_p95_median: expected a number',
    );
    const dup = seedStudy() as Loose;
    dup.cells.push(dup.cells[8]);
    expect(() => exportOf(studyBytes(dup))).toThrow(
      'expected exactly one cell for q8-generic P4 / C4, found 2',
    );
    expect(() =>
      buildEvidenceExport(seedStudy(), { studySha256: 'abc', version: 'v1', historical: false }),
    ).toThrow('studySha256 must be 64 lowercase hex digits');
  });
});

describe('schema', () => {
  test('the seed evidence-metrics file validates', () => {
    const seed = JSON.parse(readFileSync(SEED_EVIDENCE_PATH, 'utf8'));
    expect(validate(seed)).toBe(true);
    expect(schema.$id).toBe('https://paretopilot.dev/schemas/evidence-metrics-1.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  test.each([
    ['a missing metric key', (d: Loose) => delete d.metrics[0].caveats],
    ['an unknown metric key', (d: Loose) => (d.metrics[0].extra = 1)],
    ['a string schema_version', (d: Loose) => (d.schema_version = '1')],
    ['a short sha256', (d: Loose) => (d.evidence_sources[0].sha256 = 'abc')],
    ['a three-element range', (d: Loose) => (d.metrics[6].value = [1, 2, 3])],
    ['a pointer without a leading slash', (d: Loose) => (d.metrics[0].source_pointer = 'cells/0')],
    ['a bad pointer escape', (d: Loose) => (d.metrics[0].source_pointer = '/a~2b')],
    ['fractional samples', (d: Loose) => (d.metrics[0].samples = 2.5)],
    ['string raw values', (d: Loose) => (d.metrics[0].raw_values = ['1'])],
    ['an empty limitation', (d: Loose) => d.limitations.push('  ')],
  ])('rejects %s', (_name, mutate) => {
    const doc = JSON.parse(readFileSync(SEED_EVIDENCE_PATH, 'utf8'));
    expect(validate(doc)).toBe(true);
    mutate(doc);
    expect(validate(doc)).toBe(false);
  });
});
