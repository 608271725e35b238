// A free loopback port for tests that start servers (bind 127.0.0.1:0, read the port, close).
import { createServer } from 'node:net';
import { LOOPBACK_HOST } from '../../src/adapters/server/free-port.js';

/** A port the OS considers free right now (bind 127.0.0.1:0, read, close); it may be taken later. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host: LOOPBACK_HOST, port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close((closeError) => {
        if (closeError) {
          reject(closeError);
        } else if (port > 0) {
          resolve(port);
        } else {
          reject(new Error(`could not read the port bound on ${LOOPBACK_HOST}`));
        }
      });
    });
  });
}
