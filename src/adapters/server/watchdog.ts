// A server whose parent died stops itself: next to each server's process group runs a tiny watchdog
// (/bin/sh, its own session, so a closing terminal does not reach it) that holds a pipe from this
// process. However this process ends — a crash, SIGKILL, a closed terminal — the kernel closes the
// pipe; the watchdog then ends the group, but only while its leader is still the process it was
// given (pid and start time from /proc), so a reused pid is never signalled.
import { spawn } from 'node:child_process';

/**
 * $1 the group (GNU time's pid), $2 its start time in clock ticks. `read` returns at end of input,
 * i.e. when the parent is gone; field 22 of /proc/<pid>/stat is the start time (the command name,
 * field 2, may hold spaces, so the fields are counted after its closing parenthesis). The stop
 * ladder is the server's own (INT, TERM after 10 s, KILL after 20 s); GNU time ignores SIGINT, so
 * the server stops first and time still writes its report.
 */
const SCRIPT = `g=$1; t=$2
while read -r _; do :; done
s=$(cat /proc/$g/stat 2>/dev/null) || exit 0
set -f
set -- \${s##*) }
[ "\${20}" = "$t" ] || exit 0
kill -INT -$g 2>/dev/null
i=0
while kill -0 -$g 2>/dev/null; do
  i=$((i + 1))
  if [ $i -eq 50 ]; then kill -TERM -$g 2>/dev/null; fi
  if [ $i -ge 100 ]; then kill -KILL -$g 2>/dev/null; exit 0; fi
  sleep 0.2
done
`;

/** The name the watchdog runs under (its argv[0]), so `ps` says what it is. */
export const WATCHDOG_NAME = 'paretopilot-capacity-watchdog';

export interface Watchdog {
  /** The group ended normally: the watchdog goes without doing anything. */
  stop(): void;
}

const NONE: Watchdog = { stop: () => undefined };

/** Starts the watchdog of process group `pgid`; none where /proc cannot identify it (startTicks null). */
export function startWatchdog(pgid: number, startTicks: number | null): Watchdog {
  if (startTicks === null) return NONE;
  let child;
  try {
    child = spawn('/bin/sh', ['-c', SCRIPT, WATCHDOG_NAME, String(pgid), String(startTicks)], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
      cwd: '/',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
  } catch {
    return NONE;
  }
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Neither the watchdog nor its pipe keeps this process alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
