// The one place artifact names are built and read back, so every job agrees on them.
import { qualityLabel, runLabel } from '../plan/schedule.js';
import { ArtifactNameError } from '../core/errors.js';

export const ARTIFACT_KINDS = ['run', 'quality', 'bundle', 'diagnostics', 'prepare'] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** Characters the Actions artifact service rejects in a name, with the words used in messages. */
export const FORBIDDEN_ARTIFACT_NAME_CHARACTERS: ReadonlyMap<string, string> = new Map([
  ['"', 'double quote "'],
  [':', 'colon :'],
  ['<', 'less than <'],
  ['>', 'greater than >'],
  ['|', 'vertical bar |'],
  ['*', 'asterisk *'],
  ['?', 'question mark ?'],
  ['\r', 'carriage return \\r'],
  ['\n', 'line feed \\n'],
  ['\\', 'backslash \\'],
  ['/', 'forward slash /'],
]);

export const MAX_ARTIFACT_NAME_LENGTH = 200;

export interface ArtifactNameParts {
  readonly prefix: string;
  readonly kind: ArtifactKind;
  /** Measured pass id (run cells, and diagnostics of a run cell). */
  readonly pass?: string;
  readonly candidate?: string;
  readonly serverParallel?: number;
  /** `github.run_attempt`, when re-runs must not collide with the first attempt's artifacts. */
  readonly runAttempt?: number;
}

const ATTEMPT_TOKEN = /^a\d+$/;
const ATTEMPT_CANONICAL = /^a([1-9]\d*)$/;
const PARALLEL_TOKEN = /^p([1-9]\d*)$/;

/** Why `name` is not an acceptable artifact name, or undefined when it is. */
export function artifactNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  for (const [char, words] of FORBIDDEN_ARTIFACT_NAME_CHARACTERS) {
    if (name.includes(char)) return `contains the forbidden character ${words}`;
  }
  const control = [...name].find(isControlCharacter);
  if (control !== undefined) return `contains the control character U+${hex4(control)}`;
  if (name.trim() !== name) return 'has leading or trailing whitespace';
  if (name.length > MAX_ARTIFACT_NAME_LENGTH) {
    return `is ${name.length} characters long; at most ${MAX_ARTIFACT_NAME_LENGTH} are allowed`;
  }
  return undefined;
}

/** Throws an ArtifactNameError unless `name` is usable as an artifact name as it is. */
export function assertValidArtifactName(name: string): void {
  const problem = artifactNameProblem(name);
  if (problem !== undefined) throw new ArtifactNameError(`Artifact name ${JSON.stringify(name)} ${problem}.`);
}

/**
 * Builds the artifact name for one job output, e.g. `capacity-run-forward-q8-generic-p2`.
 * Labels are never rewritten: a label the scheme cannot carry unambiguously is an error, so two
 * distinct part sets always give two distinct names (see parseArtifactName).
 */
export function artifactName(parts: ArtifactNameParts): string {
  const kind = parts.kind;
  if (!(ARTIFACT_KINDS as readonly string[]).includes(kind)) {
    throw new ArtifactNameError(
      `Artifact kind ${JSON.stringify(kind)} is not supported; allowed values: ${ARTIFACT_KINDS.join(', ')}.`,
    );
  }
  checkLabel('prefix', parts.prefix);
  for (const token of parts.prefix.split('-')) {
    if ((ARTIFACT_KINDS as readonly string[]).includes(token.toLowerCase())) {
      throw new ArtifactNameError(
        `Artifact prefix ${JSON.stringify(parts.prefix)} contains the word ${JSON.stringify(token)} between ` +
          `hyphens; the kinds ${ARTIFACT_KINDS.join(', ')} are reserved there so names can be read back.`,
      );
    }
  }
  if (parts.pass !== undefined) {
    checkLabel('pass', parts.pass);
    if (parts.pass.includes('-')) {
      throw new ArtifactNameError(
        `Artifact pass label ${JSON.stringify(parts.pass)} contains a hyphen; pass ids in artifact names ` +
          'must be a single word so the candidate id that follows can be read back.',
      );
    }
  }
  if (parts.candidate !== undefined) {
    checkLabel('candidate', parts.candidate);
    const last = parts.candidate.split('-').pop() ?? '';
    if (ATTEMPT_TOKEN.test(last)) {
      throw new ArtifactNameError(
        `Artifact candidate label ${JSON.stringify(parts.candidate)} ends in ${JSON.stringify(last)}; ` +
          'a trailing a<digits> word is reserved for the run-attempt suffix.',
      );
    }
  }
  if (parts.serverParallel !== undefined) checkCount('serverParallel', parts.serverParallel);
  if (parts.runAttempt !== undefined) checkCount('runAttempt', parts.runAttempt);

  const tokens = [parts.prefix, kind, ...shapeTokens(parts)];
  if (parts.runAttempt !== undefined) tokens.push(`a${parts.runAttempt}`);
  const name = tokens.join('-');
  if (name.length > MAX_ARTIFACT_NAME_LENGTH) {
    throw new ArtifactNameError(
      `Artifact name ${JSON.stringify(name)} is ${name.length} characters long; at most ` +
        `${MAX_ARTIFACT_NAME_LENGTH} are allowed (shorten the prefix or the candidate id).`,
    );
  }
  return name;
}

