// Action inputs (and the run attempt the runner sets), read and checked once into a typed object;
// kebab-case names in one constant.
import {
  parsePassSelector as parseSelector,
  resolvePassSelector as resolveSelector,
  type PassSelector,
} from '../domain/plan/pass-selection.js';
import * as core from '@actions/core';
import { ARTIFACT_KINDS, artifactName } from '../domain/bundle/artifact-names.js';
import { ArtifactNameError } from '../domain/core/errors.js';
import { InputError } from '../domain/core/errors.js';
import { runnerLabelProblem } from '../domain/fleet/fleet.js';
import { parsePriceTable } from '../domain/fleet/prices.js';
import { parseJsonInput } from '../domain/core/json-input.js';
import { DEFAULT_PLAN_FILE, DEFAULT_WORK_DIR } from '../orchestrators/stages.js';
import { DEFAULT_TOKEN_ENV, modelTokenFor, type ModelToken } from '../adapters/models/model-request.js';
import { parseDownloadTimeout as downloadTimeoutMs } from '../adapters/models/verified-download.js';
import { ConfigurationError } from './errors.js';

/** Action input names as written in action.yml, in one place so readers and docs cannot drift. */
export const INPUT_NAMES = {
  command: 'command',
  plan: 'plan',
  workDir: 'work-dir',
  pass: 'pass',
  artifactPrefix: 'artifact-prefix',
  artifactRetentionDays: 'artifact-retention-days',
  cache: 'cache',
  cacheKeySuffix: 'cache-key-suffix',
  githubToken: 'github-token',
  comment: 'comment',
  failOn: 'fail-on',
  baselineStudy: 'baseline-study',
  cacheDir: 'cache-dir',
  studyResult: 'study-result',
  runners: 'runners',
  prices: 'prices',
  minTokensPerSecond: 'min-tokens-per-second',
  tokenOrigins: 'token-origins',
  downloadTimeout: 'download-timeout',
} as const;

export type InputKey = keyof typeof INPUT_NAMES;

export const COMMANDS = ['models', 'prepare', 'measure', 'quality', 'assemble', 'verify', 'fleet'] as const;
export type Command = (typeof COMMANDS)[number];

