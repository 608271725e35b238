// Where the clients' requests go (base URL, host resolved once) and their exact JSON bodies.
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import {
  QUALITY_MAX_TOKENS,
  QUALITY_SYSTEM_PROMPT,
  REQUEST_SEED,
} from '../../domain/plan/evaluation-suite.js';
import { LoadClientConfigurationError } from '../errors.js';

/** Where requests go: the host and port to connect to and a path prefix for the endpoints. */
export interface RequestTarget {
  pathPrefix: string;
  secure: boolean;
  /** Host name or IP literal (without IPv6 brackets). */
  hostname: string;
  port: number;
  /** The `Host` header: host and port as the URL spells them. */
  hostHeader: string;
}

/** A target whose host name was resolved once, so no request waits for a lookup. */
export interface ConnectTarget extends RequestTarget {
  address: string;
  /** TLS server name (SNI), null for an IP literal. */
  servername: string | null;
}

/**
 * Resolves the target's host name once (an IP literal is used as is). A failed lookup leaves the name
 * in place, so each request fails with the resolver's error as a network-error sample.
 */
export async function resolveTarget(target: RequestTarget): Promise<ConnectTarget> {
  const literal = net.isIP(target.hostname) !== 0;
  let address = target.hostname;
  if (!literal) {
    try {
      address = (await lookup(target.hostname)).address;
    } catch {
      // Reported per request by the connection attempt.
    }
  }
  return { ...target, address, servername: literal ? null : target.hostname };
}

/** Accepts `http(s)://host[:port][/prefix]` without credentials, query or fragment. */
export function parseBaseUrl(baseUrl: string, field = 'baseUrl'): RequestTarget {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new LoadClientConfigurationError(
      field,
      `expected an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LoadClientConfigurationError(field, `expected scheme http or https, got ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new LoadClientConfigurationError(field, 'must not contain credentials, a query or a fragment');
  }
  const secure = url.protocol === 'https:';
  return {
    pathPrefix: url.pathname.replace(/\/+$/, ''),
    secure,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
    hostHeader: url.host,
  };
}

/** §5.1 body: compact JSON with the keys in exactly this order. */
export function completionRequestBody(prompt: string, nPredict: number): string {
  return JSON.stringify({
    prompt,
    n_predict: nPredict,
    ignore_eos: true,
    seed: REQUEST_SEED,
    temperature: 0,
    cache_prompt: false,
    stream: true,
    timings_per_token: false,
  });
}

/** §8.2 body: compact JSON with the keys in exactly this order. */
export function chatRequestBody(prompt: string): string {
  return JSON.stringify({
    messages: [
      { role: 'system', content: QUALITY_SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ],
    max_tokens: QUALITY_MAX_TOKENS,
    seed: REQUEST_SEED,
    temperature: 0,
    stream: false,
  });
}

// `Connection: close` mirrors the reference client; the client closes the socket after the response.
export const STREAM_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'text/event-stream',
  connection: 'close',
};

export const JSON_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'application/json',
  connection: 'close',
};

export function requireInteger(
  field: string,
  value: unknown,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `in ${min}..${max}`;
    throw new LoadClientConfigurationError(field, `expected an integer ${range}, got ${String(value)}`);
  }
  return value;
}

/** Seconds → milliseconds for a positive, finite timeout. */
export function requireSeconds(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new LoadClientConfigurationError(
      field,
      `expected a finite number of seconds > 0, got ${String(value)}`,
    );
  }
  return value * 1000;
}

/** Python-style code point truncation for error texts (§5.4: at most 512 characters). */
export function truncateText(text: string, maxCodePoints: number): string {
  if (text.length <= maxCodePoints) return text;
  return Array.from(text).slice(0, maxCodePoints).join('');
}
