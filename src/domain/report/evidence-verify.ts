// Re-verifies an evidence-metrics export (evidence-export.md §1.7) against the source documents it
// points into: hashes, pointers, declared rounding per unit, and estimators over raw_values.
// cohesive: one verifier, a named check per part of a metric (fields, value, raw_values, source).
import { pyFixed } from '../core/format.js';
import { SHA256_PATTERN, sha256Hex } from '../core/hashing.js';
import {
  isJsonObject,
  JsonFloat,
  resolvePointer,
  toPlain,
  type JsonObject,
  type JsonValue,
  type PlainJson,
} from '../core/json.js';
import { decodeUtf8Strict, parseJson } from '../core/json-reader.js';
import { median } from '../core/stats.js';

// ---------------------------------------------------------------------------------------------
// Rounding rules by unit: seed convention (s 3 dp, tok/s 2 dp, counts integral), receipt
// convention for the units the seed lacks (ms, MiB, % 1 dp); Python half-even on exact ties.

const UNIT_DECIMALS: ReadonlyMap<string, number> = new Map([
  ['s', 3],
  ['tok/s', 2],
  ['ms', 1],
  ['MiB', 1],
  ['%', 1],
]);

const COUNT_UNIT = /^passed \/ ([1-9][0-9]*)$/;

/** Decimals a unit is rounded to, or undefined for a unit without a declared rule. */
export function decimalsForUnit(unit: string): number | undefined {
  if (COUNT_UNIT.test(unit)) return 0;
  return UNIT_DECIMALS.get(unit);
}

/** Python `round(x, d)` for the unit's declared decimals (the double nearest the formatted text). */
export function roundForUnit(unit: string, x: number): number {
  const d = decimalsForUnit(unit);
  if (d === undefined) throw new RangeError(`unit ${JSON.stringify(unit)} has no declared rounding`);
  return Number(pyFixed(x, d));
}

// ---------------------------------------------------------------------------------------------
// Estimators: the value rule each `estimator` text declares, applied to raw_values.

export type Estimate = number | [number, number];

interface EstimatorRule {
  name: string;
  apply(raw: number[]): Estimate;
}

const mean = (raw: number[]): number => raw.reduce((a, b) => a + b, 0) / raw.length;

/** Matches the estimator text's leading words; null when the text names no reproducible rule. */
export function estimatorRule(estimator: string, rawCount: number): EstimatorRule | null {
  const e = estimator.trim().toLowerCase();
  if (/^median\b/.test(e)) return { name: 'median', apply: (raw) => median(raw)! };
  if (/^maximum\b/.test(e)) return { name: 'max', apply: (raw) => Math.max(...raw) };
  if (/^minimum\b/.test(e)) return { name: 'min', apply: (raw) => Math.min(...raw) };
  if (/^range\b/.test(e)) return { name: 'range', apply: (raw) => [Math.min(...raw), Math.max(...raw)] };
  if (/^(arithmetic )?mean\b/.test(e)) return { name: 'mean', apply: mean };
  if (/^relative change\b/.test(e)) {
    return { name: 'relative change', apply: (raw) => ((raw[0] - raw[1]) / raw[1]) * 100 };
  }
  if (/^count\b/.test(e)) return { name: 'count', apply: (raw) => raw.reduce((a, b) => a + b, 0) };
  // A single observation is its own estimate whatever formula produced it.
  if (rawCount === 1) return { name: 'single observation', apply: (raw) => raw[0] };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Verification

export interface VerifySourceFile {
  /** Display name (the path the user passed). */
  name: string;
  bytes: Uint8Array;
}

export interface VerifyOptions {
  /** When false, metrics whose source file was not supplied get only the internal checks. */
  requireSources?: boolean;
}

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  metricsChecked: number;
  metricsWithSource: number;
}

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
] as const;
const TOP_KEYS = ['schema_version', 'version', 'historical', 'evidence_sources', 'metrics', 'limitations'];
const POINTER = /^(\/([^~/]|~[01])*)*$/;

/** Shortest round-trip text, the way both Python and the export print doubles. */
function num(x: number): string {
  return String(x);
}

function show(v: PlainJson | undefined): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return num(v);
  if (Array.isArray(v)) return `[${v.map((x) => show(x)).join(', ')}]`;
  return JSON.stringify(v);
}

