// `check`: every input of a study validated without building or downloading — each independent check
// on its own, so one run reports every problem; models probed where the network allows; the cache
// looked up, never written; the study's size and time estimated.
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveBuildCacheKey } from '../adapters/llama/ensure-llama-server.js';
import { lookupBuild } from '../adapters/llama/build-cache.js';
import { fileSha256 } from '../adapters/cache/file-digest.js';
import { modelCachePath } from '../adapters/models/fetch-model.js';
import { probeModelUrl } from '../adapters/models/model-head.js';
import type { Dispatcher } from 'undici';
import { credentialFor, type ModelCredential, type ModelToken } from '../adapters/models/model-request.js';
import { urlForDisplay, urlHasCredentials } from '../domain/plan/model-ref.js';
import { variantProblems } from '../domain/build/build-variant.js';
import { KLEIDIAI_V1_24_0_SOURCE, type KleidiaiSourceSpec } from '../domain/build/kleidiai.js';
import { InputError } from '../domain/core/errors.js';
import { isJsonObject, type JsonValue } from '../domain/core/json.js';
import { validateDocument, type SchemaKind } from '../domain/core/schema-validation.js';
import { confoundedWarnings } from '../domain/decision/plan-comparisons.js';
import {
  checkProblem,
  estimateStudy,
  misplacedDocument,
  problemsOf,
  type CheckProblem,
  type PlanDocumentKind,
  type StudyEstimate,
} from '../domain/plan/check-report.js';
import { parseEvaluationSuite } from '../domain/plan/evaluation-suite.js';
import { parseLoadPlan } from '../domain/plan/load-plan.js';
import { parseCapacityPlan } from '../domain/plan/plan.js';
import { collectRunSpecProblems, type CandidateRun, type RunSpec } from '../domain/plan/run-spec.js';
import { checkSameCandidates } from '../domain/plan/spec-against-plan.js';
import { isAuthoredPlan } from '../domain/plan/authored-plan.js';
import { escapePointerToken } from '../domain/core/json.js';
import { crossCheckProblems, loadJsonFile, readAuthoredStudy, type LoadedFile } from './study-context.js';
import { pinnedForm } from './plan-documents.js';

export interface CheckOptions {
  cacheDir: string;
  /** No network request at all. */
  offline: boolean;
  env?: NodeJS.ProcessEnv;
  arch?: string;
  /** Each URL's probe in all (HEAD, and a range GET where HEAD is refused); default 10 s. */
  timeoutMs?: number;
  /** Sent only when the user asked (--token-env / --token-origin), over https to the origins it names. */
  modelToken?: ModelToken;
  /** The HTTP client of the probes (default: the proxy-aware one). */
  dispatcher?: Dispatcher;
}

export interface CheckReport {
  spec: string;
  problems: CheckProblem[];
  /** Printed, but the check still passes (confounded comparisons, what this machine cannot build). */
  warnings: string[];
  /** Checks that could not run and why (a failed dependency, the network). */
  skipped: string[];
  /** What was checked and found right (a model's URL and size, a local file's digest). */
  verified: string[];
  cache: { builds: string[]; models: string[] };
  estimate?: StudyEstimate;
}

type Sink = CheckReport['problems'];

/** Runs one independent check; its bad-input problems are recorded and it yields undefined. */
async function attempt<T>(sink: Sink, file: string, body: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    sink.push(...problemsOf(e, file));
    return undefined;
  }
}

/** A plan document named by the run spec: read, recognized, schema-checked and parsed on its own. */
async function checkDocument<T>(
  report: CheckReport,
  abs: string,
  display: string,
  kind: PlanDocumentKind & SchemaKind,
  parse: (value: JsonValue, file: string) => T,
): Promise<{ file: LoadedFile; value: T } | undefined> {
  const file = await attempt(report.problems, display, () => loadJsonFile(abs, display));
  if (!file) return undefined;
  const misplaced = misplacedDocument(file.value, kind, display);
  if (misplaced) {
    report.problems.push(misplaced);
    return undefined;
  }
  const value = await attempt(report.problems, display, () => {
    validateDocument(kind, file.value, display);
    return parse(file.value, display);
  });
  return value === undefined ? undefined : { file, value };
}

type NamedDocument = 'capacity_plan' | 'load_plan' | 'evaluation_suite';

