// Where the clients' requests go and their exact bodies: base URLs, host resolution, field checks.
import { describe, expect, it } from '@jest/globals';
import { LoadClientConfigurationError } from '../../../src/adapters/errors.js';
import {
  chatRequestBody,
  completionRequestBody,
  parseBaseUrl,
  requireInteger,
  requireSeconds,
  resolveTarget,
  truncateText,
} from '../../../src/adapters/load-client/request.js';

describe('parseBaseUrl', () => {
  it.each([
    [
      'http://127.0.0.1:8080',
      { pathPrefix: '', secure: false, hostname: '127.0.0.1', port: 8080, hostHeader: '127.0.0.1:8080' },
    ],
    [
      'https://llm.example/v1//',
      { pathPrefix: '/v1', secure: true, hostname: 'llm.example', port: 443, hostHeader: 'llm.example' },
    ],
    ['http://[::1]/', { pathPrefix: '', secure: false, hostname: '::1', port: 80, hostHeader: '[::1]' }],
  ])('reads %s', (url, target) => {
    expect(parseBaseUrl(url)).toEqual(target);
  });

  it.each([
    ['not a url', 'expected an absolute http(s) URL, got "not a url"'],
    ['ftp://host', 'expected scheme http or https, got ftp:'],
    ['http://user:pw@host', 'must not contain credentials, a query or a fragment'],
    ['http://host/?q=1', 'must not contain credentials, a query or a fragment'],
    ['http://host/#top', 'must not contain credentials, a query or a fragment'],
  ])('refuses %s, naming the field', (url, expected) => {
    const call = () => parseBaseUrl(url, 'candidates[0].baseUrl');
    expect(call).toThrow(LoadClientConfigurationError);
    expect(call).toThrow(`candidates[0].baseUrl: ${expected}`);
  });
});

describe('resolveTarget', () => {
  it('uses an IP literal as is, with no TLS server name', async () => {
    const target = await resolveTarget(parseBaseUrl('https://127.0.0.1:9'));
    expect(target).toMatchObject({ address: '127.0.0.1', servername: null });
  });

  it('resolves a host name once and keeps the name for TLS', async () => {
    const target = await resolveTarget(parseBaseUrl('https://localhost:9'));
    expect(['127.0.0.1', '::1']).toContain(target.address);
    expect(target.servername).toBe('localhost');
    expect(target.hostHeader).toBe('localhost:9');
  });
});

describe('request bodies', () => {
  it('writes the §5.1 completion body with its keys in order', () => {
    expect(Object.keys(JSON.parse(completionRequestBody('hi', 16)) as object)).toEqual([
      'prompt',
      'n_predict',
      'ignore_eos',
      'seed',
      'temperature',
      'cache_prompt',
      'stream',
      'timings_per_token',
    ]);
    expect(completionRequestBody('hi', 16)).toMatch(/^\{"prompt":"hi","n_predict":16,"ignore_eos":true,/);
  });

  it('writes the §8.2 chat body: system prompt, then the case, no streaming', () => {
    const body = JSON.parse(chatRequestBody('2+2?')) as { messages: { role: string; content: string }[] };
    expect(Object.keys(body)).toEqual(['messages', 'max_tokens', 'seed', 'temperature', 'stream']);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1].content).toBe('2+2?');
    expect(chatRequestBody('x')).toContain('"stream":false}');
  });
});

describe('field checks', () => {
  it('accepts integers in range and names the field and range otherwise', () => {
    expect(requireInteger('concurrency', 4, 1, 64)).toBe(4);
    expect(() => requireInteger('concurrency', 0, 1, 64)).toThrow(
      'concurrency: expected an integer in 1..64, got 0',
    );
    expect(() => requireInteger('requests', 1.5, 1)).toThrow('requests: expected an integer >= 1, got 1.5');
    expect(() => requireInteger('requests', '3', 1)).toThrow('got 3');
  });

  it('turns positive seconds into milliseconds and refuses the rest', () => {
    expect(requireSeconds('timeout', 1.5)).toBe(1500);
    for (const bad of [0, -1, Number.POSITIVE_INFINITY, Number.NaN, '2'])
      expect(() => requireSeconds('timeout', bad)).toThrow(
        'timeout: expected a finite number of seconds > 0',
      );
  });

  it('truncates by code points, never splitting a surrogate pair', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('a😀b😀', 3)).toBe('a😀b');
    expect(truncateText('😀😀😀', 2)).toBe('😀😀');
  });
});
