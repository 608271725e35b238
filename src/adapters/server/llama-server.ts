// Starts one llama-server under GNU `time -v`, waits for /health, and stops it INT → TERM → KILL.
// GNU time leads its own process group (detached) so a terminal's Ctrl-C never reaches the server
// behind our back; only the server is sent TERM/KILL, because time dies on those and would then
// never write the RSS report.
// cohesive: the lifecycle of one server process, from spawn to its RSS report.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, closeSync, constants as fsConstants, mkdirSync, openSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseTimedCommandStatus } from '../../domain/measurement/time-report.js';
import { isPortFree, LOOPBACK_HOST } from './free-port.js';
import { assertGnuTime, DEFAULT_TIME_BINARY } from './gnu-time.js';
import { probeHealth } from './health.js';
import { defaultServerRegistry, type ProcessRegistry } from './process-registry.js';
import { isProcessAlive, listChildPids, readProcessStat, sendSignal } from '../process/process-tree.js';
import {
  PortInUseError,
  type ServerExit,
  ServerExitedBeforeHealthyError,
  ServerHealthTimeoutError,
  ServerLifecycleError,
  ServerOptionsError,
} from '../errors.js';
import { logSaysBindFailed, readLogTail, readServerEvidence, readTextOrNull } from './server-logs.js';
import { childEnv } from '../process/child-env.js';
import { SERVER_FILES } from '../../domain/bundle/bundle-layout.js';

export interface StopTimeouts {
  /** Wait after SIGINT before SIGTERM (spec §4.2: 30 s). */
  sigintMs: number;
  /** Wait after SIGTERM before SIGKILL (spec §4.2: 10 s). */
  sigtermMs: number;
  /** Wait after SIGKILL for GNU time to write its report and exit. */
  sigkillMs: number;
}

export const DEFAULT_STOP_TIMEOUTS: StopTimeouts = { sigintMs: 30_000, sigtermMs: 10_000, sigkillMs: 10_000 };

export interface StartServerOptions {
  /** argv[0] is the server binary; never run through a shell. */
  argv: readonly string[];
  /**
   * Started between GNU time and the server (e.g. `qemu-aarch64 -cpu max -L <sysroot>` for a
   * foreign-architecture build), so time -v still measures the process that runs the server.
   */
  launcher?: readonly string[];
  /** The port already written into argv (`--port`), used for the pre-check and /health. */
  port: number;
  /** Receives server.stdout.log, server.stderr.log and (by default) server-time.txt; created if missing. */
  logDir: string;
  timeReportPath?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  healthPath?: string;
  healthPollIntervalMs?: number;
  healthDeadlineMs?: number;
  healthRequestTimeoutMs?: number;
  stopTimeouts?: Partial<StopTimeouts>;
  timeBinary?: string;
  registry?: ProcessRegistry;
  /** Refuse to spawn when 127.0.0.1:<port> cannot be bound (default true). */
  checkPortFree?: boolean;
  /** Lines of the logs quoted in start errors (default 20). */
  logTailLines?: number;
}

export interface ServerLogPaths {
  stdout: string;
  stderr: string;
  timeReport: string;
}

export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGKILL';

export interface StopResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The last signal we had to send, or 'exited' when the server was already gone at stop(). */
  stoppedWith: StopSignal | 'exited';
  /** The server ended before stop() was called (a crash mid-run). */
  unexpectedExit: boolean;
  timeReportPath: string;
  peakRssKib: number | null;
  peakRssError: string | null;
  kleidiaiMarkerCount: number;
  systemInfo: string | null;
  logs: ServerLogPaths;
}

