// The authored plan derives the same study as the four files it replaced, and its derived bytes and
// pins depend on its content only (not on indentation or the order of keys).
import { readFileSync } from 'node:fs';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../../src/domain/build/kleidiai.js';
import { InputError } from '../../../src/domain/core/errors.js';
import { canonicalJson } from '../../../src/domain/core/json-writer.js';
import { isJsonObject, type JsonValue } from '../../../src/domain/core/json.js';
import { parseJson } from '../../../src/domain/core/json-reader.js';
import { validateDocument } from '../../../src/domain/core/schema-validation.js';
import { convertToAuthored } from '../../../src/domain/plan/authored-convert.js';
import {
  authoredPlanProblems,
  deriveAuthoredDocuments,
  derivedLabel,
  isAuthoredPlan,
} from '../../../src/domain/plan/authored-plan.js';
import { parseEvaluationSuite } from '../../../src/domain/plan/evaluation-suite.js';
import { parseLoadPlan } from '../../../src/domain/plan/load-plan.js';
import { parseCapacityPlan } from '../../../src/domain/plan/plan.js';
import { parseRunSpec } from '../../../src/domain/plan/run-spec.js';
import { boundaryCaveat, studyWording } from '../../../src/domain/study/wording.js';

const EXAMPLES = ['tiny', 'arm64-emulated', 'neoverse-qwen-factorial'] as const;
const read = (path: string): JsonValue => parseJson(readFileSync(path, 'utf8'));
const fourFiles = (name: string) => {
  const dir = `__tests__/fixtures/four-file-plans/${name}`;
  const file = (f: string) => ({ value: read(`${dir}/${f}`), file: `${dir}/${f}` });
  return {
    spec: file('capacity-run.json'),
    plan: file('capacity-plan.json'),
    loadPlan: file('load-plan.json'),
    suite: file('evaluation-suite.json'),
  };
};
const derive = (value: JsonValue, file = 'capacity.json') =>
  deriveAuthoredDocuments(value, file, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
const kleidiai = { kleidiai: KLEIDIAI_V1_24_0_SOURCE };

/** A deep copy with every object's keys in reverse order. */
function reordered(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(reordered);
  if (!isJsonObject(v)) return v;
  return Object.fromEntries(
    Object.keys(v)
      .reverse()
      .map((k) => [k, reordered(v[k])]),
  );
}

describe.each(EXAMPLES)('examples/%s', (name) => {
  const authored = read(`examples/${name}/capacity.json`);

  test('is an authored plan without problems, and what convert writes for its four files', () => {
    expect(isAuthoredPlan(authored)).toBe(true);
    expect(authoredPlanProblems(authored, 'capacity.json')).toEqual([]);
    expect(canonicalJson(authored)).toBe(
      canonicalJson(convertToAuthored(fourFiles(name), '../../schemas/capacity.schema.json')),
    );
  });

  test('derives the study the four files described (only the suite and load-plan byte pins differ)', () => {
    const old = fourFiles(name);
    const d = derive(authored);
    for (const [kind, value] of [
      ['capacity-plan', d.plan],
      ['load-plan', d.loadPlan],
      ['evaluation-suite', d.suite],
    ] as const)
      validateDocument(kind, value, kind);
    const oldSpec = parseRunSpec(old.spec.value, 'old', kleidiai);
    const newSpec = parseRunSpec(d.runSpec, 'new', kleidiai);
    const sorted = <T extends { id: string }>(xs: T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id));
    expect({ ...newSpec, candidates: sorted(newSpec.candidates), canonicalEvidence: null }).toEqual({
      ...oldSpec,
      candidates: sorted(oldSpec.candidates),
      canonicalEvidence: null,
    });
    const oldPlan = parseCapacityPlan(old.plan.value, 'old');
    const newPlan = parseCapacityPlan(d.plan, 'new');
    const pinsAside = (p: typeof oldPlan) => ({
      ...p,
      receipt: undefined,
      pins: { ...p.pins, load_plan_sha256: '', evaluation_suite_sha256: '' },
    });
    // Candidate order, labels, roles, KleidiAI expectations, command hashes, grid, gates.
    expect(pinsAside(newPlan)).toEqual(pinsAside(oldPlan));
    // The receipt's sentences, on any runner, are the ones the four files gave; the authored plan names
    // no published release, so only the published context (roles, provenance rows) turns neutral.
    const wording = (plan: typeof oldPlan, spec: typeof oldSpec) => {
      const facts = {
        architecture: 'aarch64',
        releaseTag: spec.canonicalEvidence.releaseTag,
        candidateLabels: plan.candidates.map((c) => c.label),
        ...(plan.receipt ? { wording: plan.receipt } : {}),
        decides: plan.decision?.choose === true,
      };
      const w = studyWording(facts);
      const sentences = {
        title: w.title,
        banner: w.banner,
        question: w.question,
        boundary: w.decisionBoundary,
      };
      return { ...sentences, caveat: boundaryCaveat(facts), published: w.published };
    };
    expect(wording(newPlan, newSpec)).toEqual({ ...wording(oldPlan, oldSpec), published: false });
    expect(parseLoadPlan(d.loadPlan, 'new')).toEqual(parseLoadPlan(old.loadPlan.value, 'old'));
    expect(parseEvaluationSuite(d.suite, 'new')).toEqual(parseEvaluationSuite(old.suite.value, 'old'));
  });

  test('re-indenting and reordering keys changes no derived byte and no pin', () => {
    const a = derive(authored);
    const text = readFileSync(`examples/${name}/capacity.json`, 'utf8');
    const b = derive(reordered(parseJson(JSON.stringify(JSON.parse(text), null, 7))));
    for (const key of ['runSpec', 'plan', 'loadPlan', 'suite'] as const)
      expect(canonicalJson(b[key])).toBe(canonicalJson(a[key]));
    // Content matters: another prompt changes the load plan's pin.
    const changed = parseJson(text);
    if (!isJsonObject(changed)) throw new Error('not an object');
    changed.load = { prompts: ['Another prompt entirely.'] };
    expect(derive(changed).plan.pins).not.toEqual(a.plan.pins);
  });
});

