// A Node script as an IPC child: started until it reports its port, asked and answered by message
// type, an early exit named, and stopped TERM → KILL.
import { describe, expect, it } from '@jest/globals';
import { request, startIpcServer, stopChild } from '../../../src/adapters/process/ipc-script.js';

/** Listens on a loopback port, reports it, echoes `ping` as `pong`, and ignores SIGTERM when asked. */
const ECHO = `
const net = require('node:net');
const server = net.createServer().listen(0, '127.0.0.1', () => {
  process.send({ type: 'listening', port: server.address().port });
});
process.on('message', (m) => {
  if (m.type === 'ping') process.send({ type: 'noise' }, () => process.send({ type: 'pong', n: m.n + 1 }));
  if (m.type === 'stubborn') process.on('SIGTERM', () => undefined), process.send({ type: 'ok' });
});
`;

describe('IPC scripts', () => {
  it('starts a script, waits for its port, and answers by message type', async () => {
    const { child, port } = await startIpcServer(ECHO, 'echo server');
    try {
      expect(port).toBeGreaterThan(0);
      const reply = await request<{ type: 'pong'; n: number }>(
        child,
        { type: 'ping', n: 41 },
        'pong',
        'echo server',
      );
      expect(reply).toEqual({ type: 'pong', n: 42 });
    } finally {
      await stopChild(child);
    }
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('names a script that exits before it reports, and kills one that ignores SIGTERM', async () => {
    await expect(startIpcServer('process.exit(3)', 'broken server')).rejects.toThrow(
      'broken server exited early (code 3)',
    );
    const { child } = await startIpcServer(ECHO, 'echo server');
    await request(child, { type: 'stubborn' }, 'ok', 'echo server');
    await stopChild(child);
    expect(child.signalCode).toBe('SIGKILL');
    await stopChild(child); // already gone: returns at once
  });
});
