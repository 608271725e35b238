// The CLI's own error: a command line it cannot run (exit 2, with a pointer to --help).
import { InputError } from '../domain/core/errors.js';

/** A command line the command cannot run: answered with a pointer to `--help` (exit 2). */
export class UsageError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
