// What `check` reports about a run spec before anything is built or downloaded: every problem with its
// file, JSON pointer and a fix, which document a misplaced file is, and the study's size and time.
import { InputError, SchemaError } from '../core/errors.js';
import { isJsonObject, type JsonValue } from '../core/json.js';
import type { EvaluationSuite } from './evaluation-suite.js';
import type { LoadPlan } from './load-plan.js';
import type { CapacityPlan } from './plan.js';
import type { RunSpec } from './run-spec.js';
import { performanceRuns, qualityRuns } from './schedule.js';

export interface CheckProblem {
  file: string;
  /** JSON pointer inside `file` ('' for the whole document). */
  pointer: string;
  message: string;
  fix: string;
}

/** The problems an InputError stands for (a schema error lists several), each with its fix. */
export function problemsOf(error: InputError, fallbackFile: string): CheckProblem[] {
  if (error instanceof SchemaError)
    return error.errors.map((e) => checkProblem(error.file, e.pointer, e.message));
  const file = error.file ?? fallbackFile;
  const pointer = error.pointer ?? '';
  const prefix = error.file
    ? `${error.file}${error.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `
    : '';
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return [checkProblem(file, pointer, message)];
}

export function checkProblem(file: string, pointer: string, message: string, fix?: string): CheckProblem {
  return { file, pointer, message, fix: fix ?? fixFor(message, pointer) };
}

