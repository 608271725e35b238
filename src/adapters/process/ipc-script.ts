// A Node script run as a child process that talks over IPC (`node -e <source>`): started with an
// allow-listed environment, waited on for typed messages, and stopped TERM → KILL. The load client's
// self-check server and the benchmarks' scripted servers use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { childEnv } from './child-env.js';

export interface IpcMessage {
  type: string;
}

/** The next message of `type` from `child`; rejects if the child exits first. */
export function nextMessage<M extends IpcMessage>(
  child: ChildProcess,
  type: M['type'],
  what: string,
): Promise<M> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: M): void => {
      if (message.type !== type) return;
      cleanup();
      resolve(message);
    };
    const onExit = (code: number | null): void => {
      cleanup();
      reject(new Error(`${what} exited early (code ${code})`));
    };
    const cleanup = (): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts `source` with `node -e` and waits for its `{type: 'listening', port}` message. The child's
 * stdout and stderr are discarded unless `inheritOutput` is set.
 */
export async function startIpcServer(
  source: string,
  what: string,
  inheritOutput = false,
): Promise<{ child: ChildProcess; port: number }> {
  const output = inheritOutput ? 'inherit' : 'ignore';
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', output, output, 'ipc'],
    env: childEnv(),
  });
  try {
    const message = await nextMessage<{ type: 'listening'; port: number }>(child, 'listening', what);
    if (!Number.isInteger(message.port)) throw new Error(`${what} did not report its port`);
    return { child, port: message.port };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Sends `message` and waits for the reply of type `reply`. */
export async function request<M extends IpcMessage>(
  child: ChildProcess,
  message: object,
  reply: M['type'],
  what: string,
): Promise<M> {
  const answer = nextMessage<M>(child, reply, what);
  child.send(message);
  return answer;
}

/** SIGTERM, then SIGKILL after 2 s; resolves when the child has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(timer);
}
