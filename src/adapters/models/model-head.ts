// A pinned model URL asked for its status and size without downloading it: one HEAD request through
// the download dispatcher (same proxy settings, redirects followed), bounded in time.
import type { Dispatcher } from 'undici';
import { createDownloadDispatcher, validateUrl } from './verified-download.js';

export type UrlProbe =
  /** The server answered 2xx; `sizeBytes` is its Content-Length, when it sent one. */
  | { kind: 'ok'; status: number; sizeBytes: number | undefined }
  /** The server answered with an error status (404: no such file). */
  | { kind: 'http-error'; status: number }
  /** No answer (offline, DNS, refused, timed out): nothing is known about the file. */
  | { kind: 'unreachable'; reason: string };

export interface ProbeOptions {
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  signal?: AbortSignal;
}

/** Sizes a download may declare: Hugging Face's CDN also names the linked file's size. */
function sizeHeader(headers: Dispatcher.ResponseData['headers']): number | undefined {
  for (const name of ['x-linked-size', 'content-length']) {
    const v = headers[name];
    const text = Array.isArray(v) ? v[0] : v;
    if (typeof text === 'string' && /^[0-9]+$/.test(text)) return Number(text);
  }
  return undefined;
}

/** HEAD `url` (redirects followed); never throws for a network that is absent or refuses. */
export async function probeModelUrl(url: string, options: ProbeOptions = {}): Promise<UrlProbe> {
  const parsed = validateUrl(url, url);
  const owned = options.dispatcher ? undefined : createDownloadDispatcher();
  const dispatcher = options.dispatcher ?? owned!;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  try {
    const response = await dispatcher.request({
      origin: parsed.origin,
      path: `${parsed.pathname}${parsed.search}`,
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity', 'user-agent': 'paretopilot-capacity' },
      signal: AbortSignal.any(signals),
      headersTimeout: timeoutMs,
    });
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300)
      return { kind: 'ok', status: response.statusCode, sizeBytes: sizeHeader(response.headers) };
    return { kind: 'http-error', status: response.statusCode };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'unreachable', reason: cause ?? code ?? (error as Error).message };
  } finally {
    await owned?.close();
  }
}
