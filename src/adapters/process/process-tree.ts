// Linux /proc readers used to find, identify and wait for server processes that are not our children.
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ProcessStat {
  state: string;
  ppid: number;
  pgrp: number;
  /** Start time in clock ticks since boot: with the pid, it identifies one process across pid reuse. */
  startTicks: number;
}

/** Fields of /proc/<pid>/stat, or null when the process does not exist (or /proc is unavailable). */
export function readProcessStat(pid: number): ProcessStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may itself contain spaces or parentheses.
  const close = text.lastIndexOf(')');
  if (close < 0) {
    return null;
  }
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state); starttime is field 22.
  const startTicks = Number(fields[19]);
  return {
    state: fields[0] ?? '?',
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    startTicks: Number.isFinite(startTicks) ? startTicks : -1,
  };
}

function procAvailable(): boolean {
  return readProcessStat(process.pid) !== null;
}

/**
 * True while the process runs (zombies count as gone: they hold no memory or port).
 * With `startTicks`, a different process that reused the pid counts as gone.
 */
export function isProcessAlive(pid: number, startTicks?: number | null): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) {
    return false;
  }
  const stat = readProcessStat(pid);
  if (stat === null) {
    if (procAvailable()) {
      return false;
    }
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  if (stat.state === 'Z' || stat.state === 'X') {
    return false;
  }
  return startTicks === undefined || startTicks === null || stat.startTicks === startTicks;
}

/** Direct children of `parentPid` (via the kernel's children list, else a /proc scan). */
export function listChildPids(parentPid: number): number[] {
  try {
    const text = readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, 'utf8');
    return text
      .trim()
      .split(/\s+/)
      .filter((s) => s.length > 0)
      .map(Number);
  } catch {
    // Kernels without CONFIG_PROC_CHILDREN: scan every process's parent.
  }
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const entry of entries) {
    if (/^[0-9]+$/.test(entry)) {
      const stat = readProcessStat(Number(entry));
      if (stat !== null && stat.ppid === parentPid) {
        children.push(Number(entry));
      }
    }
  }
  return children;
}

/** Sends a signal; false when the process is already gone. */
export function sendSignal(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
      return false;
    }
    throw error;
  }
}

/** Polls until the process is gone or the timeout passes; true when gone. */
export async function waitForProcessGone(
  pid: number,
  timeoutMs: number,
  startTicks?: number | null,
  pollMs = 20,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid, startTicks)) {
    if (Date.now() >= deadline) {
      return false;
    }
    await sleep(Math.min(pollMs, Math.max(1, deadline - Date.now())));
  }
  return true;
}