/** A path the run spec names, read from its raw value when the run spec as a whole has problems. */
function namedPath(spec: RunSpec | undefined, value: JsonValue, key: NamedDocument): string | undefined {
  if (spec) {
    const paths: Record<NamedDocument, string> = {
      capacity_plan: spec.capacityPlanPath,
      load_plan: spec.loadPlanPath,
      evaluation_suite: spec.evaluationSuitePath,
    };
    return paths[key];
  }
  const raw = isJsonObject(value) ? value[key] : undefined;
  if (typeof raw !== 'string' || !raw || raw.startsWith('/') || raw.split(/[\\/]/).includes('..'))
    return undefined;
  return raw;
}

/** Checks the run spec at `specPath` and everything it names; writes nothing. */
export async function checkStudy(specPath: string, cwd: string, options: CheckOptions): Promise<CheckReport> {
  const report: CheckReport = {
    spec: specPath,
    problems: [],
    warnings: [],
    skipped: [],
    verified: [],
    cache: { builds: [], models: [] },
  };
  const absSpec = resolve(cwd, specPath);
  const specFile = await attempt(report.problems, specPath, () => loadJsonFile(absSpec, specPath));
  if (!specFile) return report;
  if (isAuthoredPlan(specFile.value)) return checkAuthoredStudy(report, specFile, options);
  const misplaced = misplacedDocument(specFile.value, 'run-spec', specPath);
  if (misplaced) {
    report.problems.push(misplaced);
    return report;
  }
  const reading = collectRunSpecProblems(specFile.value, specPath, { kleidiai: KLEIDIAI_V1_24_0_SOURCE });
  for (const e of reading.problems) report.problems.push(...problemsOf(e, specPath));
  const spec = reading.spec;

  const named = async <T>(
    key: NamedDocument,
    kind: PlanDocumentKind & SchemaKind,
    parse: (value: JsonValue, file: string) => T,
  ) => {
    const p = namedPath(spec, specFile.value, key);
    if (p === undefined) {
      report.skipped.push(`${key.replace('_', ' ')}: not checked, the run spec names no usable ${key} path`);
      return undefined;
    }
    return checkDocument(report, join(dirname(absSpec), p), join(dirname(specPath), p), kind, parse);
  };
  const plan = await named('capacity_plan', 'capacity-plan', parseCapacityPlan);
  const loadPlan = await named('load_plan', 'load-plan', parseLoadPlan);
  const suite = await named('evaluation_suite', 'evaluation-suite', parseEvaluationSuite);

  if (plan && isJsonObject(specFile.value) && isJsonObject(specFile.value.candidates)) {
    // Candidate ids are compared even when other parts of the run spec are wrong.
    const ids = Object.keys(specFile.value.candidates).map((id) => ({ id }));
    await attempt(report.problems, specPath, () =>
      checkSameCandidates({ candidates: ids }, plan.value, specPath, plan.file.display),
    );
  }
  if (spec && plan && loadPlan && suite && !report.problems.length) {
    const cross = crossCheckProblems({
      specPath,
      spec,
      plan: plan.value,
      planFile: plan.file,
      loadPlan: loadPlan.value,
      // A pin matches the file's bytes or its content (docs/spec-extensions.md).
      loadPlanFile: pinnedForm(loadPlan.file, plan.value.pins.load_plan_sha256),
      suite: suite.value,
      suiteFile: pinnedForm(suite.file, plan.value.pins.evaluation_suite_sha256),
    });
    // A pin's fix names the command to run with this run spec.
    for (const e of cross)
      for (const p of problemsOf(e, specPath))
        report.problems.push({ ...p, fix: p.fix.replace('<capacity-run.json>', specPath) });
  } else
    report.skipped.push(
      'pins, run bounds and the run spec against the plan: not checked until the problems above are fixed',
    );
  if (spec) {
    for (const w of confoundedWarnings(spec)) report.warnings.push(w);
    report.estimate =
      plan && loadPlan && suite ? estimateStudy(spec, plan.value, loadPlan.value, suite.value) : undefined;
  } else report.skipped.push('confounded comparisons: not checked while the run spec has problems');

  const used = reading.builds.filter((b) => reading.candidates.some((c) => c.build === b.label));
  const arch = options.arch ?? process.arch;
  for (const p of variantProblems(used, arch)) report.warnings.push(`on this machine (${arch}): ${p}`);
  // The KleidiAI archive a run spec pins itself is checked like a model (the built-in pin is the tool's).
  const declaresKleidiai =
    isJsonObject(specFile.value) &&
    isJsonObject(specFile.value.llama_cpp) &&
    'kleidiai' in specFile.value.llama_cpp;
  const kleidiai = spec && declaresKleidiai && used.some((b) => b.kleidiai) ? spec.kleidiai : undefined;
  await checkModels(report, reading.candidates, specPath, dirname(absSpec), options, kleidiai);
  if (spec) await checkBuildCache(report, spec, options);
  else report.skipped.push('build cache: not looked up while the run spec has problems');
  return report;
}

