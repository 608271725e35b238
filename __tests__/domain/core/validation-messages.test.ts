// Error messages (file, JSON pointer, expectation) of schema and domain validation for documents
// mutated deep inside: the pointers are built lazily and the integer-token check is generated
// inline, and both must report exactly what the straightforward implementation reported.
import { readFileSync } from 'node:fs';
import { JsonFloat, type JsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { validateLoadEvaluation } from '../../../src/domain/measurement/load-evaluation.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { validateDocument, type SchemaKind } from '../../../src/domain/core/schema-validation.js';
import { validateStudy } from '../../../src/domain/study/validate.js';
import { SEED_BUNDLE_DIR } from '../../kits/fixture-paths.js';

const SEED = SEED_BUNDLE_DIR;
const read = (rel: string) => readFileSync(`${SEED}/${rel}`, 'utf8');
const LOAD = read('runs/forward/q4-kleidiai-tuned/p1/load-evaluation.json');
const STUDY = read('capacity-study.json');
const PLAN = read('capacity-plan.json');
const loadPlan = parseLoadPlan(parseJson(read('load-plan.json')));
const F = (x: number) => new JsonFloat(x);
type Doc = Record<string, any>;

function errorOf(f: () => void): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
}

const firstLabel = (v: Doc) => Object.keys(v.source_artifacts.load_evaluations)[0];

describe('schema validation: integer tokens', () => {
  test.each<[string, SchemaKind, string, (v: Doc) => void, string]>([
    [
      'integral float deep in a sample',
      'load-evaluation',
      LOAD,
      (v) => (v.rows[0].samples[3].index = F(4)),
      'SchemaError: f: /rows/0/samples/3/index: must be an integer written without a fraction or exponent',
    ],
    [
      'fraction, then a string where an integer belongs',
      'load-evaluation',
      LOAD,
      (v) => {
        v.rows[0].samples[3].index = F(4.5);
        v.rows[1].concurrency = '2';
      },
      'SchemaError: f: /rows/0/samples/3/index: must be integer; /rows/1/concurrency: must be number',
    ],
    [
      'integer-or-null given a float token',
      'load-evaluation',
      LOAD,
      (v) => (v.highest_slo_concurrency = F(2)),
      'SchemaError: f: /highest_slo_concurrency: must be an integer written without a fraction or exponent',
    ],
    [
      'integer-or-null given a fraction',
      'load-evaluation',
      LOAD,
      (v) => (v.highest_slo_concurrency = 2.5),
      'SchemaError: f: /highest_slo_concurrency: must be integer',
    ],
    [
      'integer-or-null given a string',
      'load-evaluation',
      LOAD,
      (v) => (v.highest_slo_concurrency = 'x'),
      'SchemaError: f: /highest_slo_concurrency: must be number,null',
    ],
    [
      'integer beyond double range',
      'load-evaluation',
      LOAD,
      (v) => (v.rows[0].samples[0].generated_tokens = 10n ** 400n),
      'SchemaError: f: /rows/0/samples/0/generated_tokens: must be integer; /rows/0/samples/0/generated_tokens: must be number',
    ],
    [
      'several in one row',
      'load-evaluation',
      LOAD,
      (v) => {
        v.rows[2].samples[5].prompt_index = F(1);
        v.rows[2].samples[6].prompt_index = -1;
        v.rows[2].samples[7].prompt_index = F(0.5);
      },
      'SchemaError: f: /rows/2/samples/5/prompt_index: must be an integer written without a fraction or exponent; /rows/2/samples/6/prompt_index: must be >= 1; /rows/2/samples/7/prompt_index: must be integer; /rows/2/samples/7/prompt_index: must be >= 1',
    ],
    [
      'embedded in a study (escaped label)',
      'capacity-study',
      STUDY,
      (v) => (v.source_artifacts.load_evaluations[firstLabel(v)].evaluation.rows[0].samples[1].index = F(2)),
      'SchemaError: f: /source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1/evaluation/rows/0/samples/1/index: must be an integer written without a fraction or exponent',
    ],
    [
      'plan and provenance of a study',
      'capacity-study',
      STUDY,
      (v) => {
        v.plan.per_slot_context_tokens = F(4096);
        v.provenance.source.run_attempt = F(1);
      },
      'SchemaError: f: /plan/per_slot_context_tokens: must be an integer written without a fraction or exponent; /provenance/source/run_attempt: must be an integer written without a fraction or exponent',
    ],
    ['unchanged plan', 'capacity-plan', PLAN, () => undefined, 'ok'],
  ])('%s', (_name, kind, text, mutate, expected) => {
    const v = parseJson(text) as Doc;
    mutate(v);
    expect(errorOf(() => validateDocument(kind, v as JsonValue, 'f'))).toBe(expected);
  });
});

