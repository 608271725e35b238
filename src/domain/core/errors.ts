// Error kinds the entry points map to exit codes: InputError → 2, VerificationMismatch → 1.

/** Bad input: names the file, the JSON pointer or field, and what was expected. */
export class InputError extends Error {
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
export class VerificationMismatch extends Error {
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