/**
 * `check` of an authored plan: its own problems and those of the documents it derives, all against
 * the authored file and pointer; then the same warnings, models, cache and estimate as a run spec's.
 */
async function checkAuthoredStudy(
  report: CheckReport,
  authored: LoadedFile,
  options: CheckOptions,
): Promise<CheckReport> {
  const study = await readAuthoredStudy(authored);
  for (const e of study.problems) report.problems.push(...problemsOf(e, authored.display));
  const ctx = study.context;
  if (!ctx || !study.files) {
    report.skipped.push(
      'the derived run spec, capacity plan, load plan and suite: not checked until the problems above are fixed',
    );
    return report;
  }
  const { spec } = ctx;
  for (const w of confoundedWarnings(spec)) report.warnings.push(w);
  report.estimate = estimateStudy(spec, ctx.plan, ctx.loadPlan, ctx.suite);
  const used = spec.builds.filter((b) => spec.candidates.some((c) => c.build === b.label));
  const arch = options.arch ?? process.arch;
  for (const p of variantProblems(used, arch)) report.warnings.push(`on this machine (${arch}): ${p}`);
  const source = isJsonObject(authored.value) ? authored.value.llama_cpp : undefined;
  const kleidiai = isJsonObject(source) && 'kleidiai' in source && used.some((b) => b.kleidiai);
  const models = study.files.mapping.candidateModels;
  await checkModels(
    report,
    spec.candidates,
    authored.display,
    dirname(authored.path),
    options,
    kleidiai ? spec.kleidiai : undefined,
    (c) => `/models/${escapePointerToken(models[c.id] ?? c.id)}`,
  );
  await checkBuildCache(report, spec, options);
  return report;
}

async function checkModels(
  report: CheckReport,
  candidates: readonly CandidateRun[],
  specPath: string,
  specDir: string,
  options: CheckOptions,
  kleidiai: KleidiaiSourceSpec | undefined,
  modelPointer: (c: CandidateRun) => string = (c) => `/candidates/${c.id}/model`,
): Promise<void> {
  // Hosts that did not answer: an absent network is no problem of the plan, so each is asked once.
  const silent = new Set<string>();
  if (options.offline && (kleidiai || candidates.some((c) => c.model.kind === 'url')))
    report.skipped.push('URLs: not requested (--offline)');
  if (kleidiai)
    await checkPinnedUrl(report, silent, options, {
      name: 'KleidiAI archive',
      url: kleidiai.url,
      sizeBytes: kleidiai.sizeBytes,
      file: specPath,
      at: '/llama_cpp/kleidiai',
    });
  for (const c of candidates) {
    const m = c.model;
    const at = modelPointer(c);
    if (m.kind === 'fixture') {
      report.cache.models.push(`${c.id}: fixture ${m.fixture}, generated by prepare`);
      continue;
    }
    if (m.kind === 'path') {
      const abs = resolve(specDir, m.path);
      const info = await stat(abs).catch(() => undefined);
      const size = info?.isFile() ? info.size : undefined;
      if (size === undefined)
        report.problems.push(
          checkProblem(
            specPath,
            `${at}/path`,
            `${m.path} is not a file${info ? '' : ' (it does not exist)'}`,
            'point path at the model file (relative to the plan)',
          ),
        );
      else if (size !== m.sizeBytes)
        report.problems.push(
          checkProblem(
            specPath,
            `${at}/size_bytes`,
            `is ${m.sizeBytes} but ${m.path} has ${size} bytes`,
            `set size_bytes to ${size}, or point path at the pinned file`,
          ),
        );
      else {
        const digest = await fileSha256(abs);
        if (digest !== m.sha256)
          report.problems.push(
            checkProblem(
              specPath,
              `${at}/sha256`,
              `is ${m.sha256} but ${m.path} hashes to ${digest}`,
              `set sha256 to ${digest} (\`sha256sum ${m.path}\`), or point path at the pinned file`,
            ),
          );
        else report.verified.push(`${c.id}: ${m.path} has the pinned size and sha256`);
      }
      continue;
    }
    const cached =
      (await stat(modelCachePath(options.cacheDir, m.sha256)).catch(() => undefined))?.size === m.sizeBytes;
    report.cache.models.push(
      `${c.id}: sha256 ${m.sha256} ${cached ? 'in the cache (its digest is verified when prepare uses it)' : 'not cached (prepare downloads it)'}`,
    );
    await checkPinnedUrl(report, silent, options, {
      name: c.id,
      url: m.url,
      sizeBytes: m.sizeBytes,
      file: specPath,
      at,
      // A gated model answers its HEAD only with a token; check sends one only when asked to.
      credential: credentialFor(m.url, options.modelToken),
    });
  }
}