/**
 * Reads a name built by artifactName back into its parts; undefined for any other name (another
 * step's artifact, or one with a different prefix when `options.prefix` is given).
 */
export function parseArtifactName(
  name: string,
  options: { readonly prefix?: string } = {},
): ArtifactNameParts | undefined {
  if (artifactNameProblem(name) !== undefined) return undefined;
  const tokens = name.split('-');
  const kindIndex = tokens.findIndex((t) => (ARTIFACT_KINDS as readonly string[]).includes(t));
  if (kindIndex < 1) return undefined;
  const prefix = tokens.slice(0, kindIndex).join('-');
  if (options.prefix !== undefined && prefix !== options.prefix) return undefined;
  const kind = tokens[kindIndex] as ArtifactKind;
  const rest = tokens.slice(kindIndex + 1);
  let runAttempt: number | undefined;
  if (rest.length > 0 && ATTEMPT_TOKEN.test(rest[rest.length - 1])) {
    const match = ATTEMPT_CANONICAL.exec(rest.pop() as string);
    if (!match) return undefined;
    runAttempt = Number(match[1]);
  }
  const shape = readShape(kind, rest);
  if (shape === undefined) return undefined;
  const parts: ArtifactNameParts = {
    prefix,
    kind,
    ...shape,
    ...(runAttempt === undefined ? {} : { runAttempt }),
  };
  // Only names this module would produce count; anything else is someone else's artifact.
  try {
    return artifactName(parts) === name ? parts : undefined;
  } catch {
    return undefined;
  }
}

type Shape = Pick<ArtifactNameParts, 'pass' | 'candidate' | 'serverParallel'>;

function shapeTokens(parts: ArtifactNameParts): string[] {
  const { kind, pass, candidate, serverParallel } = parts;
  const present = [
    pass !== undefined ? 'pass' : '',
    candidate !== undefined ? 'candidate' : '',
    serverParallel !== undefined ? 'serverParallel' : '',
  ].filter((f) => f !== '');
  const runCell = () => [pass as string, candidate as string, `p${serverParallel}`];
  const qualityCell = () => [candidate as string, `p${serverParallel}`];
  const same = (expected: string[]) =>
    present.length === expected.length && expected.every((f, i) => present[i] === f);
  switch (kind) {
    case 'run':
      if (same(['pass', 'candidate', 'serverParallel'])) return runCell();
      break;
    case 'quality':
      if (same(['candidate', 'serverParallel'])) return qualityCell();
      break;
    case 'bundle':
      if (same([])) return [];
      break;
    case 'prepare':
      if (same([])) return [];
      if (same(['candidate'])) return [candidate as string];
      break;
    case 'diagnostics':
      // The diagnosed job's shape is spelled out so every field combination reads back uniquely.
      if (same([])) return [];
      if (same(['pass', 'candidate', 'serverParallel'])) return ['run', ...runCell()];
      if (same(['candidate', 'serverParallel'])) return ['quality', ...qualityCell()];
      if (same(['candidate'])) return ['prepare', candidate as string];
      break;
  }
  throw new ArtifactNameError(
    `Artifact kind ${kind} does not take the fields {${present.join(', ')}}; expected ${SHAPES[kind]}.`,
  );
}

const SHAPES: Record<ArtifactKind, string> = {
  run: '{pass, candidate, serverParallel}',
  quality: '{candidate, serverParallel}',
  bundle: 'no cell fields',
  prepare: 'no cell fields or {candidate}',
  diagnostics:
    'no cell fields, {pass, candidate, serverParallel}, {candidate, serverParallel} or {candidate}',
};

