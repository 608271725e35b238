// One GET of the server's health endpoint on loopback, never reusing a socket.
import { request } from 'node:http';

/** HTTP status of `GET <url>`, or a short reason when no response arrived in time. */
export async function probeHealth(
  url: string,
  timeoutMs: number,
): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: { status: number } | { error: string }): void => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    const req = request(url, { method: 'GET', agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      finish({ status: res.statusCode ?? 0 });
    });
    req.setTimeout(timeoutMs, () => {
      finish({ error: `no response within ${timeoutMs} ms` });
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.end();
  });
}