export interface ServerHandle {
  /** The server process (GNU time's child). */
  readonly pid: number;
  /** GNU time's pid, which is also the process-group id. */
  readonly timePid: number;
  readonly port: number;
  readonly baseUrl: string;
  readonly logs: ServerLogPaths;
  readonly startedAt: Date;
  readonly healthyAfterMs: number;
  /** Settles (never rejects) once the server and GNU time have exited and the report is complete. */
  readonly exited: Promise<ServerExit>;
  /** True when the server ended without stop() having been called first. */
  crashed(): boolean;
  /** Idempotent: every call returns the same result. */
  stop(): Promise<StopResult>;
}

const PID_DISCOVERY_MS = 5_000;

function signalName(signalNumber: number): NodeJS.Signals | null {
  const entry = Object.entries(osConstants.signals).find(([, n]) => n === signalNumber);
  return entry ? (entry[0] as NodeJS.Signals) : null;
}

function describeExit(exit: ServerExit): string {
  if (exit.signal !== null) {
    return `signal ${exit.signal}`;
  }
  return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}

function validateOptions(options: StartServerOptions): void {
  const { argv, port } = options;
  if (!Array.isArray(argv) || argv.length === 0 || typeof argv[0] !== 'string' || argv[0].length === 0) {
    throw new ServerOptionsError(
      'server argv must be a non-empty array whose first element is the binary path',
    );
  }
  argv.forEach((arg, i) => {
    if (typeof arg !== 'string' || arg.includes('\0')) {
      throw new ServerOptionsError(`server argv[${i}] must be a string without NUL bytes`);
    }
  });
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ServerOptionsError(`server port must be an integer in 1..65535, got ${String(port)}`);
  }
  const portIndex = argv.indexOf('--port');
  if (portIndex >= 0 && argv[portIndex + 1] !== String(port)) {
    throw new ServerOptionsError(
      `server argv has --port ${String(argv[portIndex + 1])} but the start options say port ${port}`,
    );
  }
  const hostIndex = argv.indexOf('--host');
  if (hostIndex >= 0 && argv[hostIndex + 1] !== LOOPBACK_HOST) {
    throw new ServerOptionsError(
      `server argv has --host ${String(argv[hostIndex + 1])}; only ${LOOPBACK_HOST} is supported`,
    );
  }
  // A bare name is resolved by GNU time through PATH; a path must exist and be executable.
  if (argv[0].includes('/')) {
    const binary = isAbsolute(argv[0]) ? argv[0] : resolve(options.cwd ?? process.cwd(), argv[0]);
    try {
      accessSync(binary, fsConstants.X_OK);
    } catch {
      throw new ServerOptionsError(
        `server binary ${argv[0]} (resolved ${binary}) is missing or not executable`,
      );
    }
  }
}

/** One spawned `time -v <server…>` process group and its stop ladder. */
class ServerProcess {
  serverPid: number | null = null;
  serverStartTicks: number | null = null;
  timeExit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  stopRequestedBeforeExit = false;
  private stopPromise: Promise<StopResult> | null = null;
  readonly timeExited: Promise<void>;

  constructor(
    readonly child: ChildProcess,
    readonly timePid: number,
    readonly logs: ServerLogPaths,
    readonly timeouts: StopTimeouts,
    readonly registry: ProcessRegistry,
  ) {
    this.timeExited = new Promise<void>((resolveExit) => {
      const done = (code: number | null, signal: NodeJS.Signals | null): void => {
        if (this.timeExit === null) {
          this.timeExit = { code, signal };
        }
        resolveExit();
      };
      child.once('exit', done);
      child.once('error', () => done(null, null));
    });
  }

  get hasExited(): boolean {
    return this.timeExit !== null;
  }

  /** The server's own end, read from GNU time's report (time's exit code folds signals into 128+N). */
  serverExit(): ServerExit {
    const report = readTextOrNull(this.logs.timeReport);
    const status = report === null ? null : parseTimedCommandStatus(report);
    if (status !== null) {
      return status.signalNumber !== null
        ? { exitCode: null, signal: signalName(status.signalNumber) }
        : { exitCode: status.exitCode, signal: null };
    }
    return { exitCode: this.timeExit?.code ?? null, signal: this.timeExit?.signal ?? null };
  }

