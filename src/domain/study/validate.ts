// Validating a serialized study (spec §10): rebuild the derivation inputs from the study itself,
// re-derive everything, and require exact equality with what is stored.
import type { ParsedFile } from '../core/json-input.js';
import { deriveStudy, type DerivationInputs, type RunEvidence } from './derive.js';
import { fail, InputError, VerificationMismatch } from '../core/errors.js';
import {
  escapePointerToken,
  isJsonObject,
  JsonFloat,
  type JsonObject,
  type JsonValue,
} from '../core/json.js';
import { canonicalJson } from '../core/json-writer.js';
import { Fields } from '../core/fields.js';
import { parseCapacityPlan, parseSlo } from '../plan/plan.js';
import type { LoadPlan } from '../plan/load-plan.js';
import { performanceRuns, qualityRuns } from '../plan/schedule.js';
import { validateDocument } from '../core/schema-validation.js';
import { STUDY_FILE } from '../bundle/bundle-layout.js';

function leafEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return typeof a !== 'number' || Number.isInteger(a) === Number.isInteger(b as number);
  if (a instanceof JsonFloat && b instanceof JsonFloat) return Object.is(a.value, b.value);
  return false;
}

/** Lists JSON pointers where two documents differ (numbers compared by value and lexical type). */
export function diffJson(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  pointer = '',
  out: string[] = [],
  limit = 200,
): string[] {
  if (out.length >= limit) return out;
  // The same parsed node on both sides (embedded sources are passed through): nothing can differ.
  if (a === b && a !== undefined) return out;
  if (a === undefined || b === undefined) {
    if (a !== b)
      out.push(`${pointer || '/'}: ${a === undefined ? 'missing in recomputed' : 'missing in stored'}`);
    return out;
  }
  const aObj = isJsonObject(a);
  const bObj = isJsonObject(b);
  if (aObj && bObj) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) diffJson(a[k], b[k], `${pointer}/${escapePointerToken(k)}`, out, limit);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      diffJson(a[i], b[i], `${pointer}/${i}`, out, limit);
    return out;
  }
  if (leafEqual(a, b)) return out;
  const ta = canonicalJson(a).trim();
  const tb = canonicalJson(b).trim();
  if (ta !== tb)
    out.push(
      `${pointer || '/'}: stored ${tb.length > 80 ? tb.slice(0, 77) + '...' : tb}, recomputed ${ta.length > 80 ? ta.slice(0, 77) + '...' : ta}`,
    );
  return out;
}

function loadPlanFromContract(contract: Fields): LoadPlan {
  contract.exactKeys(['load_plan_sha256', 'methodology', 'slo']);
  const m = contract.object('methodology');
  m.exactKeys([
    'concurrency_levels',
    'prompts',
    'output_tokens',
    'warmup_requests_per_level',
    'measured_requests_per_level',
    'prompt_schedule',
    'client_scheduler',
  ]);
  const prompts = m.objects('prompts').map((p) => {
    p.exactKeys(['index', 'text', 'sha256']);
    return p.string('text', 8192);
  });
  return {
    prompts,
    output_tokens: m.integer('output_tokens', 1, 4096),
    warmup_requests_per_level: m.integer('warmup_requests_per_level', 0, 32),
    measured_requests_per_level: m.integer('measured_requests_per_level', 1, 256),
    concurrency_levels: m.integers('concurrency_levels', 1, 1024),
    // Not part of the contract; bound only through the load plan hash.
    timeout_seconds: 1,
    slo: parseSlo(contract.object('slo')),
  };
}