/** A fix for a problem the readers of the plan files report, chosen from what the message says. */
export function fixFor(message: string, pointer: string): string {
  const key = pointer.split('/').pop() ?? '';
  if (/must not hold credentials/.test(message))
    return 'remove user:password@ from the URL; a token goes in HF_TOKEN (or --token-env), and --token-origin names a server other than the Hub';
  if (/SHA-256 digest|sha256 must be/.test(message))
    return 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`';
  if (/missing fields?:? .*size_bytes/.test(message) || (key === 'size_bytes' && /missing/.test(message)))
    return 'add size_bytes: the file size in bytes (`stat -c %s <file>`)';
  if (/unknown fields/.test(message))
    return 'check the spelling of the key: keys outside the format are refused, never ignored';
  if (/missing fields?/.test(message))
    return 'add the missing field (examples/neoverse-qwen shows every field of the four-file format in use)';
  if (/file not found/.test(message))
    return 'check the path: --plan is relative to the current directory, the files a run spec names to its folder';
  if (/strictly (ascending|increasing)/.test(message))
    return 'list the levels in strictly ascending order, each once (e.g. [1, 2, 4])';
  if (/must name the same candidates/.test(message))
    return 'rename the candidate in both files: the run spec’s /candidates keys and the capacity plan’s /candidates ids must match';
  if (/is not declared under \/builds/.test(message))
    return 'name one of the builds declared under /builds, or declare this one there';
  if (/is not declared under \/models/.test(message))
    return 'name one of the models declared under /models, or declare this one there';
  if (/is not declared under \/candidates/.test(message))
    return 'name one of the candidate ids under /candidates';
  if (key === 'sha256' && /pattern/.test(message))
    return 'a sha256 is 64 lowercase hex digits — compute it with `sha256sum <file>`';
  if (key === 'size_bytes' && /is required/.test(message))
    return 'add size_bytes: the file size in bytes (`stat -c %s <file>`)';
  if (key === 'candidate_order')
    return 'list every candidate id once, in the order the forward pass runs them';
  if (/paretopilot-capacity pins|pins\.|plan pins/.test(message) || pointer.startsWith('/pins'))
    return 'run `paretopilot-capacity pins --plan <capacity-run.json> --write` to pin what the run spec produces';
  const meant = /is not an allowed key \(did you mean "([^"]+)"\?\)/.exec(message);
  if (meant) return `rename the key to ${meant[1]}, or remove it`;
  if (/is not an allowed key/.test(message)) return 'remove the key or fix its spelling';
  if (/is required/.test(message)) return 'add the field';
  return 'correct the value at this pointer (docs/plan-files.md describes every file)';
}

export type PlanDocumentKind = 'run-spec' | 'capacity-plan' | 'load-plan' | 'evaluation-suite' | 'authored';

const MARKER_KEYS: Record<PlanDocumentKind, string[]> = {
  authored: ['format', 'grid', 'models'],
  'run-spec': ['capacity_plan', 'llama_cpp', 'builds'],
  'capacity-plan': ['server_parallel_levels', 'client_concurrency_levels', 'pins'],
  'load-plan': ['concurrency_levels', 'measured_requests_per_level', 'prompts'],
  'evaluation-suite': ['quality_cases', 'performance'],
};

const FILE_NAMES: Record<PlanDocumentKind, string> = {
  authored: 'an authored plan (capacity.json)',
  'run-spec': 'the run spec (capacity-run.json)',
  'capacity-plan': 'a capacity plan (capacity-plan.json)',
  'load-plan': 'a load plan (load-plan.json)',
  'evaluation-suite': 'an evaluation suite (evaluation-suite.json)',
};

/** Which plan document `value` looks like, by the keys only that document has. */
export function recognizeDocument(value: JsonValue): PlanDocumentKind | undefined {
  if (!isJsonObject(value)) return undefined;
  const kinds = Object.keys(MARKER_KEYS) as PlanDocumentKind[];
  return kinds.find((k) => MARKER_KEYS[k].filter((key) => key in value).length >= 2);
}

/** A problem when `value` is another plan document than the one `expected` there, else undefined. */
export function misplacedDocument(
  value: JsonValue,
  expected: PlanDocumentKind,
  file: string,
): CheckProblem | undefined {
  const kind = recognizeDocument(value);
  if (kind === undefined || kind === expected) return undefined;
  // Where a plan is expected, a run spec and an authored plan are both right.
  if (expected === 'run-spec' && kind === 'authored') return undefined;
  if (expected === 'run-spec')
    return checkProblem(
      file,
      '',
      `this is ${FILE_NAMES[kind]}, not the run spec (capacity-run.json) or an authored plan (capacity.json)`,
      'pass the run spec (capacity-run.json) that names it, or an authored plan (capacity.json): `--plan <capacity-run.json | capacity.json>`',
    );
  return checkProblem(
    file,
    '',
    `this is ${FILE_NAMES[kind]}, not ${FILE_NAMES[expected]}`,
    `name ${FILE_NAMES[expected]} here`,
  );
}

/** What one request is assumed to take when nothing is measured yet (stated with every estimate). */
export const ASSUMED_SECONDS_PER_REQUEST = 2;

export interface StudyEstimate {
  serverConfigurations: number;
  performanceServers: number;
  qualityServers: number;
  requests: number;
  /** Every request answered at its timeout, every server slow to start: a bound, not a forecast. */
  upperBoundSeconds: number;
  /** At ASSUMED_SECONDS_PER_REQUEST a request, with the plan's pauses and no slow starts. */
  assumedSeconds: number;
  /** The formula's inputs, in words. */
  inputs: string[];
}

/** Servers, requests and time a study takes, from its grid, request counts and timeouts. */
export function estimateStudy(
  spec: RunSpec,
  plan: CapacityPlan,
  loadPlan: LoadPlan,
  suite: EvaluationSuite,
): StudyEstimate {
  const runs = performanceRuns(plan, spec.basePort);
  const quality = qualityRuns(plan, spec.basePort);
  const perLevel = loadPlan.warmup_requests_per_level + loadPlan.measured_requests_per_level;
  const levels = loadPlan.concurrency_levels;
  const cases = suite.quality_cases.length;
  const requests = runs.length * levels.length * perLevel + quality.length * cases;
  const timeout =
    spec.timeouts.requestDeadlineSeconds === null
      ? loadPlan.timeout_seconds
      : Math.min(loadPlan.timeout_seconds, spec.timeouts.requestDeadlineSeconds);
  // Requests of a level run C at a time, so a level takes ceil(requests / C) request times.
  const waves = levels.reduce((sum, c) => sum + Math.ceil(perLevel / c), 0);
  const servers = runs.length + quality.length;
  const startAndPause = servers * (spec.timeouts.healthSeconds + spec.timeouts.pauseBetweenRunsSeconds);
  const upperBoundSeconds = startAndPause + runs.length * waves * timeout + quality.length * cases * timeout;
  const assumedSeconds =
    servers * spec.timeouts.pauseBetweenRunsSeconds +
    (runs.length * waves + quality.length * cases) * ASSUMED_SECONDS_PER_REQUEST;
  // A rate search spends at most its budget in probes, plus one probe's overrun up to the timeout.
  const o = plan.open_loop;
  const searchUpper = o === undefined ? 0 : runs.length * (o.budget_seconds + timeout);
  const searchAssumed = o === undefined ? 0 : runs.length * o.budget_seconds;
  return {
    serverConfigurations: servers,
    performanceServers: runs.length,
    qualityServers: quality.length,
    requests,
    upperBoundSeconds: upperBoundSeconds + searchUpper,
    assumedSeconds: assumedSeconds + searchAssumed,
    inputs: [
      `${plan.passes.length} passes × ${plan.candidates.length} candidates × ${plan.server_parallel_levels.length} server levels = ${runs.length} servers, + ${quality.length} quality servers`,
      `${levels.length} client levels [${levels.join(', ')}] × (${loadPlan.warmup_requests_per_level} warm-up + ${loadPlan.measured_requests_per_level} measured) requests per server, + ${cases} quality cases per quality server`,
      `request timeout ${timeout} s, server start up to ${spec.timeouts.healthSeconds} s, pause ${spec.timeouts.pauseBetweenRunsSeconds} s between servers`,
      ...(o === undefined
        ? []
        : [`a rate search per server of at most ${o.budget_seconds} s of probes (open_loop.budget_seconds)`]),
    ],
  };
}

/** Minutes, rounded up, as the estimate prints them. */
export function minutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}
