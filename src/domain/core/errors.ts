// Errors a user can act on, and what each means for the exit code: bad input → 2, a mismatch → 1.
// Every other error is infrastructure (an internal error, exit 1).

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
