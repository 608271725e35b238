// The plan documents a study is read from, as files: one input file read and parsed, and the four
// documents an authored plan (docs/plans.md) derives, each as the canonical JSON bytes a stage, the
// bundle and a verifier all read alike.
import { dirname, join } from 'node:path';
import { readInputFile } from '../adapters/bundle/bundle-files.js';
import type { KleidiaiSourceSpec } from '../domain/build/kleidiai.js';
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
