// The plan documents a study is read from, as files: one input file read and parsed, and the four
// documents an authored plan (docs/plans.md) derives, each as the canonical JSON bytes a stage, the
// bundle and a verifier all read alike.
import { dirname, join } from 'node:path';
import { bundlePath, exists, readInputFile } from '../adapters/bundle/bundle-files.js';
import { BUNDLE_FILES } from '../domain/bundle/bundle-layout.js';
import { KLEIDIAI_V1_24_0_SOURCE, type KleidiaiSourceSpec } from '../domain/build/kleidiai.js';
import { sha256Hex } from '../domain/core/hashing.js';
import { InputError } from '../domain/core/errors.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { canonicalJsonBytes } from '../domain/core/json-writer.js';
import { isJsonObject, type JsonObject, type JsonValue } from '../domain/core/json.js';
import { validateDocument } from '../domain/core/schema-validation.js';
import {
  authoredMappingOf,
  authoredPlanProblems,
  deriveAuthoredDocuments,
  derivedLabel,
  type DerivedKind,
} from '../domain/plan/authored-plan.js';
import { toAuthoredError, type AuthoredMapping } from '../domain/plan/authored-pointers.js';

export interface LoadedFile {
  path: string;
  display: string;
  bytes: Uint8Array;
  sha256: string;
  value: JsonValue;
}

export async function loadJsonFile(path: string, display: string): Promise<LoadedFile> {
  const bytes = await readInputFile(path, display);
  return { ...parseJsonInput({ path: display, bytes }), path, display, bytes };
}

/** A document held in memory as its canonical JSON bytes, parsed back as a file of them would be. */
export function canonicalFile(doc: JsonObject, path: string, display: string): LoadedFile {
  const bytes = canonicalJsonBytes(doc);
  return { ...parseJsonInput({ path: display, bytes }), path, display, bytes };
}

export interface AuthoredFiles {
  spec: LoadedFile;
  plan: LoadedFile;
  loadPlan: LoadedFile;
  suite: LoadedFile;
  mapping: AuthoredMapping;
}

/** The `quality_suite` file an authored plan names, relative to its folder (inside it). */
async function namedSuite(authored: LoadedFile, relativePath: string): Promise<LoadedFile> {
  if (
    relativePath.startsWith('/') ||
    relativePath.split(/[\\/]/).includes('..') ||
    relativePath.includes('\0')
  )
    throw new InputError(
      'must be a relative path inside the plan folder',
      authored.display,
      '/quality_suite',
    );
  const suite = await loadJsonFile(
    join(dirname(authored.path), relativePath),
    join(dirname(authored.display), relativePath),
  );
  validateDocument('evaluation-suite', suite.value, suite.display);
  return suite;
}

/**
 * The four documents an authored plan derives, or every problem found on the way, each against the
 * authored file and its JSON pointer (a `quality_suite` file's own problems name that file).
 * `suiteOverride` replaces the `quality_suite` file (a bundle holds the suite as recorded).
 */
export async function deriveAuthoredFiles(
  authored: LoadedFile,
  kleidiai: KleidiaiSourceSpec,
  suiteOverride?: LoadedFile,
): Promise<{ files?: AuthoredFiles; problems: InputError[] }> {
  const file = authored.display;
  const problems = authoredPlanProblems(authored.value, file);
  if (problems.length > 0) return { problems };
  const mapping = authoredMappingOf(authored.value);
  let suiteFile: LoadedFile | undefined;
  try {
    const named = isJsonObject(authored.value) ? authored.value.quality_suite : undefined;
    if (typeof named === 'string') suiteFile = suiteOverride ?? (await namedSuite(authored, named));
    const docs = deriveAuthoredDocuments(authored.value, file, { kleidiai, suite: suiteFile?.value });
    const derived = (kind: DerivedKind, doc: JsonObject) =>
      canonicalFile(doc, authored.path, derivedLabel(file, kind));
    return {
      files: {
        spec: derived('runSpec', docs.runSpec),
        plan: derived('plan', docs.plan),
        loadPlan: derived('loadPlan', docs.loadPlan),
        // A suite file keeps its own name: its problems are that file's.
        suite: suiteFile
          ? canonicalFile(docs.suite, suiteFile.path, suiteFile.display)
          : derived('suite', docs.suite),
        mapping,
      },
      problems: [],
    };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { problems: [toAuthoredError(e, file, mapping)] };
  }
}

/**
 * The form of a pinned document a study uses: the file as read when its bytes match `pin`, its
 * canonical JSON when its content does (a reformatted file keeps its pin; the bundle then holds the
 * canonical bytes, which hash to the pin), else the file as read (the cross-check refuses it).
 */
export function pinnedForm(file: LoadedFile, pin: string): LoadedFile {
  if (file.sha256 === pin || !isJsonObject(file.value)) return file;
  const canonical = canonicalFile(file.value, file.path, file.display);
  return canonical.sha256 === pin ? canonical : file;
}

/** What a bundle's authored plan says of the four plan documents beside it. */
export interface BundleDerivation {
  /** One line for a report: the documents are what the plan derives, or which are not. */
  summary: string;
  /** One line per document that differs (empty when every one is what the plan derives). */
  problems: string[];
}

/**
 * A bundle prepared from an authored plan holds it next to the four documents it derived: they must
 * be exactly what it derives (a bundle whose plan files were edited or swapped afterwards is
 * refused). Null for a bundle without an authored plan. `finalize` runs it before it calls a bundle
 * complete, and `verify` again.
 */
export async function bundleDerivation(root: string): Promise<BundleDerivation | null> {
  const name = BUNDLE_FILES.authoredPlan;
  if (!(await exists(bundlePath(root, name)))) return null;
  const read = async (rel: string): Promise<LoadedFile> => {
    const bytes = await readInputFile(bundlePath(root, rel), rel);
    return { ...parseJsonInput({ path: rel, bytes }), path: bundlePath(root, rel), display: rel, bytes };
  };
  let derived;
  try {
    derived = await deriveAuthoredFiles(
      await read(name),
      KLEIDIAI_V1_24_0_SOURCE,
      await read(BUNDLE_FILES.evaluationSuite),
    );
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    derived = { problems: [e] };
  }
  if (!derived.files) {
    const why = derived.problems[0]?.message;
    return { summary: `${name}: does not derive a study: ${why}`, problems: [`${name}: ${why}`] };
  }
  const pairs: [LoadedFile, string][] = [
    [derived.files.spec, BUNDLE_FILES.runSpec],
    [derived.files.plan, BUNDLE_FILES.plan],
    [derived.files.loadPlan, BUNDLE_FILES.loadPlan],
    [derived.files.suite, BUNDLE_FILES.evaluationSuite],
  ];
  const differ: string[] = [];
  for (const [file, rel] of pairs) {
    const stored = (await exists(bundlePath(root, rel)))
      ? sha256Hex(await readInputFile(bundlePath(root, rel), rel))
      : undefined;
    if (stored !== file.sha256) differ.push(rel);
  }
  if (differ.length === 0)
    return { summary: `${name}: the bundle's plan documents are what it derives`, problems: [] };
  return {
    summary: `${name}: derives other plan documents than the bundle holds: ${differ.join(', ')}`,
    problems: differ.map((rel) => `${rel}: is not what ${name} derives`),
  };
}