function isNumber(v: PlainJson | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function sameNumber(a: number, b: number): boolean {
  // Raw-value estimators repeat the source's own arithmetic; allow only representation noise.
  return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
}

interface ParsedSource {
  name: string;
  sha256: string;
  document: JsonValue | null;
  parseError: string | null;
}

function parseSource(file: VerifySourceFile): ParsedSource {
  const sha256 = sha256Hex(file.bytes);
  try {
    return {
      name: file.name,
      sha256,
      document: parseJson(decodeUtf8Strict(file.bytes), { anyTopLevel: true }),
      parseError: null,
    };
  } catch (e) {
    return { name: file.name, sha256, document: null, parseError: (e as Error).message };
  }
}

/** Checks an export document (already parsed) against the supplied source files. Pure. */
export function verifyEvidence(
  evidence: JsonValue,
  sourceFiles: readonly VerifySourceFile[],
  options: VerifyOptions = {},
): VerifyResult {
  const requireSources = options.requireSources ?? true;
  const problems: string[] = [];
  let metricsChecked = 0;
  if (!isJsonObject(evidence)) {
    return {
      ok: false,
      problems: ['evidence: top-level value must be an object'],
      metricsChecked,
      metricsWithSource: 0,
    };
  }
  const doc = toPlain(evidence);
  checkTopLevel(evidence, doc, problems);
  const declared = declaredSources(doc, problems);

  const sources = sourceFiles.map(parseSource);
  for (const s of sources) {
    if (!declared.has(s.sha256))
      problems.push(`source ${s.name}: sha256 ${s.sha256} matches no evidence_sources entry`);
  }
  const bySha = new Map(sources.map((s) => [s.sha256, s]));

  if (!Array.isArray(doc.metrics)) {
    problems.push('evidence: metrics must be an array');
    return { ok: false, problems, metricsChecked, metricsWithSource: 0 };
  }
  const rawMetrics = evidence.metrics as JsonValue[];
  const ctx: MetricContext = {
    declared,
    sources,
    bySha,
    requireSources,
    seen: new Set<string>(),
    problems,
    metricsWithSource: 0,
  };
  doc.metrics.forEach((m, i) => {
    metricsChecked++;
    checkMetric(m, rawMetrics[i], i, ctx);
  });

  return { ok: problems.length === 0, problems, metricsChecked, metricsWithSource: ctx.metricsWithSource };
}

/** The top-level keys and their types. */
function checkTopLevel(evidence: JsonObject, doc: PlainObject, problems: string[]): void {
  for (const key of TOP_KEYS) if (!(key in doc)) problems.push(`evidence: missing top-level key ${key}`);
  for (const key of Object.keys(doc))
    if (!TOP_KEYS.includes(key)) problems.push(`evidence: unknown top-level key ${key}`);
  if (!(evidence.schema_version === 1))
    problems.push(`evidence: schema_version must be the integer 1, found ${show(doc.schema_version)}`);
  if (typeof doc.version !== 'string' || doc.version === '')
    problems.push('evidence: version must be a non-empty string');
  if (typeof doc.historical !== 'boolean') problems.push('evidence: historical must be a boolean');
  if (!Array.isArray(doc.limitations) || !doc.limitations.every((l) => typeof l === 'string')) {
    problems.push('evidence: limitations must be an array of strings');
  }
}

/** `evidence_sources`, checked, as a map from each declared digest to its source id. */
function declaredSources(doc: PlainObject, problems: string[]): Map<string, string> {
  const declared = new Map<string, string>();
  if (!Array.isArray(doc.evidence_sources)) problems.push('evidence: evidence_sources must be an array');
  else {
    doc.evidence_sources.forEach((s, i) => {
      const where = `evidence source ${i}`;
      if (!s || typeof s !== 'object' || Array.isArray(s))
        return problems.push(`${where}: must be an object`);
      const id = s.id;
      const sha = s.sha256;
      if (typeof id !== 'string' || id === '') problems.push(`${where}: id must be a non-empty string`);
      if (typeof sha !== 'string' || !SHA256_PATTERN.test(sha))
        problems.push(`${where}: sha256 must be 64 lowercase hex digits`);
      else declared.set(sha, typeof id === 'string' ? id : `#${i}`);
      for (const k of Object.keys(s))
        if (!['id', 'sha256', 'description'].includes(k)) problems.push(`${where}: unknown key ${k}`);
      if ('description' in s && typeof s.description !== 'string')
        problems.push(`${where}: description must be a string`);
    });
  }
  return declared;
}

type PlainObject = { [key: string]: PlainJson };
type Fail = (message: string) => void;

/** What checking one metric needs from the document and the given sources; counts those matched. */
interface MetricContext {
  declared: ReadonlyMap<string, string>;
  sources: readonly ParsedSource[];
  bySha: ReadonlyMap<string, ParsedSource>;
  requireSources: boolean;
  seen: Set<string>;
  problems: string[];
  metricsWithSource: number;
}

/** A metric's value as checked: its shape, the unit's rounding and how estimates compare with it. */
interface MetricValue {
  value: PlainJson;
  isRange: boolean;
  decimals: number | undefined;
  roundText: (x: number) => string;
  valueMatches: (estimate: Estimate) => boolean;
  showRounded: (estimate: Estimate) => string;
  showEstimate: (estimate: Estimate) => string;
}

/** What raw_values reproduce under the declared estimator (null when they cannot). */
interface Reproduced {
  estimate: Estimate | null;
  rule: EstimatorRule | null;
}

/** One metric: its keys and types, its value against raw_values, then against its source. */
function checkMetric(m: PlainJson, rawMetricValue: JsonValue, i: number, ctx: MetricContext): void {
  const { seen, problems } = ctx;
  const id = m && typeof m === 'object' && !Array.isArray(m) && typeof m.id === 'string' ? m.id : `#${i}`;
  const fail = (message: string): void => {
    problems.push(`metric ${id}: ${message}`);
  };
  if (!m || typeof m !== 'object' || Array.isArray(m)) return fail('must be an object');
  if (seen.has(id)) fail('duplicate id');
  seen.add(id);
  checkMetricFields(m, rawMetricValue as { [k: string]: JsonValue }, fail);

  const unit = typeof m.unit === 'string' ? m.unit : '';
  const estimator = typeof m.estimator === 'string' ? m.estimator : '';
  const mv = metricValue(m, estimator, unit, fail);
  if (mv === null) return;
  const { value, decimals } = mv;
  const reproduced = reproduceValue(m, estimator, mv, fail);
  if (decimals === 0 && COUNT_UNIT.test(unit) && isNumber(value)) {
    const total = Number(COUNT_UNIT.exec(unit)![1]);
    if (value > total) fail(`count ${value} exceeds the unit's total ${total}`);
  }
  checkMetricSource(m, mv, reproduced, ctx, fail);
}

/** Every key present and known; strings, non-negative integers and caveats typed as declared. */
function checkMetricFields(m: PlainObject, rawMetric: { [k: string]: JsonValue }, fail: Fail): void {
  for (const key of METRIC_KEYS) if (!(key in m)) fail(`missing key ${key}`);
  for (const key of Object.keys(m))
    if (!(METRIC_KEYS as readonly string[]).includes(key)) fail(`unknown key ${key}`);
  for (const key of [
    'label',
    'unit',
    'estimator',
    'cohort',
    'cache_state',
    'timing_boundary',
    'conditions',
  ] as const) {
    if (key in m && typeof m[key] !== 'string') fail(`${key} must be a string`);
  }
  for (const key of ['samples', 'concurrency', 'active_cap'] as const) {
    const v = rawMetric[key];
    if (key in m && !(typeof v === 'number' && Number.isInteger(v) && v >= 0))
      fail(`${key} must be a non-negative integer`);
  }
  if (!Array.isArray(m.caveats) || !m.caveats.every((c) => typeof c === 'string'))
    fail('caveats must be an array of strings');
}

/** The value's shape for its estimator and the unit's rounding; null when the value is unusable. */
function metricValue(m: PlainObject, estimator: string, unit: string, fail: Fail): MetricValue | null {
  const decimals = decimalsForUnit(unit);
  if (decimals === undefined) fail(`unit ${JSON.stringify(unit)} has no declared rounding`);

  const value = m.value;
  const isRange = /^range\b/i.test(estimator.trim());
  if (isRange) {
    if (!(Array.isArray(value) && value.length === 2 && value.every(isNumber))) {
      fail(`value must be a [low, high] pair for a range estimator, found ${show(value)}`);
      return null;
    }
  } else if (!isNumber(value)) {
    fail(`value must be a number, found ${show(value)}`);
    return null;
  }
  if (decimals === 0 && !(isNumber(value) && Number.isInteger(value)))
    fail(`value ${show(value)} must be an integer count`);

  const roundText = (x: number): string => (decimals === undefined ? num(x) : pyFixed(x, decimals));
  const roundNum = (x: number): number => Number(roundText(x));
  const valueMatches = (estimate: Estimate): boolean =>
    Array.isArray(estimate)
      ? Array.isArray(value) && value[0] === roundNum(estimate[0]) && value[1] === roundNum(estimate[1])
      : value === roundNum(estimate);
  const showRounded = (estimate: Estimate): string =>
    Array.isArray(estimate) ? `[${roundText(estimate[0])}, ${roundText(estimate[1])}]` : roundText(estimate);
  const showEstimate = (estimate: Estimate): string =>
    Array.isArray(estimate) ? `[${num(estimate[0])}, ${num(estimate[1])}]` : num(estimate);
  return { value, isRange, decimals, roundText, valueMatches, showRounded, showEstimate };
}

/** Internal consistency: raw_values reproduce value under the declared estimator and rounding. */
function reproduceValue(m: PlainObject, estimator: string, mv: MetricValue, fail: Fail): Reproduced {
  const { value, isRange, decimals, valueMatches, showRounded, showEstimate } = mv;
  let estimate: Estimate | null = null;
  let rule: EstimatorRule | null = null;
  const raw = m.raw_values;
  if (raw !== null) {
    if (!Array.isArray(raw) || !raw.every(isNumber)) fail('raw_values must be null or an array of numbers');
    else if (raw.length === 0) fail('raw_values must not be empty (use null)');
    else {
      if (m.samples !== raw.length) fail(`samples ${show(m.samples)} != raw_values length ${raw.length}`);
      rule = estimatorRule(estimator, raw.length);
      if (rule === null)
        fail(`estimator ${JSON.stringify(estimator)} has no rule to reproduce value from raw_values`);
      else if (rule.name === 'relative change' && raw.length !== 2)
        fail('relative change needs exactly 2 raw_values [value, reference]');
      else if (rule.name === 'count' && !raw.every((r) => r === 0 || r === 1))
        fail('count raw_values must be 0/1 outcomes');
      else {
        estimate = rule.apply(raw);
        if (Array.isArray(estimate) !== isRange)
          fail(`estimator ${rule.name} does not give the value's shape`);
        else if (decimals !== undefined && !valueMatches(estimate)) {
          fail(
            `value ${show(value)} != round(${rule.name}(raw_values) = ${showEstimate(estimate)}, ${decimals}) = ${showRounded(estimate)}`,
          );
        }
      }
    }
  }
  return { estimate, rule };
}

/** Source: hash, pointer, pointed value. */
function checkMetricSource(
  m: PlainObject,
  mv: MetricValue,
  { estimate, rule }: Reproduced,
  ctx: MetricContext,
  fail: Fail,
): void {
  const { declared, sources, bySha, requireSources } = ctx;
  const { value, isRange, decimals, roundText, valueMatches, showRounded, showEstimate } = mv;
  const sha = m.source_sha256;
  const pointer = m.source_pointer;
  if (typeof sha !== 'string' || !SHA256_PATTERN.test(sha))
    return fail('source_sha256 must be 64 lowercase hex digits');
  if (!declared.has(sha)) fail(`source_sha256 ${sha} is not listed in evidence_sources`);
  if (typeof pointer !== 'string' || !POINTER.test(pointer))
    return fail(`source_pointer ${show(pointer)} is not an RFC 6901 JSON pointer`);
  const source = bySha.get(sha);
  if (source === undefined) {
    if (requireSources) {
      const given =
        sources.length === 0
          ? 'no source files given'
          : `given: ${sources.map((s) => `${s.name} sha256 ${s.sha256}`).join(', ')}`;
      fail(
        `no source file matches source_sha256 ${sha} (source ${declared.get(sha) ?? 'unlisted'}; ${given})`,
      );
    }
    return;
  }
  ctx.metricsWithSource++;
  if (source.document === null) return fail(`source ${source.name} is not valid JSON: ${source.parseError}`);
  const pointedRaw = resolvePointer(source.document, pointer);
  if (pointedRaw === undefined) return fail(`source_pointer ${pointer} does not resolve in ${source.name}`);
  const pointed = toPlain(pointedRaw);
  if (isRange) {
    if (!(Array.isArray(pointed) && pointed.length === 2 && pointed.every(isNumber))) {
      return fail(
        `source_pointer ${pointer} resolves to ${describe(pointedRaw)}, expected a [low, high] pair of numbers`,
      );
    }
    const pair: [number, number] = [pointed[0] as number, pointed[1] as number];
    if (!valueMatches(pair))
      fail(`value ${show(value)} != round(${showEstimate(pair)}, ${decimals}) = ${showRounded(pair)}`);
    if (Array.isArray(estimate) && !(sameNumber(estimate[0], pair[0]) && sameNumber(estimate[1], pair[1]))) {
      fail(
        `raw_values give ${rule?.name} ${showEstimate(estimate)} but ${pointer} holds ${showEstimate(pair)}`,
      );
    }
    return;
  }
  if (!isNumber(pointed))
    return fail(`source_pointer ${pointer} resolves to ${describe(pointedRaw)}, expected a number`);
  if (decimals !== undefined && !valueMatches(pointed)) {
    fail(`value ${show(value)} != round(${num(pointed)}, ${decimals}) = ${roundText(pointed)}`);
  }
  if (typeof estimate === 'number' && !sameNumber(estimate, pointed)) {
    fail(`raw_values give ${rule?.name} ${num(estimate)} but ${pointer} holds ${num(pointed)}`);
  }
}

function describe(v: JsonValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (v instanceof JsonFloat || typeof v === 'number' || typeof v === 'bigint') return 'a number';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}
