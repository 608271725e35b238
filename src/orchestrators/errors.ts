// Every error the orchestrators throw: a failed stage (named, so an incomplete bundle says which) and
// an interrupted study.
import type { FailedStage } from '../domain/bundle/status.js';

export class StageError extends Error {
  constructor(
    readonly stage: FailedStage,
    message: string,
    readonly cell?: string,
  ) {
    super(message);
    this.name = 'StageError';
  }
}

/** The abort reason a signal handler gives the study's controller: the stage unwinds and says why. */
export class StudyInterrupted extends Error {
  constructor(readonly signalName: string) {
    super(`interrupted by ${signalName}`);
    this.name = 'StudyInterrupted';
  }
}