  async discoverServerPid(): Promise<void> {
    const deadline = Date.now() + PID_DISCOVERY_MS;
    while (!this.hasExited && Date.now() < deadline) {
      const child = listChildPids(this.timePid)[0];
      if (child !== undefined) {
        this.serverPid = child;
        this.serverStartTicks = readProcessStat(child)?.startTicks ?? null;
        this.registry.update(this.timePid, { serverPid: child, serverStartTicks: this.serverStartTicks });
        return;
      }
      await sleep(5);
    }
  }

  private async waitForExit(ms: number): Promise<boolean> {
    if (this.hasExited) {
      return true;
    }
    const controller = new AbortController();
    const timer = sleep(ms, undefined, { signal: controller.signal }).then(
      () => false,
      () => false,
    );
    const result = await Promise.race([this.timeExited.then(() => true), timer]);
    controller.abort();
    return result;
  }

  /** TERM/KILL go to the server only (time must survive to write the report); INT may go to the group. */
  private signalServer(signal: StopSignal): void {
    if (this.serverPid !== null && isProcessAlive(this.serverPid, this.serverStartTicks)) {
      sendSignal(this.serverPid, signal);
    } else if (this.serverPid === null && !this.hasExited) {
      // The server's pid is unknown: GNU time ignores SIGINT while waiting, so the group reaches the server.
      sendSignal(-this.timePid, signal);
    }
  }

  /**
   * The server itself is gone although GNU time may not have reported yet (it still has to write its
   * report and exit): a stop asked for now did not end the server.
   */
  private serverGone(): boolean {
    return this.serverPid !== null && !isProcessAlive(this.serverPid, this.serverStartTicks);
  }

  stop(): Promise<StopResult> {
    if (this.stopPromise === null) {
      this.stopRequestedBeforeExit = !this.hasExited && !this.serverGone();
      this.stopPromise = this.runStop();
    }
    return this.stopPromise;
  }

  private async runStop(): Promise<StopResult> {
    let stoppedWith: StopResult['stoppedWith'] = 'exited';
    if (!this.stopRequestedBeforeExit) {
      // The server already ended on its own: give GNU time the usual grace to report, signal nothing.
      await this.waitForExit(this.timeouts.sigtermMs);
    }
    const ladder: Array<[StopSignal, number]> = [
      ['SIGINT', this.timeouts.sigintMs],
      ['SIGTERM', this.timeouts.sigtermMs],
      ['SIGKILL', this.timeouts.sigkillMs],
    ];
    for (const [signal, wait] of ladder) {
      if (this.hasExited) {
        break;
      }
      stoppedWith = signal;
      this.signalServer(signal);
      if (await this.waitForExit(wait)) {
        break;
      }
    }
    if (!this.hasExited) {
      // GNU time itself is stuck: kill the whole group; its report is lost.
      sendSignal(-this.timePid, 'SIGKILL');
      if (!(await this.waitForExit(this.timeouts.sigkillMs))) {
        throw new ServerLifecycleError(
          `server process group ${this.timePid} did not exit after SIGKILL (waited ${this.timeouts.sigkillMs} ms)`,
        );
      }
    }
    this.registry.unregister(this.timePid);
    const exit = this.serverExit();
    return {
      exitCode: exit.exitCode,
      signal: exit.signal,
      stoppedWith,
      unexpectedExit: !this.stopRequestedBeforeExit,
      timeReportPath: this.logs.timeReport,
      ...readServerEvidence(this.logs),
      logs: this.logs,
    };
  }
}

/** What the health wait of one start needs. */
interface StartAttempt {
  proc: ServerProcess;
  logs: ServerLogPaths;
  executable: string;
  port: number;
  healthUrl: string;
  /** `performance.now()` when the process was spawned. */
  t0: number;
  tailLines: number;
  deadlineMs: number;
  requestTimeoutMs: number;
  pollMs: number;
}

