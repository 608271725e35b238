// Failures of the server lifecycle; each message names the run's files and what was expected.

export class ServerLifecycleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** `/usr/bin/time` is missing or is not GNU time (its `-v` report is the RSS evidence). */
export class GnuTimeUnavailableError extends ServerLifecycleError {}

/** Bad start options (argv, port, directories) detected before anything was spawned. */
export class ServerOptionsError extends ServerLifecycleError {}

/** How the server process ended, as far as it could be told. */
export interface ServerExit {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
}

/** The server process ended before `/health` answered 200. */
export class ServerExitedBeforeHealthyError extends ServerLifecycleError {
  constructor(
    message: string,
    readonly exit: ServerExit,
    readonly logTail: readonly string[],
  ) {
    super(message);
  }
}

/** The port was already taken (checked before spawning, or the server's log says bind failed). */
export class PortInUseError extends ServerExitedBeforeHealthyError {
  constructor(
    message: string,
    readonly port: number,
    exit: ServerExit,
    logTail: readonly string[],
  ) {
    super(message, exit, logTail);
  }
}

/** `/health` never answered 200 before the deadline; the server has been stopped. */
export class ServerHealthTimeoutError extends ServerLifecycleError {
  constructor(
    message: string,
    readonly deadlineMs: number,
    readonly logTail: readonly string[],
  ) {
    super(message);
  }
}
