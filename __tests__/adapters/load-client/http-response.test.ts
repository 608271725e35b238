// The HTTP/1.1 response decoder on its own: raw bytes in, the events it reports out (no socket).
import { describe, expect, it } from '@jest/globals';
import { HttpExchangeError } from '../../../src/adapters/errors.js';
import { ResponseDecoder } from '../../../src/adapters/load-client/http-response.js';

interface Recorded {
  events: string[];
  decoder: ResponseDecoder;
  settle(): void;
}

/** A decoder whose events are recorded; `stopAfter` pieces of body make `data` answer false. */
function recorder(options: { stopAfter?: number; startFails?: boolean } = {}): Recorded {
  const events: string[] = [];
  let settled = false;
  let pieces = 0;
  const decoder = new ResponseDecoder({
    start: (status) => {
      events.push(`start ${status}`);
      return options.startFails !== true;
    },
    data: (piece, at) => {
      events.push(`data ${JSON.stringify(piece.toString('latin1'))} @${at}`);
      pieces++;
      return options.stopAfter === undefined || pieces < options.stopAfter;
    },
    end: (at) => {
      events.push(`end @${at}`);
      settled = true;
    },
    settled: () => settled,
  });
  return { events, decoder, settle: () => (settled = true) };
}

const feed = (r: Recorded, ...reads: string[]): void =>
  reads.forEach((text, i) => r.decoder.decode(Buffer.from(text, 'latin1'), i + 1));

describe('ResponseDecoder', () => {
  it('decodes a chunked body split at every boundary, stamping each piece with its read', () => {
    const r = recorder();
    feed(
      r,
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nab',
      'c\r\n2;ext=1\r',
      '\nde\r\n0\r\n\r\n',
    );
    expect(r.events).toEqual(['start 200', 'data "ab" @1', 'data "c" @2', 'data "de" @3', 'end @3']);
    expect(r.decoder.inBody).toBe(true);
    expect(r.decoder.endsAtClose).toBe(false);
  });

  it('skips interim 1xx heads and buffers a head split across reads', () => {
    const r = recorder();
    feed(r, 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ncontent-', 'length: 4\r\n\r\nwx', 'yz');
    expect(r.events).toEqual(['start 200', 'data "wx" @2', 'data "yz" @3', 'end @3']);
  });

  it('ends a sized body at its length and a 204 at its head', () => {
    const sized = recorder();
    feed(sized, 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nokEXTRA');
    expect(sized.events).toEqual(['start 200', 'data "ok" @1', 'end @1']);
    const empty = recorder();
    feed(empty, 'HTTP/1.1 204 No Content\r\n\r\n');
    expect(empty.events).toEqual(['start 204', 'end @1']);
  });

  it('hands a close-delimited body through and leaves its end to the socket', () => {
    const r = recorder();
    feed(r, 'HTTP/1.1 200 OK\r\n\r\nfirst', 'second');
    expect(r.events).toEqual(['start 200', 'data "first" @1', 'data "second" @2']);
    expect(r.decoder.endsAtClose).toBe(true);
  });

  it('stops when the sink stops reading, the exchange settles or the start fails', () => {
    const stopped = recorder({ stopAfter: 1 });
    feed(stopped, 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n1\r\na\r\n1\r\nb\r\n');
    expect(stopped.events).toEqual(['start 200', 'data "a" @1']);
    const settled = recorder();
    feed(settled, 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n');
    settled.settle();
    feed(settled, '1\r\na\r\n');
    expect(settled.events).toEqual(['start 200']);
    const failed = recorder({ startFails: true });
    feed(failed, 'HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
    expect(failed.events).toEqual(['start 200']);
  });

  it.each([
    ['a bad status line', 'HTTP/2 200\r\n\r\n', /invalid status line/],
    ['a header without a colon', 'HTTP/1.1 200 OK\r\nbroken\r\n\r\n', /invalid header line/],
    [
      'conflicting lengths',
      'HTTP/1.1 200 OK\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n',
      /invalid content-length "3"/,
    ],
    [
      'a bad chunk size',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n',
      /invalid chunk size "zz"/,
    ],
    [
      'chunk data without its CRLF',
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n1\r\naX\r\n',
      /missing CRLF after chunk data/,
    ],
    ['a head over 64 KiB', `HTTP/1.1 200 OK\r\nx: ${'a'.repeat(65536)}`, /response head exceeds 65536 bytes/],
  ])('fails on %s with an HTTPParserError naming it', (_what, bytes, message) => {
    const r = recorder();
    let thrown: unknown;
    try {
      feed(r, bytes);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpExchangeError);
    expect((thrown as HttpExchangeError).name).toBe('HTTPParserError');
    expect((thrown as HttpExchangeError).message).toMatch(message);
  });
});
