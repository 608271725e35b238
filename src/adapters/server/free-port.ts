// Loopback port helpers: servers only ever listen on 127.0.0.1.
import { createServer } from 'node:net';

export const LOOPBACK_HOST = '127.0.0.1';

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

/** True when 127.0.0.1:<port> can be bound now (false on EADDRINUSE / EACCES). */
export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        resolve(false);
      } else {
        reject(error);
      }
    });
    server.listen({ host: LOOPBACK_HOST, port, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}