describe('load evaluation validation: pointers deep in rows and samples', () => {
  test.each<[string, (v: Doc) => void, string]>([
    ['unchanged', () => undefined, 'ok'],
    [
      'index',
      (v) => (v.rows[1].samples[5].index = 7),
      'InputError: le.json: /rows/1/samples/5/index: index must be 6 (sequential)',
    ],
    [
      'ttft above e2e',
      (v) => (v.rows[1].samples[5].ttft_ms = F(v.rows[1].samples[5].e2e_latency_ms.value + 1)),
      'InputError: le.json: /rows/1/samples/5/ttft_ms: ttft_ms must not exceed e2e_latency_ms',
    ],
    [
      'unknown key with pointer characters',
      (v) => (v.rows[0].samples[2]['a/b~c'] = 1),
      'InputError: le.json: /rows/0/samples/2: unknown fields: a/b~c',
    ],
    [
      'missing key',
      (v) => delete v.rows[0].samples[2].error,
      'InputError: le.json: /rows/0/samples/2: missing fields: error',
    ],
    [
      'partial extras',
      (v) => (v.rows[0].samples[2].tpot_ms = null),
      'InputError: le.json: /rows/0/samples/2: missing fields: content_event_count, itl_ms_p50, itl_ms_p95',
    ],
    [
      'row statistic',
      (v) => (v.rows[0].wall_time_seconds = F(1)),
      'InputError: le.json: /rows/0/wall_time_seconds: wall_time_seconds is 1.0 but recomputing from the samples gives 15.777018262999945',
    ],
    [
      'sample not an object',
      (v) => (v.rows[0].samples[1] = 5),
      'InputError: le.json: /rows/0/samples/1: must be an object',
    ],
    [
      'string number',
      (v) => (v.rows[0].samples[1].e2e_latency_ms = '5'),
      'InputError: le.json: /rows/0/samples/1/e2e_latency_ms: must be a finite number',
    ],
    [
      'big integer',
      (v) => (v.rows[0].samples[1].generated_tokens = 10n ** 30n),
      'InputError: le.json: /rows/0/samples/1/generated_tokens: must be an integer from 0 to 64',
    ],
    [
      'float token integer',
      (v) => (v.rows[0].samples[1].generated_tokens = F(64)),
      'InputError: le.json: /rows/0/samples/1/generated_tokens: must be an integer',
    ],
    [
      'below minimum',
      (v) => (v.rows[0].samples[1].started_at_seconds = F(-1)),
      'InputError: le.json: /rows/0/samples/1/started_at_seconds: must be at least 0',
    ],
    [
      'not above exclusive minimum',
      (v) => (v.rows[0].samples[1].e2e_latency_ms = F(0)),
      'InputError: le.json: /rows/0/samples/1/e2e_latency_ms: must be greater than 0',
    ],
    [
      'binding key',
      (v) => (v.evidence_binding.extra = 1),
      'InputError: le.json: /evidence_binding: unknown fields: extra',
    ],
    [
      'extras recomputed',
      (v) => {
        for (const r of v.rows)
          for (const s of r.samples)
            Object.assign(s, { tpot_ms: F(1.5), itl_ms_p50: F(1), itl_ms_p95: F(2), content_event_count: 3 });
      },
      'InputError: le.json: /rows/0: missing field tpot_ms_p50',
    ],
  ])('%s', (_name, mutate, expected) => {
    const v = parseJson(LOAD) as Doc;
    mutate(v);
    expect(errorOf(() => validateLoadEvaluation(v as JsonObject, loadPlan, 'le.json'))).toBe(expected);
  });
});

describe('study validation by re-derivation', () => {
  test.each<[string, (v: Doc) => void, string]>([
    ['unchanged', () => undefined, 'ok'],
    [
      'embedded sample',
      (v) => {
        const s = v.source_artifacts.load_evaluations[firstLabel(v)].evaluation.rows[0].samples[1];
        s.e2e_latency_ms = F(s.e2e_latency_ms.value * 2);
      },
      'InputError: study does not validate: capacity-study.json#/source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1/evaluation: /rows/0/samples/1/e2e_latency_ms: e2e_latency_ms does not match finished_at_seconds − started_at_seconds',
    ],
    [
      'embedded row statistic',
      (v) =>
        (v.source_artifacts.load_evaluations[firstLabel(v)].evaluation.rows[0].generated_tokens_per_second =
          F(1)),
      'InputError: study does not validate: capacity-study.json#/source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1/evaluation: /rows/0/generated_tokens_per_second: generated_tokens_per_second is 1.0 but recomputing from the samples gives 32.45226642100907',
    ],
    [
      'embedded key the schema forbids',
      (v) => (v.source_artifacts.load_evaluations[firstLabel(v)].evaluation.rows[0].samples[1].zz = 1),
      'InputError: study does not validate: capacity-study.json: /source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1/evaluation/rows/0/samples/1/zz: is not an allowed key',
    ],
    [
      'missing embedded evaluation',
      (v) => delete v.source_artifacts.load_evaluations[firstLabel(v)],
      'InputError: study does not validate: capacity-study.json: /source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1: missing embedded load evaluation forward/q4-kleidiai-tuned/p1',
    ],
    [
      'missing fingerprint',
      (v) => delete v.input_fingerprints.rss_artifacts[firstLabel(v)],
      'InputError: study does not validate: capacity-study.json: /input_fingerprints/rss_artifacts/forward~1q4-kleidiai-tuned~1p1: missing fingerprint for forward/q4-kleidiai-tuned/p1',
    ],
    [
      'quality wrapper',
      (v) =>
        (v.source_artifacts.quality_wrappers[
          Object.keys(v.source_artifacts.quality_wrappers)[0]
        ].wrapper.run_id = 'x'),
      'InputError: study does not validate: capacity-study.json#/source_artifacts/quality_wrappers/q4-kleidiai-tuned~1p1/wrapper: /run_id: run_id x does not match the manifest source.run_id 30144901854',
    ],
    [
      'content hash',
      (v) => (v.source_artifacts.load_evaluations[firstLabel(v)].content_sha256 = '0'.repeat(64)),
      'VerificationMismatch: capacity-study.json: 1 stored value(s) differ from the recomputation:\n  /source_artifacts/load_evaluations/forward~1q4-kleidiai-tuned~1p1/content_sha256: stored "0000000000000000000000000000000000000000000000000000000000000000", recomputed "368260c1a115cf02d0f623c57ab91cb405ce9ced459573471c107bcbb807b2e5"',
    ],
  ])('%s', (_name, mutate, expected) => {
    const v = parseJson(STUDY) as Doc;
    mutate(v);
    expect(errorOf(() => validateStudy(v as JsonValue))).toBe(expected);
  });
});
