// Every error the orchestrators throw: a failed stage (named, so an incomplete bundle says which), an
// interrupted study, and a plan refused before any work with every problem `check` finds.
import type { FailedStage } from '../domain/bundle/status.js';
import { InputError } from '../domain/core/errors.js';
import { problemCount, problemLines, type CheckProblem } from '../domain/plan/check-report.js';

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

/** A plan `check` finds problems in, refused before anything is built, downloaded or written (exit 2). */
export class PlanProblems extends InputError {
  constructor(
    readonly spec: string,
    readonly problems: readonly CheckProblem[],
  ) {
    super(
      `${problemCount(spec, problems.length)}; nothing was started (the same problems \`paretopilot-capacity check\` lists):\n${problems.flatMap(problemLines).join('\n')}`,
    );
    this.name = 'PlanProblems';
  }
}
