// HTTP/1.1 response decoding for one exchange: the head (interim 1xx heads skipped), then a chunked,
// sized or close-delimited body, fed socket reads as they come and failing on bad framing.
import { HttpExchangeError } from '../errors.js';

const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE_BYTES = 4096;
const CR = 0x0d;
const LF = 0x0a;
const HEAD_END = Buffer.from('\r\n\r\n');

type Framing = 'chunked' | 'length' | 'close' | 'none';
type ChunkState = 'size' | 'data' | 'data-end' | 'trailer';

interface ParsedHead {
  status: number;
  framing: Framing;
  contentLength: number;
}

function parserError(message: string): HttpExchangeError {
  return new HttpExchangeError('HTTPParserError', message);
}

function parseHead(text: string): ParsedHead {
  const lines = text.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0]);
  if (!match) throw parserError(`invalid status line ${JSON.stringify(lines[0].slice(0, 80))}`);
  const status = Number(match[1]);
  let chunked = false;
  let contentLength: number | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon <= 0) throw parserError(`invalid header line ${JSON.stringify(line.slice(0, 80))}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'transfer-encoding') {
      const codings = value.toLowerCase().split(',');
      chunked = codings[codings.length - 1].trim() === 'chunked';
    } else if (name === 'content-length') {
      if (!/^\d{1,15}$/.test(value) || (contentLength !== null && contentLength !== Number(value))) {
        throw parserError(`invalid content-length ${JSON.stringify(value)}`);
      }
      contentLength = Number(value);
    }
  }
  let framing: Framing;
  if (status === 204 || status === 304) framing = 'none';
  else if (chunked) framing = 'chunked';
  else if (contentLength !== null) framing = contentLength === 0 ? 'none' : 'length';
  else framing = 'close';
  return { status, framing, contentLength: contentLength ?? 0 };
}

/** What the decoder reports, from the deferred parse and in order. */
export interface DecodedResponse {
  /** The final head arrived; false when the exchange is over (the sink threw). */
  start(status: number): boolean;
  /** One piece of body; false once the exchange is over. */
  data(piece: Buffer, at: number): boolean;
  /** The body is complete. */
  end(at: number): void;
  /** True once the exchange has settled: decoding stops. */
  settled(): boolean;
}

/**
 * Decodes one response's bytes: the head (interim 1xx heads skipped), then a chunked, sized or
 * close-delimited body. A framing error throws `HttpExchangeError` ('HTTPParserError').
 */
export class ResponseDecoder {
  readonly #response: DecodedResponse;
  /** Head bytes until the head is complete. */
  #head: Buffer | null = null;
  #inBody = false;
  #framing: Framing = 'close';
  /** Bytes left of a sized body or of the current chunk. */
  #remaining = 0;
  #chunkState: ChunkState = 'size';
  /** A chunk-size or trailer line split across socket reads. */
  #lineCarry = '';

  constructor(response: DecodedResponse) {
    this.#response = response;
  }

  /** True once the final head has been read. */
  get inBody(): boolean {
    return this.#inBody;
  }

  /** True when the socket closing is how the body ends (no length, not chunked). */
  get endsAtClose(): boolean {
    return this.#inBody && this.#framing === 'close';
  }

  decode(data: Buffer, at: number): void {
    if (this.#inBody) this.#decodeBody(data, 0, at);
    else this.#decodeHead(data, at);
  }

  /** Buffers head bytes until the head is complete, then hands the rest of the chunk to the body. */
  #decodeHead(data: Buffer, at: number): void {
    let head: Buffer = this.#head === null ? data : Buffer.concat([this.#head, data]);
    for (;;) {
      const endIndex = head.indexOf(HEAD_END);
      if (endIndex < 0) {
        this.#head = head;
        if (head.length > MAX_HEAD_BYTES) throw parserError('response head exceeds 65536 bytes');
        return;
      }
      const parsed = parseHead(head.toString('latin1', 0, endIndex));
      const rest = head.subarray(endIndex + HEAD_END.length);
      if (parsed.status >= 100 && parsed.status < 200) {
        // An interim response (100 Continue, 103 Early Hints): the real head follows.
        head = rest;
        continue;
      }
      this.#head = null;
      this.#inBody = true;
      this.#framing = parsed.framing;
      this.#remaining = parsed.contentLength;
      if (!this.#response.start(parsed.status)) return;
      if (this.#framing === 'none') {
        this.#response.end(at);
        return;
      }
      if (rest.length > 0) this.#decodeBody(rest, 0, at);
      return;
    }
  }

  #decodeBody(data: Buffer, start: number, at: number): void {
    if (this.#framing === 'chunked') {
      this.#decodeChunked(data, start, at);
    } else if (this.#framing === 'length') {
      const take = Math.min(this.#remaining, data.length - start);
      if (!this.#response.data(data.subarray(start, start + take), at)) return;
      this.#remaining -= take;
      if (this.#remaining === 0) this.#response.end(at);
    } else if (this.#framing === 'close') {
      this.#response.data(start === 0 ? data : data.subarray(start), at);
    }
  }

  #decodeChunked(data: Buffer, start: number, at: number): void {
    let pos = start;
    while (pos < data.length && !this.#response.settled()) {
      if (this.#chunkState === 'data') {
        const take = Math.min(this.#remaining, data.length - pos);
        if (!this.#response.data(data.subarray(pos, pos + take), at)) return;
        pos += take;
        this.#remaining -= take;
        if (this.#remaining === 0) this.#chunkState = 'data-end';
        continue;
      }
      const newline = data.indexOf(LF, pos);
      const end = newline < 0 ? data.length : newline;
      this.#lineCarry += data.toString('latin1', pos, end);
      if (this.#lineCarry.length > MAX_CHUNK_LINE_BYTES) throw parserError('chunk line too long');
      if (newline < 0) return;
      pos = newline + 1;
      const carry = this.#lineCarry;
      const line = carry.charCodeAt(carry.length - 1) === CR ? carry.slice(0, -1) : carry;
      this.#lineCarry = '';
      if (this.#chunkState === 'data-end') {
        if (line.length !== 0) throw parserError('missing CRLF after chunk data');
        this.#chunkState = 'size';
      } else if (this.#chunkState === 'size') {
        const sizeText = line.split(';', 1)[0].trim();
        if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) {
          throw parserError(`invalid chunk size ${JSON.stringify(sizeText.slice(0, 20))}`);
        }
        this.#remaining = Number.parseInt(sizeText, 16);
        this.#chunkState = this.#remaining === 0 ? 'trailer' : 'data';
      } else if (line.length === 0) {
        this.#response.end(at);
        return;
      }
    }
  }
}
