// Every error the domain throws. Those a user can act on extend UserError and carry their exit code
// (bad input → 2, a mismatch → 1); any other error that reaches the CLI is internal (exit 70).

/** An error a user can act on; `exitCode` is what the CLI exits with. */
export abstract class UserError extends Error {
  abstract readonly exitCode: 1 | 2;
}

/** Bad input: names the file, the JSON pointer or field, and what was expected. */
export class InputError extends UserError {
  readonly exitCode = 2 as const;
  constructor(
    message: string,
    readonly file?: string,
    readonly pointer?: string,
  ) {
    super(file ? `${file}${pointer !== undefined ? `: ${pointer || '/'}` : ''}: ${message}` : message);
    this.name = 'InputError';
  }
}

/** A recomputation or checksum did not match what was recorded. */
export class VerificationMismatch extends UserError {
  readonly exitCode = 1 as const;
  constructor(
    message: string,
    readonly mismatches: string[] = [],
  ) {
    super(message);
    this.name = 'VerificationMismatch';
  }
}

export function fail(message: string, file?: string, pointer?: string): never {
  throw new InputError(message, file, pointer);
}

export class FixtureModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FixtureModelError';
  }
}

export class GgufFormatError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`GGUF: ${message} (at byte ${offset})`);
    this.name = 'GgufFormatError';
  }
}

export class ArtifactNameError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactNameError';
  }
}

export class LauncherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LauncherError';
  }
}

export class ElfHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ElfHeaderError';
  }
}

/** A build spec that cannot be built (run-spec input): exit 2 like any bad input. */
export class BuildConfigurationError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'BuildConfigurationError';
  }
}

/** A runner's bundle or study failed verification; names the runner so callers can isolate it. */
export class RunnerRefusedError extends VerificationMismatch {
  constructor(
    readonly label: string,
    /** Why, without the runner's name: what a refused runner's `incomplete_reason` says. */
    readonly reason: string,
    mismatches: string[] = [],
  ) {
    super(`runner ${JSON.stringify(label)}: ${reason}`, mismatches);
    this.name = 'RunnerRefusedError';
  }
}

/** How many schema errors one message lists. */
const MAX_LISTED_ERRORS = 10;

/** A document does not match its schema; `messages` holds every `pointer: message`, in ajv order. */
export class SchemaError extends InputError {
  override readonly file: string;
  override readonly pointer: string;
  constructor(
    file: string,
    readonly errors: { pointer: string; message: string }[],
  ) {
    if (errors.length === 0) errors = [{ pointer: '', message: 'does not match the schema' }];
    const listed = errors.slice(0, MAX_LISTED_ERRORS);
    const more = errors.length > listed.length ? ` (and ${errors.length - listed.length} more)` : '';
    const [first, ...rest] = listed;
    const tail = rest.map((e) => `; ${e.pointer || '/'}: ${e.message}`).join('');
    super(`${first.message}${tail}${more}`, file, first.pointer);
    this.name = 'SchemaError';
    this.file = file;
    this.pointer = first.pointer;
  }

  get messages(): string[] {
    return this.errors.map((e) => `${e.pointer || '/'}: ${e.message}`);
  }
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** A malformed GNU time report; the message starts with the file label. */
export class TimeReportError extends InputError {
  constructor(message: string, fileLabel: string) {
    super(message, fileLabel);
    this.name = 'TimeReportError';
  }
}

/** A model reference `init` cannot use: malformed, unreachable, not a GGUF file; names the reference. */
export class ModelRefError extends InputError {
  constructor(
    readonly ref: string,
    message: string,
  ) {
    super(`model ${ref}: ${message}`);
    this.name = 'ModelRefError';
  }
}
