// Loopback ports: a free one is found and bindable; a port someone listens on is reported taken.
import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import { isPortFree, LOOPBACK_HOST } from '../../../src/adapters/server/free-port.js';
import { findFreePort } from '../../kits/free-port.js';

describe('loopback ports', () => {
  it('finds a port that is free on 127.0.0.1 and says when it is taken', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen({ host: LOOPBACK_HOST, port }, resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});
