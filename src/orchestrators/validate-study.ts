// The validation `run` and `prepare` make before touching anything: `check` itself, so both list the
// same problems in the same words and every one of them at once.
import { checkStudy, type CheckOptions, type CheckReport } from './check.js';
import { PlanProblems } from './errors.js';

/** `check`'s report of the plan; any problem refuses the study with all of them (exit 2). */
export async function validateStudy(
  specPath: string,
  cwd: string,
  options: CheckOptions,
): Promise<CheckReport> {
  const report = await checkStudy(specPath, cwd, options);
  if (report.problems.length) throw new PlanProblems(specPath, report.problems);
  return report;
}