export const COMMENT_MODES = ['auto', 'always', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const FAIL_ON_CONDITIONS = ['no-eligible-point', 'selection-changed', 'incomplete'] as const;
export type FailOnCondition = (typeof FAIL_ON_CONDITIONS)[number];

/** Results a job can have (`needs.<job>.result`); the assemble job is told the study job's. */
export const STUDY_RESULTS = ['success', 'failure', 'cancelled', 'skipped'] as const;
export type StudyResult = (typeof STUDY_RESULTS)[number];

/** `fail-on: none` turns every condition off; an empty input means the default. */
export const FAIL_ON_NONE = 'none';

export const INPUT_DEFAULTS = {
  plan: DEFAULT_PLAN_FILE,
  workDir: DEFAULT_WORK_DIR,
  pass: 'all',
  artifactPrefix: 'capacity',
  artifactRetentionDays: 14,
  cache: true,
  comment: 'auto' as CommentMode,
  failOn: ['incomplete'] as readonly FailOnCondition[],
} as const;

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 90;
export type { PassSelector } from '../domain/plan/pass-selection.js';

export interface ActionInputs {
  readonly command: Command;
  readonly plan: string;
  readonly workDir: string;
  readonly pass: PassSelector;
  readonly artifactPrefix: string;
  readonly artifactRetentionDays: number;
  readonly cache: boolean;
  /** Appended to every cache entry's name; undefined when the input is empty. */
  readonly cacheKeySuffix?: string;
  /** Undefined when the input is empty; masked as soon as it is read. */
  readonly githubToken: string | undefined;
  readonly comment: CommentMode;
  /** Unique, in the order given. Empty only for `fail-on: none`. */
  readonly failOn: readonly FailOnCondition[];
  readonly baselineStudy: string | undefined;
  readonly cacheDir: string | undefined;
  /**
   * For assemble and fleet: the study job's result. `cancelled` (a newer run superseded it, or someone cancelled
   * it) is recorded as such, not as an incomplete study. Undefined when the input is empty.
   */
  readonly studyResult?: StudyResult | undefined;
  /** For `fleet`: the runner labels, in matrix order (runner i used artifact prefix `<prefix>-r<i>`). */
  readonly runners?: readonly string[];
  /** For `fleet`: the price table as JSON text, its syntax and shape already checked. */
  readonly prices?: string;
  readonly minTokensPerSecond?: number;
  /**
   * The model token from the step's HF_TOKEN (the workflows' model-token secret), masked as soon as it
   * is read, and the https origins it may go to: the Hub's and those `token-origins` names.
   */
  readonly modelToken?: ModelToken;
  /** `download-timeout` in milliseconds: each download's overall deadline. */
  readonly downloadTimeoutMs?: number;
}

export type GetInput = (name: string) => string;

/** The variable the runner sets to the workflow run's attempt (1, then one more per re-run). */
export const RUN_ATTEMPT_VARIABLE = 'GITHUB_RUN_ATTEMPT';
const RUN_ATTEMPT_PATTERN = /^[1-9][0-9]{0,5}$/;

/**
 * The run attempt from `env`: 1 when GITHUB_RUN_ATTEMPT is unset (a run outside Actions), else its
 * value, which must be a plain positive integer. Any other value is refused rather than guessed:
 * the attempt is part of every artifact name and decides which artifacts a study is assembled from.
 */
export function readRunAttempt(env: NodeJS.ProcessEnv): number {
  const value = env[RUN_ATTEMPT_VARIABLE];
  if (value === undefined) return 1;
  if (RUN_ATTEMPT_PATTERN.test(value)) return Number(value);
  throw new ConfigurationError(
    RUN_ATTEMPT_VARIABLE,
    `Environment variable ${RUN_ATTEMPT_VARIABLE} is ${JSON.stringify(value)}; expected a positive integer ` +
      `of at most 6 digits without sign, exponent or leading zero (the Actions runner sets it; 1 for a run's first attempt).`,
  );
}

/**
 * Read every action input once. `getInput` follows `core.getInput` semantics
 * (`INPUT_<NAME>` upper-cased with dashes kept, trimmed, '' when unset); empty means "use the default".
 * GITHUB_RUN_ATTEMPT in `env` is checked here too, so a bad value stops the step before any work.
 */
export function readInputs(
  getInput: GetInput = core.getInput,
  maskSecret: (secret: string) => void = core.setSecret,
  env: NodeJS.ProcessEnv = process.env,
): ActionInputs {
  const read = (key: InputKey): string | undefined => {
    const value = getInput(INPUT_NAMES[key]);
    return value === '' ? undefined : value;
  };

  const githubToken = read('githubToken');
  // Mask before anything else can echo it.
  if (githubToken !== undefined) maskSecret(githubToken);
  const token = env[DEFAULT_TOKEN_ENV] || undefined;
  if (token !== undefined) maskSecret(token);
  const modelToken = modelTokenFor(token, env, tokenOriginTexts(read('tokenOrigins')), (problem) => {
    throw new ConfigurationError(
      INPUT_NAMES.tokenOrigins,
      `Input '${INPUT_NAMES.tokenOrigins}': ${problem}.`,
    );
  });

  const commandValue = read('command');
  if (commandValue === undefined) {
    throw new ConfigurationError(
      INPUT_NAMES.command,
      `Input '${INPUT_NAMES.command}' is required; allowed values: ${COMMANDS.join(', ')}.`,
    );
  }
  readRunAttempt(env);

  return {
    command: parseChoice('command', commandValue, COMMANDS),
    plan: parsePath('plan', read('plan') ?? INPUT_DEFAULTS.plan, { allowAbsolute: false }),
    workDir: parsePath('workDir', read('workDir') ?? INPUT_DEFAULTS.workDir, { allowAbsolute: true }),
    pass: parsePassSelector(read('pass') ?? INPUT_DEFAULTS.pass),
    artifactPrefix: parseArtifactPrefix(read('artifactPrefix') ?? INPUT_DEFAULTS.artifactPrefix),
    artifactRetentionDays: parseRetentionDays(read('artifactRetentionDays')),
    cache: parseBoolean('cache', read('cache'), INPUT_DEFAULTS.cache),
    cacheKeySuffix: parseCacheKeySuffix(read('cacheKeySuffix')),
    githubToken,
    comment: parseChoice('comment', read('comment') ?? INPUT_DEFAULTS.comment, COMMENT_MODES),
    failOn: parseFailOn(read('failOn')),
    baselineStudy: optionalPath('baselineStudy', read('baselineStudy'), { allowAbsolute: false }),
    cacheDir: optionalPath('cacheDir', read('cacheDir'), { allowAbsolute: true }),
    studyResult: optionalChoice('studyResult', read('studyResult'), STUDY_RESULTS),
    runners: parseRunners(read('runners')),
    prices: parsePrices(read('prices')),
    minTokensPerSecond: parseMinTokens(read('minTokensPerSecond')),
    ...(modelToken !== undefined ? { modelToken } : {}),
    downloadTimeoutMs: parseDownloadTimeout(read('downloadTimeout')),
  };
}

/** `token-origins`: https origins, one a line or separated by commas or spaces (checked by the caller). */
function tokenOriginTexts(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((text) => text !== '');
}

/** `download-timeout`: whole seconds, 1 to 999999; undefined for the default. */
function parseDownloadTimeout(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const name = INPUT_NAMES.downloadTimeout;
  const ms = downloadTimeoutMs(value);
  if (ms !== undefined) return ms;
  throw new ConfigurationError(
    name,
    `Input '${name}' is ${JSON.stringify(value)}; allowed values: whole seconds from 1 to 999999.`,
  );
}

/** `runners`: a JSON list of 1-64 distinct runner labels. */
function parseRunners(value: string | undefined): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const name = INPUT_NAMES.runners;
  const expected = 'a JSON list of 1-64 distinct runner labels, e.g. ["ubuntu-24.04-arm", "ubuntu-latest"]';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigurationError(name, `Input '${name}' is not valid JSON; allowed values: ${expected}.`);
  }
  if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > 64)
    throw new ConfigurationError(name, `Input '${name}' must be ${expected}.`);
  for (const label of parsed) {
    const problem = runnerLabelProblem(label);
    if (problem)
      throw new ConfigurationError(name, `Input '${name}' has an invalid runner label: ${problem}.`);
  }
  if (new Set(parsed).size !== parsed.length)
    throw new ConfigurationError(name, `Input '${name}' lists a runner twice; allowed values: ${expected}.`);
  return parsed as string[];
}