/** Re-derives a study from its own content; returns the recomputed document. */
export function rederiveStudy(value: JsonValue, file: string = STUDY_FILE): JsonObject {
  validateDocument('capacity-study', value, file);
  const f = Fields.root(value, file);
  f.exactKeys(
    [
      'boundary_caveat',
      'canonical_outputs_modified',
      'cells',
      'classification',
      'input_fingerprints',
      'load_contract',
      'plan',
      'provenance',
      'quality_checks',
      'schema_version',
      'selections',
      'server_configurations',
      'source_artifacts',
      'synthetic',
    ],
    ['decision', 'early_stop', 'rate_envelope', 'rate_searches'],
  );
  const plan = parseCapacityPlan(f.raw('plan'), `${file}#/plan`);
  const fp = f.object('input_fingerprints');
  const contract = f.object('load_contract');
  const sa = f.object('source_artifacts');
  sa.exactKeys(['load_evaluations', 'quality_wrappers']);
  const loads = sa.object('load_evaluations');
  const wrappers = sa.object('quality_wrappers');
  const configs = f.objects('server_configurations');
  const mapOf = (key: string) => fp.object(key);

  const runs = new Map<string, RunEvidence>();
  for (const run of performanceRuns(plan)) {
    if (!loads.has(run.label))
      fail(`missing embedded load evaluation ${run.label}`, file, loads.at(run.label));
    const entry = loads.object(run.label);
    entry.exactKeys(['input_sha256', 'content_sha256', 'evaluation']);
    const config = configs.find((c) => c.obj.source_load_label === run.label);
    if (!config) fail(`missing server configuration for ${run.label}`, file, '/server_configurations');
    const rssMib = config.number('server_peak_rss_mib', 0, Number.MAX_VALUE, { exclusiveMin: true });
    const markers = config.integer('kleidiai_model_buffer_marker_count', 0, 1_000_000);
    const digestIn = (key: string) => {
      const m = mapOf(key);
      if (!m.has(run.label)) fail(`missing fingerprint for ${run.label}`, file, m.at(run.label));
      return m.digest(run.label);
    };
    runs.set(run.label, {
      load: {
        path: `${file}#${entry.at('evaluation')}`,
        sha256: entry.digest('input_sha256'),
        value: entry.raw('evaluation'),
      },
      rss: { mib: rssMib, sha256: digestIn('rss_artifacts'), path: `${file}#${config.pointer}` },
      log: { markers, sha256: digestIn('server_logs'), path: `${file}#${config.pointer}` },
    });
  }
  const quality = new Map<string, ParsedFile>();
  for (const q of qualityRuns(plan)) {
    if (!wrappers.has(q.label))
      fail(`missing embedded quality wrapper ${q.label}`, file, wrappers.at(q.label));
    const entry = wrappers.object(q.label);
    entry.exactKeys(['input_sha256', 'content_sha256', 'wrapper']);
    quality.set(q.label, {
      path: `${file}#${entry.at('wrapper')}`,
      sha256: entry.digest('input_sha256'),
      value: entry.raw('wrapper'),
    });
  }
  const rateSearches = new Map<string, ParsedFile>();
  if (f.has('rate_searches')) {
    const searches = f.object('rate_searches');
    for (const label of Object.keys(searches.obj)) {
      const entry = searches.object(label);
      entry.exactKeys(['input_sha256', 'history']);
      rateSearches.set(label, {
        path: `${file}#${entry.at('history')}`,
        sha256: entry.digest('input_sha256'),
        value: entry.raw('history'),
      });
    }
  }
  const inputs: DerivationInputs = {
    plan: { plan, sha256: fp.digest('capacity_plan_sha256') },
    loadPlan: {
      plan: loadPlanFromContract(contract),
      sha256: contract.digest('load_plan_sha256'),
      path: `${file}#/load_contract`,
    },
    manifest: {
      path: `${file}#/provenance`,
      sha256: fp.digest('manifest_sha256'),
      value: f.raw('provenance'),
    },
    runs,
    quality,
    rateSearches,
    // The study schema applies the plan, manifest, load-evaluation and quality-evidence schemas
    // to the embedded documents (whole-schema references), so re-running them would repeat work.
    embeddedSchemasChecked: true,
  };
  return deriveStudy(inputs).study;
}

/**
 * §10: throws InputError when the study cannot be re-derived and VerificationMismatch (listing
 * every differing pointer) when a recomputed value differs from the stored one.
 */
export function validateStudy(value: JsonValue, file: string = STUDY_FILE): void {
  let recomputed: JsonObject;
  try {
    recomputed = rederiveStudy(value, file);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`study does not validate: ${e.message}`);
    throw e;
  }
  const diffs = diffJson(recomputed, value);
  if (diffs.length) {
    throw new VerificationMismatch(
      `${file}: ${diffs.length} stored value(s) differ from the recomputation:\n  ${diffs.join('\n  ')}`,
      diffs,
    );
  }
}