describe('derivation', () => {
  const minimal = (): Record<string, any> => ({
    format: 'paretopilot-capacity/plan-2',
    llama_cpp: {
      kind: 'git',
      repository: 'https://github.com/ggml-org/llama.cpp',
      commit: '67b9b0e7f6ce45d929a4411907d3c48ec719e81c',
    },
    builds: { generic: { kleidiai: false }, kai: { kleidiai: true } },
    models: {
      m: {
        url: 'https://example.org/resolve/abc/my-model-q8_0.gguf?download=1',
        sha256: 'a'.repeat(64),
        size_bytes: 1000,
      },
    },
    candidates: { b: { build: 'kai', model: 'm' }, a: { build: 'generic', model: 'm' } },
    grid: { server_parallel: [1, 2], client_concurrency: [1, 3] },
    slo: { max_e2e_latency_ms_p95: 5000 },
    gates: { max_server_peak_rss_mib: 4096, quality_floor: 0.5 },
    quality: { cases: [{ id: 'x', prompt: 'Say X', accepted_answers: ['X'] }] },
    open_loop: { anything: [1, 2] },
  });

  test('fills the defaults and derives roles, KleidiAI expectations and the model identity', () => {
    const d = derive(minimal() as JsonValue);
    expect(d.order).toEqual(['a', 'b']);
    expect(d.plan.candidates).toMatchObject([
      { id: 'a', label: 'a', role: 'canonical-reference', kleidiai_expected: false },
      { id: 'b', label: 'b', role: 'resource-alternative', kleidiai_expected: true },
    ]);
    const spec = parseRunSpec(d.runSpec, 'derived', kleidiai);
    expect(spec.candidates[0]).toMatchObject({
      filename: 'my-model-q8_0.gguf',
      family: 'my-model-q8_0',
      serverArgs: [],
    });
    expect(spec.canonicalEvidence).toEqual({ runId: 'local', releaseTag: 'unreleased' });
    // 33 = the smallest multiple of 1 and 3 that is at least 32.
    expect(parseLoadPlan(d.loadPlan, 'derived').measured_requests_per_level).toBe(33);
    expect(d.plan.open_loop).toEqual({ anything: [1, 2] });
    expect(d.plan.quality_gate).toMatchObject({ reference_candidate_id: 'a' });
  });

  test('an explicit run order and reference are kept', () => {
    const doc = minimal();
    doc.grid.candidate_order = ['b', 'a'];
    doc.gates.reference = 'a';
    const d = derive(doc as JsonValue);
    expect(d.order).toEqual(['b', 'a']);
    expect(parseCapacityPlan(withoutOpenLoop(d.plan), 'p').candidates.map((c) => c.role)).toEqual([
      'resource-alternative',
      'canonical-reference',
    ]);
  });

  test('a problem only the derived documents show names the derived document until mapped', () => {
    const doc = minimal();
    doc.candidates.a.server_args = ['--port', '9'];
    expect(authoredPlanProblems(doc as JsonValue, 'capacity.json')).toEqual([]);
    expect(() => derive(doc as JsonValue)).toThrow(InputError);
    expect(() => derive(doc as JsonValue)).toThrow(derivedLabel('capacity.json', 'runSpec'));
  });
});

function withoutOpenLoop(plan: Record<string, JsonValue>) {
  const { open_loop: _drop, ...rest } = plan;
  return rest;
}