const PRICES_EXPECTED =
  'a JSON object keyed by runner label, e.g. {"ubuntu-24.04-arm": {"usd_per_minute": 0.005}}';

/**
 * `prices`: checked now with the fleet's own price-table reader (strict JSON, then the table's shape
 * and ranges), so a typo fails the step before any artifact is listed or the fleet dir is touched.
 * The text itself is kept: the fleet bundle records it byte for byte.
 */
function parsePrices(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = INPUT_NAMES.prices;
  const display = `Input '${name}'`;
  try {
    const parsed = parseJsonInput({ path: display, bytes: new TextEncoder().encode(value) });
    parsePriceTable(parsed.value, display, parsed.sha256);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // Messages with a JSON pointer already say what the entry must be; a syntax error does not.
    throw new ConfigurationError(
      name,
      e.pointer === undefined ? `${e.message}; allowed values: ${PRICES_EXPECTED}.` : `${e.message}.`,
    );
  }
  return value;
}

function parseMinTokens(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const name = INPUT_NAMES.minTokensPerSecond;
  const n = /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : Number.NaN;
  // 400 nines read as Infinity, and a long run of zeros then a digit as 0: neither is a rate.
  if (Number.isFinite(n) && n > 0) return n;
  throw new ConfigurationError(
    name,
    `Input '${name}' is ${JSON.stringify(value)}; allowed values: a finite number of generated tokens per second greater than 0.`,
  );
}

function parseChoice<T extends string>(key: InputKey, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigurationError(
    INPUT_NAMES[key],
    `Input '${INPUT_NAMES[key]}' is ${JSON.stringify(value)}; allowed values: ${allowed.join(', ')}.`,
  );
}

function optionalChoice<T extends string>(
  key: InputKey,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  return value === undefined ? undefined : parseChoice(key, value, allowed);
}

// YAML 1.2 core-schema booleans, the same set core.getBooleanInput accepts.
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];

function parseBoolean(key: InputKey, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  throw new ConfigurationError(
    INPUT_NAMES[key],
    `Input '${INPUT_NAMES[key]}' is ${JSON.stringify(value)}; allowed values: true, false.`,
  );
}

/** `cache-key-suffix`: 1-64 letters, digits, `.`, `_` or `-` (it becomes part of cache entry names). */
function parseCacheKeySuffix(value: string | undefined): string | undefined {
  if (value === undefined || /^[A-Za-z0-9._-]{1,64}$/.test(value)) return value;
  const name = INPUT_NAMES.cacheKeySuffix;
  throw new ConfigurationError(
    name,
    `Input '${name}' is ${JSON.stringify(value)}; allowed values: 1 to 64 letters, digits, '.', '_' or '-'.`,
  );
}

