// Loopback ports: servers only ever listen on 127.0.0.1, and a port is checked before one is used.
import { createServer } from 'node:net';

export const LOOPBACK_HOST = '127.0.0.1';

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