/** Spawns GNU time over the server in its own process group, stdout/stderr into the log files. */
async function spawnTimedServer(
  options: StartServerOptions,
  timeBinary: string,
  logs: ServerLogPaths,
): Promise<{ child: ChildProcess; timePid: number; startedAt: Date; t0: number }> {
  const stdoutFd = openSync(logs.stdout, 'w');
  const stderrFd = openSync(logs.stderr, 'w');
  const startedAt = new Date();
  const t0 = performance.now();
  let child: ChildProcess;
  try {
    child = spawn(timeBinary, ['-v', '-o', logs.timeReport, ...(options.launcher ?? []), ...options.argv], {
      cwd: options.cwd,
      env: childEnv(options.env ?? process.env),
      stdio: ['ignore', stdoutFd, stderrFd],
      detached: true,
      shell: false,
    });
  } finally {
    closeSync(stdoutFd);
    closeSync(stderrFd);
  }
  const timePid = child.pid;
  if (timePid === undefined) {
    const reason = await new Promise<string>((r) => child.once('error', (e) => r(e.message)));
    throw new ServerLifecycleError(`could not spawn ${timeBinary} for ${options.argv[0]}: ${reason}`);
  }
  return { child, timePid, startedAt, t0 };
}

/** The last lines of the server's stderr (and stdout, when it wrote any), for an error message. */
function logTailText(logs: ServerLogPaths, tailLines: number): string {
  const tail = readLogTail(logs.stderr, tailLines);
  const outTail = readLogTail(logs.stdout, tailLines);
  const parts = [`last ${tail.length} lines of ${logs.stderr}:`, ...tail.map((l) => `  ${l}`)];
  if (outTail.length > 0) {
    parts.push(`last ${outTail.length} lines of ${logs.stdout}:`, ...outTail.map((l) => `  ${l}`));
  }
  return parts.join('\n');
}

/** The server ended before it was healthy: stop what is left and throw the error that says why. */
async function failBeforeHealthy(attempt: StartAttempt): Promise<never> {
  const { proc, logs, executable, port, healthUrl, t0, tailLines } = attempt;
  if (proc.stopRequestedBeforeExit) {
    // Someone (signal cleanup) stopped the server while we were still waiting for it.
    await proc.stop();
    throw new ServerLifecycleError(
      `start of ${executable} on port ${port} was aborted: the server was stopped`,
    );
  }
  await proc.stop();
  const exit = proc.serverExit();
  const tail = [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)];
  const elapsed = Math.round(performance.now() - t0);
  if (logSaysBindFailed(tail)) {
    throw new PortInUseError(
      `${executable} could not bind ${LOOPBACK_HOST}:${port} and exited (${describeExit(exit)}) after ` +
        `${elapsed} ms; choose another port\n${logTailText(logs, tailLines)}`,
      port,
      exit,
      tail,
    );
  }
  throw new ServerExitedBeforeHealthyError(
    `${executable} exited before ${healthUrl} answered 200 (${describeExit(exit)}) after ${elapsed} ms\n${logTailText(logs, tailLines)}`,
    exit,
    tail,
  );
}