function parseRetentionDays(value: string | undefined): number {
  const name = INPUT_NAMES.artifactRetentionDays;
  if (value === undefined) return INPUT_DEFAULTS.artifactRetentionDays;
  const days = /^[0-9]{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(days) && days >= RETENTION_DAYS_MIN && days <= RETENTION_DAYS_MAX) return days;
  throw new ConfigurationError(
    name,
    `Input '${name}' is ${JSON.stringify(value)}; allowed values: an integer from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}.`,
  );
}

function parseFailOn(value: string | undefined): readonly FailOnCondition[] {
  const name = INPUT_NAMES.failOn;
  if (value === undefined) return INPUT_DEFAULTS.failOn;
  if (value === FAIL_ON_NONE) return [];
  const allowedText = `a comma-separated list of ${FAIL_ON_CONDITIONS.join(', ')} (or '${FAIL_ON_NONE}')`;
  const conditions: FailOnCondition[] = [];
  for (const raw of value.split(',')) {
    const item = raw.trim();
    if (!(FAIL_ON_CONDITIONS as readonly string[]).includes(item)) {
      throw new ConfigurationError(
        name,
        `Input '${name}' has unknown entry ${JSON.stringify(item)}; allowed values: ${allowedText}.`,
      );
    }
    if (!conditions.includes(item as FailOnCondition)) conditions.push(item as FailOnCondition);
  }
  return conditions;
}

/** Parse the `pass` input: `all`, `remaining`, an ordinal (`1`, `2`, …), or a pass id from the plan. */
export function parsePassSelector(value: string): PassSelector {
  const name = INPUT_NAMES.pass;
  const parsed = parseSelector(value);
  if (parsed.ok) return parsed.value;
  throw new ConfigurationError(name, `Input '${name}' is ${JSON.stringify(value)}; ${parsed.reason}.`);
}

/** The plan pass ids a selector names, in plan order; a ConfigurationError when it names none the plan has. */
export function resolvePassSelector(selector: PassSelector, planPassIds: readonly string[]): string[] {
  const name = INPUT_NAMES.pass;
  const resolved = resolveSelector(selector, planPassIds);
  if (resolved.ok) return resolved.value;
  const given =
    selector.kind === 'id'
      ? JSON.stringify(selector.id)
      : selector.kind === 'ordinal'
        ? String(selector.ordinal)
        : selector.kind;
  throw new ConfigurationError(name, `Input '${name}' is ${given}: ${resolved.reason}.`);
}

// Artifact names may not contain " : < > | * ? \r \n \ / — a conservative charset keeps derived names valid.
const ARTIFACT_PREFIX_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;

function parseArtifactPrefix(value: string): string {
  const name = INPUT_NAMES.artifactPrefix;
  const allowed =
    `1-64 characters of A-Z a-z 0-9 _ . - (not starting with '.' or '-'), without the words ` +
    `${ARTIFACT_KINDS.join(', ')} (in any case) between hyphens`;
  if (!ARTIFACT_PREFIX_PATTERN.test(value))
    throw new ConfigurationError(
      name,
      `Input '${name}' is ${JSON.stringify(value)}; allowed values: ${allowed}.`,
    );
  // The artifact-name builder's own rules (reserved words, length), applied now rather than when
  // the first artifact is named, after work has been done and the work dir rewritten.
  try {
    artifactName({ prefix: value, kind: 'prepare', runAttempt: 1 });
  } catch (e) {
    if (!(e instanceof ArtifactNameError)) throw e;
    throw new ConfigurationError(
      name,
      `Input '${name}' is ${JSON.stringify(value)}: ${e.message} Allowed values: ${allowed}.`,
    );
  }
  return value;
}

interface PathRules {
  readonly allowAbsolute: boolean;
}

function optionalPath(key: InputKey, value: string | undefined, rules: PathRules): string | undefined {
  return value === undefined ? undefined : parsePath(key, value, rules);
}

/** Paths are POSIX-style; `..` segments, NUL, control characters and backslashes are refused. */
function parsePath(key: InputKey, value: string, rules: PathRules): string {
  const name = INPUT_NAMES[key];
  const expected = rules.allowAbsolute
    ? 'a path with / separators and no .. segments'
    : 'a workspace-relative path with / separators and no .. segments';
  const fail = (why: string): never => {
    throw new ConfigurationError(
      name,
      `Input '${name}' is ${JSON.stringify(value)} (${why}); allowed values: ${expected}.`,
    );
  };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) fail('contains a control character');
  if (value.includes('\\')) fail('contains a backslash');
  if (!rules.allowAbsolute && value.startsWith('/')) fail('is absolute');
  if (value.split('/').includes('..')) fail('contains a .. segment');
  return value;
}