function readShape(kind: ArtifactKind, rest: string[]): Shape | undefined {
  const runCell = (tokens: string[]): Shape | undefined => {
    if (tokens.length < 3) return undefined;
    const cell = qualityCell(tokens.slice(1));
    return cell && { pass: tokens[0], ...cell };
  };
  const qualityCell = (tokens: string[]): Shape | undefined => {
    if (tokens.length < 2) return undefined;
    const match = PARALLEL_TOKEN.exec(tokens[tokens.length - 1]);
    if (!match) return undefined;
    return { candidate: tokens.slice(0, -1).join('-'), serverParallel: Number(match[1]) };
  };
  switch (kind) {
    case 'run':
      return runCell(rest);
    case 'quality':
      return qualityCell(rest);
    case 'bundle':
      return rest.length === 0 ? {} : undefined;
    case 'prepare':
      return rest.length === 0 ? {} : { candidate: rest.join('-') };
    case 'diagnostics': {
      if (rest.length === 0) return {};
      const [sub, ...tail] = rest;
      if (sub === 'run') return runCell(tail);
      if (sub === 'quality') return qualityCell(tail);
      if (sub === 'prepare' && tail.length > 0) return { candidate: tail.join('-') };
      return undefined;
    }
  }
}

function checkLabel(field: string, value: unknown): void {
  if (typeof value !== 'string') {
    throw new ArtifactNameError(`Artifact ${field} label must be a string, got ${typeof value}.`);
  }
  const problem = artifactNameProblem(value);
  if (problem !== undefined) {
    throw new ArtifactNameError(
      `Artifact ${field} label ${JSON.stringify(value)} ${problem}; ` +
        'labels are used verbatim in artifact names and are never rewritten.',
    );
  }
}

function checkCount(field: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new ArtifactNameError(
      `Artifact ${field} must be a positive integer, got ${JSON.stringify(value)}.`,
    );
  }
}

// C0 and C1 control characters are invisible in the Actions UI and unsafe in file names.
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function hex4(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}

/** One measurement artifact of the chosen attempt: a run or quality cell. */
export interface SelectedCell<T> {
  readonly kind: 'run' | 'quality';
  /** Schedule label, e.g. `forward/q8-generic/p2` or `q8-generic/p2`. */
  readonly label: string;
  readonly artifact: T;
}

export interface AttemptSelection<T> {
  /** The run attempt whose artifacts make up the study; undefined when no prepare artifact counts. */
  readonly attempt?: number;
  readonly prepare?: T;
  readonly cells: readonly SelectedCell<T>[];
  /** Study artifacts left out, each with the reason, in list order. */
  readonly ignored: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * Picks the one run attempt a study is assembled from: the newest prepare artifact at or below
 * `currentAttempt`, and only that attempt's cells. Artifacts of a later attempt than the running
 * one, of other attempts, or without an attempt suffix are ignored (and said why), so a rerun
 * that stopped halfway is reported incomplete, never mixed from two machines.
 */
export function selectStudyAttempt<T extends { readonly name: string }>(
  artifacts: readonly T[],
  options: { readonly prefix: string; readonly currentAttempt: number },
): AttemptSelection<T> {
  const ignored: { name: string; reason: string }[] = [];
  const candidates: { artifact: T; parts: ArtifactNameParts; attempt: number }[] = [];
  for (const artifact of artifacts) {
    const parts = parseArtifactName(artifact.name, { prefix: options.prefix });
    if (!parts || !['prepare', 'run', 'quality'].includes(parts.kind)) continue;
    if (parts.kind === 'prepare' && parts.candidate !== undefined) {
      ignored.push({
        name: artifact.name,
        reason: 'a per-candidate prepare artifact is not part of a study',
      });
      continue;
    }
    if (parts.runAttempt === undefined) {
      ignored.push({ name: artifact.name, reason: 'its name carries no run attempt' });
      continue;
    }
    if (parts.runAttempt > options.currentAttempt) {
      ignored.push({
        name: artifact.name,
        reason: `attempt ${parts.runAttempt} is later than the running attempt ${options.currentAttempt}`,
      });
      continue;
    }
    candidates.push({ artifact, parts, attempt: parts.runAttempt });
  }
  const prepares = candidates.filter((c) => c.parts.kind === 'prepare');
  const attempt = prepares.length ? Math.max(...prepares.map((c) => c.attempt)) : undefined;
  const cells: SelectedCell<T>[] = [];
  let prepare: T | undefined;
  for (const { artifact, parts, attempt: a } of candidates) {
    if (a !== attempt) {
      ignored.push({
        name: artifact.name,
        reason:
          attempt === undefined
            ? 'no prepare artifact of this or an earlier attempt exists'
            : `it belongs to attempt ${a}; the study uses attempt ${attempt}, the newest with a prepare artifact`,
      });
      continue;
    }
    if (parts.kind === 'prepare') prepare = artifact;
    else
      cells.push({
        kind: parts.kind as 'run' | 'quality',
        label:
          parts.kind === 'run'
            ? runLabel(parts.pass as string, parts.candidate as string, parts.serverParallel as number)
            : qualityLabel(parts.candidate as string, parts.serverParallel as number),
        artifact,
      });
  }
  return { ...(attempt === undefined ? {} : { attempt, prepare }), cells, ignored };
}