/** Polls the health URL until it answers 200 while the process runs; stops the server on failure. */
async function waitUntilHealthy(attempt: StartAttempt): Promise<void> {
  const { proc, logs, executable, healthUrl, t0, tailLines, deadlineMs, requestTimeoutMs, pollMs } = attempt;
  let lastProbe = 'no probe yet';
  for (;;) {
    if (proc.hasExited) {
      return failBeforeHealthy(attempt);
    }
    const elapsed = performance.now() - t0;
    if (elapsed >= deadlineMs) {
      const result = await proc.stop();
      if (result.unexpectedExit) {
        return failBeforeHealthy(attempt);
      }
      throw new ServerHealthTimeoutError(
        `${healthUrl} did not answer 200 within ${deadlineMs} ms (last probe: ${lastProbe}); ` +
          `${executable} was stopped with ${result.stoppedWith}\n${logTailText(logs, tailLines)}`,
        deadlineMs,
        [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)],
      );
    }
    const probeTimeout = Math.max(1, Math.ceil(Math.min(requestTimeoutMs, deadlineMs - elapsed)));
    const probe = await probeHealth(healthUrl, probeTimeout);
    // A 200 only counts while our process is still running (the port pre-check makes a stranger unlikely).
    if ('status' in probe && probe.status === 200 && !proc.hasExited) {
      return;
    }
    // A probe cut short by the deadline says less than the answer before it; a full-length timeout
    // is the real outcome (a server that accepts connections but never answers).
    const cutShort = probeTimeout < requestTimeoutMs && !('status' in probe);
    if (!cutShort || !probe.error.startsWith('no response') || lastProbe === 'no probe yet') {
      lastProbe = 'status' in probe ? `HTTP ${probe.status}` : probe.error;
    }
    await sleep(pollMs);
  }
}

/**
 * Spawns `<timeBinary> -v -o <timeReport> <argv…>` with stdout/stderr in logDir, polls /health until
 * it answers 200, and returns a handle. On any start failure the process is stopped before throwing.
 */
export async function startServer(options: StartServerOptions): Promise<ServerHandle> {
  validateOptions(options);
  const timeBinary = options.timeBinary ?? DEFAULT_TIME_BINARY;
  await assertGnuTime(timeBinary);
  const registry = options.registry ?? defaultServerRegistry;
  const timeouts = { ...DEFAULT_STOP_TIMEOUTS, ...options.stopTimeouts };
  const { port } = options;
  const baseUrl = `http://${LOOPBACK_HOST}:${port}`;
  const executable = options.argv[0];

  mkdirSync(options.logDir, { recursive: true });
  const logs: ServerLogPaths = {
    stdout: join(options.logDir, SERVER_FILES.stdout),
    stderr: join(options.logDir, SERVER_FILES.stderr),
    timeReport: options.timeReportPath ?? join(options.logDir, SERVER_FILES.time),
  };

  if ((options.checkPortFree ?? true) && !(await isPortFree(port))) {
    throw new PortInUseError(
      `port ${LOOPBACK_HOST}:${port} is already in use; ${executable} was not started (choose another port)`,
      port,
      { exitCode: null, signal: null },
      [],
    );
  }

  const { child, timePid, startedAt, t0 } = await spawnTimedServer(options, timeBinary, logs);
  const proc = new ServerProcess(child, timePid, logs, timeouts, registry);
  registry.register(
    {
      serverPid: null,
      serverStartTicks: null,
      timePid,
      timeStartTicks: readProcessStat(timePid)?.startTicks ?? null,
      port,
      executable,
      startedAt: startedAt.toISOString(),
    },
    () => proc.stop(),
  );

  await proc.discoverServerPid();
  await waitUntilHealthy({
    proc,
    logs,
    executable,
    port,
    healthUrl: `${baseUrl}${options.healthPath ?? '/health'}`,
    t0,
    tailLines: options.logTailLines ?? 20,
    deadlineMs: options.healthDeadlineMs ?? 120_000,
    requestTimeoutMs: options.healthRequestTimeoutMs ?? 2_000,
    pollMs: options.healthPollIntervalMs ?? 50,
  });
  const healthyAfterMs = performance.now() - t0;

  const exited = proc.timeExited.then(() => proc.serverExit());
  return {
    pid: proc.serverPid ?? timePid,
    timePid,
    port,
    baseUrl,
    logs,
    startedAt,
    healthyAfterMs,
    exited,
    crashed: () => proc.hasExited && !proc.stopRequestedBeforeExit,
    stop: () => proc.stop(),
  };
}