/** A pinned download asked for its status and size: a 404 or another size is a problem of the plan. */
async function checkPinnedUrl(
  report: CheckReport,
  silent: Set<string>,
  options: CheckOptions,
  pinned: {
    name: string;
    url: string;
    sizeBytes: number;
    file: string;
    at: string;
    credential?: ModelCredential;
  },
): Promise<void> {
  const { sizeBytes, file, at } = pinned;
  // A URL holding user:password@ is a problem of the plan already reported; it is never requested or shown.
  if (urlHasCredentials(pinned.url)) return;
  const href = urlForDisplay(pinned.url);
  const url = URL.canParse(href) ? new URL(href) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    report.problems.push(
      checkProblem(
        file,
        `${at}/url`,
        `${JSON.stringify(href)} is not an http(s) URL`,
        'give the https:// URL of the pinned file',
      ),
    );
    return;
  }
  if (options.offline || silent.has(url.host)) return;
  const probe = await probeModelUrl(href, {
    timeoutMs: options.timeoutMs,
    credential: pinned.credential,
    dispatcher: options.dispatcher,
  });
  if (probe.kind === 'unreachable') {
    silent.add(url.host);
    report.skipped.push(
      `URLs on ${url.host}: not checked, the host did not answer (${probe.reason}); run check where the network allows, or pass --offline`,
    );
  } else if (probe.kind === 'http-error')
    report.problems.push(
      checkProblem(
        file,
        `${at}/url`,
        `${href} answered HTTP ${probe.status}`,
        probe.status === 404
          ? 'fix the URL: it must name the pinned file at a fixed revision or release (e.g. …/resolve/<commit>/<file>)'
          : (probe.status === 401 || probe.status === 403) && pinned.credential === undefined
            ? 'a gated or private model: check sends a token only when asked, so pass --token-env (and --token-origin for a server other than the Hub) with a token that can read it'
            : 'check the URL and that the file is public',
      ),
    );
  else if (probe.sizeBytes !== undefined && probe.sizeBytes !== sizeBytes)
    report.problems.push(
      checkProblem(
        file,
        `${at}/size_bytes`,
        `is ${sizeBytes} but ${href} serves ${probe.sizeBytes} bytes (Content-Length)`,
        `set size_bytes to ${probe.sizeBytes} if that is the pinned file, or fix the URL`,
      ),
    );
  else
    report.verified.push(
      `${pinned.name}: ${href} answers ${probe.status}${probe.sizeBytes === undefined ? ' (no size sent)' : ` with the pinned size ${probe.sizeBytes}`}`,
    );
}

async function checkBuildCache(report: CheckReport, spec: RunSpec, options: CheckOptions): Promise<void> {
  for (const variant of spec.builds) {
    if (!spec.candidates.some((c) => c.build === variant.label)) continue;
    try {
      const { key } = await resolveBuildCacheKey({
        source: spec.source,
        variant,
        env: options.env,
        arch: options.arch,
      });
      const found = await lookupBuild(options.cacheDir, key);
      report.cache.builds.push(
        `${variant.label}: ${key} ${found.state === 'hit' ? 'in the cache' : found.state === 'miss' ? 'not cached (prepare builds it)' : `in the cache but unusable (${found.reason}; prepare rebuilds it)`}`,
      );
    } catch (e) {
      report.cache.builds.push(
        `${variant.label}: cache key unknown on this machine (${(e as Error).message})`,
      );
    }
  }
}
