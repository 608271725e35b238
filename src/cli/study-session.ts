// What every CLI command that measures (run, prepare, measure, quality) holds while it works: the
// machine-wide study register, the signal handlers (SIGINT, SIGTERM, SIGHUP; a second signal kills
// at once) and the last record: however the process ends before the command could record it —
// a second signal, an unwind that took too long, a crash — status.json names the stage, the cell
// and the first cause, and SHA256SUMS covers the bundle (written synchronously on exit).
import { acquireMachineLock, type MachineLock } from '../adapters/process/machine-lock.js';
import { writeIncompleteSync } from '../orchestrators/finalize.js';
import { workPaths, type StudyPosition } from '../orchestrators/stages.js';
import { stopLiveProcessGroups } from '../adapters/process/run-process.js';
import { installSignalCleanup, signalExitCode } from '../adapters/server/process-registry.js';
import { StudyInterrupted } from '../orchestrators/errors.js';
import type { CommandIo } from './io.js';

/** The signals that interrupt a study: Ctrl-C, a kill, and a terminal that closed. */
export const STUDY_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The handlers of a running study command: call to remove them; `exitCode` once a signal came. */
export interface StudySignals {
  (): void;
  /** 130 / 143 / 129 after SIGINT / SIGTERM / SIGHUP interrupted the command; undefined otherwise. */
  exitCode(): number | undefined;
}

/** How long an interrupted command may take to unwind and mark its bundle before it is ended. */
export const UNWIND_MS = 30_000;

/**
 * SIGINT/SIGTERM/SIGHUP abort the study (a closed terminal must not orphan a server): servers
 * stop, and every build or tool process group started through runProcess is ended (SIGTERM, then SIGKILL after a grace period). The command then
 * unwinds on its own (it marks the bundle incomplete and returns `exitCode()`), so no file is cut
 * off mid-write; `exit` is called only if that takes longer than `unwindMs`, or at once on a
 * second signal.
 */
export function installStudySignals(
  controller: AbortController,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs?: number,
  say: (line: string) => void = (line) => process.stderr.write(line),
  unwindMs: number = UNWIND_MS,
): StudySignals {
  let first: NodeJS.Signals | undefined;
  let count = 0;
  let deadline: NodeJS.Timeout | undefined;
  const uninstallCleanup = installSignalCleanup({
    signals: STUDY_SIGNALS,
    onSignal: (signal) => {
      count++;
      if (!controller.signal.aborted)
        say(`${signal} received: stopping servers and builds (a second signal kills them at once)\n`);
      first ??= signal;
      controller.abort(new StudyInterrupted(signal));
    },
    exit: (code) => {
      const second = count > 1;
      void stopLiveProcessGroups(graceMs).finally(() => {
        if (second) return exit(code);
        deadline ??= setTimeout(() => exit(code), unwindMs);
        deadline.unref();
      });
    },
  });
  const uninstall = (): void => {
    if (deadline) clearTimeout(deadline);
    uninstallCleanup();
  };
  return Object.assign(uninstall, {
    exitCode: () => (first ? signalExitCode(first) : undefined),
  });
}

export interface StudySession {
  /** What the orchestrators are given: the abort signal, the position they update, the register. */
  readonly options: { signal: AbortSignal; position: StudyPosition; machine: MachineLock };
  /** 128 + the first signal's number once a signal came; undefined otherwise. */
  exitCode(): number | undefined;
  /** The command recorded its own outcome (or needs none): nothing is written on exit. */
  settle(): void;
  /** Removes the handlers and the register entry. */
  close(): void;
}

/**
 * Opens a study session for `command` in `workDir`. Throws InputError (exit 2) when another study
 * runs on this machine and `shareMachine` is false; nothing is installed then. `register` false
 * (a command that measures nothing) leaves the machine register alone.
 */
export function openStudySession(
  io: CommandIo,
  command: string,
  workDir: string,
  shareMachine: boolean,
  register = true,
): StudySession {
  const machine: MachineLock = register
    ? acquireMachineLock({
        workDir,
        command,
        share: shareMachine,
        // The register is the machine's: its folder comes from this process's environment.
        env: process.env,
        log: (line) => io.stderr(`  ${line}\n`),
      })
    : { othersNow: () => [], othersAtStart: [], release: () => undefined };
  if (machine.othersAtStart.length)
    io.stderr(
      `warning: sharing this machine with another study (--share-machine); every cell measured meanwhile records it:\n${machine.othersAtStart.map((o) => `  - ${o}`).join('\n')}\n`,
    );
  const controller = new AbortController();
  // 'validate' until an orchestrator starts a stage: nothing is recorded for a command refused before.
  const position: StudyPosition = { stage: 'validate' };
  let firstCause: string | undefined;
  let settled = false;
  const signals: StudySignals = installStudySignals(controller, undefined, undefined, (line) => {
    try {
      io.stderr(line);
    } catch {
      // a closed terminal (SIGHUP) cannot be told; the bundle still is
    }
  });
  controller.signal.addEventListener('abort', () => {
    firstCause ??= (controller.signal.reason as Error | undefined)?.message;
  });
  const onCrash = (e: Error): void => {
    firstCause ??= `the process crashed: ${e.message}`;
  };
  const onExit = (code: number): void => {
    if (settled || position.stage === 'validate') return;
    settled = true;
    writeIncompleteSync(
      workPaths(workDir).bundle,
      position.stage,
      firstCause ?? `the process ended (exit code ${code}) before ${command} could record it`,
      position.cell ? [position.cell] : [],
    );
  };
  process.on('uncaughtExceptionMonitor', onCrash);
  // Before the handlers that release the locks: the record is written while the lock is still held.
  process.prependListener('exit', onExit);
  return {
    options: { signal: controller.signal, position, machine },
    exitCode: () => signals.exitCode(),
    settle: () => {
      settled = true;
    },
    close: () => {
      signals();
      process.off('uncaughtExceptionMonitor', onCrash);
      process.off('exit', onExit);
      machine.release();
    },
  };
}
