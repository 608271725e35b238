// The action's own error: a configuration mistake that names the input and what it accepts.
import { InputError } from '../domain/core/errors.js';

/** A user-facing configuration mistake: names the input and what it accepts. */
export class ConfigurationError extends InputError {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigurationError';
  }
}
