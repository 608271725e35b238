export const id = 610;
export const ids = [610];
export const modules = {

/***/ 1370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ withSpaceReserve),
/* harmony export */   bE: () => (/* binding */ reserveSpace),
/* harmony export */   sX: () => (/* binding */ releaseSpace),
/* harmony export */   wF: () => (/* binding */ withSpaceReserveSync)
/* harmony export */ });
/* unused harmony exports SPACE_RESERVE_FILE, SPACE_RESERVE_BYTES, isNoSpace */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _bundle_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1427);
// Room kept for a study's last words: a file of zeros in the work dir, given back when the disk
// fills, so status.json and SHA256SUMS can still be written whole and say what happened.



const SPACE_RESERVE_FILE = '.space-reserve';
/** Enough for status.json and the SHA256SUMS of a bundle of several thousand files. */
const SPACE_RESERVE_BYTES = 1024 * 1024;
/** True for an error (or its cause) that says the disk or the quota is full. */
function isNoSpace(e) {
    for (let err = e, i = 0; err && i < 5; i++) {
        if (err.code === 'ENOSPC' || err.code === 'EDQUOT')
            return true;
        err = err.cause;
    }
    return false;
}
/**
 * Writes the reserve into `workDir`: 'reserved', 'full' when the disk cannot hold it, or
 * 'unwritable' when the folder cannot be written at all (the command's own checks then say why).
 */
async function reserveSpace(workDir, bytes = SPACE_RESERVE_BYTES) {
    try {
        await (0,_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, SPACE_RESERVE_FILE), new Uint8Array(bytes));
        return 'reserved';
    }
    catch (e) {
        return isNoSpace(e) ? 'full' : 'unwritable';
    }
}
/** Gives the reserve of `workDir` back (if there is one); true when space was freed. */
function releaseSpace(workDir) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, SPACE_RESERVE_FILE));
        return true;
    }
    catch {
        return false;
    }
}
/** Runs `write`; when it fails for want of space, frees the reserve next to the bundle and tries once more. */
async function withSpaceReserve(workDir, write) {
    try {
        return await write();
    }
    catch (e) {
        if (!isNoSpace(e) || !releaseSpace(workDir))
            throw e;
        return write();
    }
}
/** withSpaceReserve for a process that must exit now. */
function withSpaceReserveSync(workDir, write) {
    try {
        return write();
    }
    catch (e) {
        if (!isNoSpace(e) || !releaseSpace(workDir))
            throw e;
        return write();
    }
}


/***/ }),

/***/ 1378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NX: () => (/* binding */ ConnectionCloser),
  gl: () => (/* binding */ describeNetworkError),
  cv: () => (/* binding */ exchange)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/adapters/load-client/http-response.ts
// HTTP/1.1 response decoding for one exchange: the head (interim 1xx heads skipped), then a chunked,
// sized or close-delimited body, fed socket reads as they come and failing on bad framing.

const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE_BYTES = 4096;
const CR = 0x0d;
const LF = 0x0a;
const HEAD_END = Buffer.from('\r\n\r\n');
function parserError(message) {
    return new errors/* HttpExchangeError */.ql('HTTPParserError', message);
}
function parseHead(text) {
    const lines = text.split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0]);
    if (!match)
        throw parserError(`invalid status line ${JSON.stringify(lines[0].slice(0, 80))}`);
    const status = Number(match[1]);
    let chunked = false;
    let contentLength = null;
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i];
        const colon = line.indexOf(':');
        if (colon <= 0)
            throw parserError(`invalid header line ${JSON.stringify(line.slice(0, 80))}`);
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'transfer-encoding') {
            const codings = value.toLowerCase().split(',');
            chunked = codings[codings.length - 1].trim() === 'chunked';
        }
        else if (name === 'content-length') {
            if (!/^\d{1,15}$/.test(value) || (contentLength !== null && contentLength !== Number(value))) {
                throw parserError(`invalid content-length ${JSON.stringify(value)}`);
            }
            contentLength = Number(value);
        }
    }
    let framing;
    if (status === 204 || status === 304)
        framing = 'none';
    else if (chunked)
        framing = 'chunked';
    else if (contentLength !== null)
        framing = contentLength === 0 ? 'none' : 'length';
    else
        framing = 'close';
    return { status, framing, contentLength: contentLength ?? 0 };
}
/**
 * Decodes one response's bytes: the head (interim 1xx heads skipped), then a chunked, sized or
 * close-delimited body. A framing error throws `HttpExchangeError` ('HTTPParserError').
 */
class ResponseDecoder {
    #response;
    /** Head bytes until the head is complete. */
    #head = null;
    #inBody = false;
    #framing = 'close';
    /** Bytes left of a sized body or of the current chunk. */
    #remaining = 0;
    #chunkState = 'size';
    /** A chunk-size or trailer line split across socket reads. */
    #lineCarry = '';
    constructor(response) {
        this.#response = response;
    }
    /** True once the final head has been read. */
    get inBody() {
        return this.#inBody;
    }
    /** True when the socket closing is how the body ends (no length, not chunked). */
    get endsAtClose() {
        return this.#inBody && this.#framing === 'close';
    }
    decode(data, at) {
        if (this.#inBody)
            this.#decodeBody(data, 0, at);
        else
            this.#decodeHead(data, at);
    }
    /** Buffers head bytes until the head is complete, then hands the rest of the chunk to the body. */
    #decodeHead(data, at) {
        let head = this.#head === null ? data : Buffer.concat([this.#head, data]);
        for (;;) {
            const endIndex = head.indexOf(HEAD_END);
            if (endIndex < 0) {
                this.#head = head;
                if (head.length > MAX_HEAD_BYTES)
                    throw parserError('response head exceeds 65536 bytes');
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
            if (!this.#response.start(parsed.status))
                return;
            if (this.#framing === 'none') {
                this.#response.end(at);
                return;
            }
            if (rest.length > 0)
                this.#decodeBody(rest, 0, at);
            return;
        }
    }
    #decodeBody(data, start, at) {
        if (this.#framing === 'chunked') {
            this.#decodeChunked(data, start, at);
        }
        else if (this.#framing === 'length') {
            const take = Math.min(this.#remaining, data.length - start);
            if (!this.#response.data(data.subarray(start, start + take), at))
                return;
            this.#remaining -= take;
            if (this.#remaining === 0)
                this.#response.end(at);
        }
        else if (this.#framing === 'close') {
            this.#response.data(start === 0 ? data : data.subarray(start), at);
        }
    }
    #decodeChunked(data, start, at) {
        let pos = start;
        while (pos < data.length && !this.#response.settled()) {
            if (this.#chunkState === 'data') {
                const take = Math.min(this.#remaining, data.length - pos);
                if (!this.#response.data(data.subarray(pos, pos + take), at))
                    return;
                pos += take;
                this.#remaining -= take;
                if (this.#remaining === 0)
                    this.#chunkState = 'data-end';
                continue;
            }
            const newline = data.indexOf(LF, pos);
            const end = newline < 0 ? data.length : newline;
            this.#lineCarry += data.toString('latin1', pos, end);
            if (this.#lineCarry.length > MAX_CHUNK_LINE_BYTES)
                throw parserError('chunk line too long');
            if (newline < 0)
                return;
            pos = newline + 1;
            const carry = this.#lineCarry;
            const line = carry.charCodeAt(carry.length - 1) === CR ? carry.slice(0, -1) : carry;
            this.#lineCarry = '';
            if (this.#chunkState === 'data-end') {
                if (line.length !== 0)
                    throw parserError('missing CRLF after chunk data');
                this.#chunkState = 'size';
            }
            else if (this.#chunkState === 'size') {
                const sizeText = line.split(';', 1)[0].trim();
                if (!/^[0-9a-fA-F]{1,12}$/.test(sizeText)) {
                    throw parserError(`invalid chunk size ${JSON.stringify(sizeText.slice(0, 20))}`);
                }
                this.#remaining = Number.parseInt(sizeText, 16);
                this.#chunkState = this.#remaining === 0 ? 'trailer' : 'data';
            }
            else if (line.length === 0) {
                this.#response.end(at);
                return;
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/adapters/load-client/http.ts
// One streamed HTTP/1.1 exchange with llama-server on its own connection, timed at the socket.




/** Keeps every closing socket so callers can wait for all of them to be released. */
class ConnectionCloser {
    #pending = new Set();
    track(closing) {
        const settled = closing.then(() => undefined, () => undefined);
        this.#pending.add(settled);
        void settled.then(() => this.#pending.delete(settled));
    }
    async drain() {
        while (this.#pending.size > 0)
            await Promise.all([...this.#pending]);
    }
}
function errorCode(error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
}
function asError(value) {
    return value instanceof Error ? value : new Error(String(value));
}
/** `network error: <type>: <message>` (§5.2); Node system errors are typed by their code. */
function describeNetworkError(error) {
    const code = errorCode(error);
    const type = error.name === 'Error' && code !== undefined ? code : error.name;
    const message = error.message.length > 0 ? error.message : (code ?? 'no message');
    return `network error: ${type}: ${message}`;
}
// ---------------------------------------------------------------------------------------------
// One shared deferred-parse queue: the socket callbacks only stamp and enqueue.
let parseQueue = [];
let parseScheduled = false;
// Parsing yields back to the event loop after this much work, so bytes that arrive meanwhile are
// stamped within a fraction of a millisecond even when many streams have data in the same turn.
const PARSE_SLICE_MS = 0.25;
function runParseQueue() {
    parseScheduled = false;
    const tasks = parseQueue;
    parseQueue = [];
    const until = performance.now() + PARSE_SLICE_MS;
    let done = 0;
    while (done < tasks.length) {
        tasks[done++]();
        if (done < tasks.length && performance.now() > until)
            break;
    }
    if (done < tasks.length) {
        // The rest go first in the next slice, ahead of connections that became ready since.
        parseQueue = done === 0 ? tasks : tasks.slice(done).concat(parseQueue);
        if (!parseScheduled) {
            parseScheduled = true;
            setImmediate(runParseQueue);
        }
    }
}
function deferParse(task) {
    parseQueue.push(task);
    if (!parseScheduled) {
        parseScheduled = true;
        setImmediate(runParseQueue);
    }
}
/** Serialises the request head and body into one buffer (one socket write). */
function requestBytes(request) {
    const body = Buffer.from(request.body, 'utf8');
    let head = `POST ${request.path} HTTP/1.1\r\nhost: ${request.target.hostHeader}\r\n`;
    for (const [name, value] of Object.entries(request.headers))
        head += `${name}: ${value}\r\n`;
    head += `content-length: ${body.length}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}
/**
 * One exchange's life: the socket callbacks only stamp and queue (arrivals, then the ending); the
 * deferred parse decodes them in order; `#finish` settles the promise once and releases the socket.
 */
class Exchange {
    #request;
    #sink;
    #resolve;
    #reject;
    #decoder;
    #socket;
    #settled = false;
    #deadline;
    #sent = false;
    /** Until the request is sent (a refused or timed-out connection), the connection attempt. */
    #startedAt = 0;
    /** Arrivals waiting for the deferred parse, and whether that parse is queued. */
    #arrivals = [];
    #parseQueued = false;
    #ending = null;
    constructor(request, sink, resolve, reject) {
        this.#request = request;
        this.#sink = sink;
        this.#resolve = resolve;
        this.#reject = reject;
        this.#decoder = new ResponseDecoder({
            start: (status) => this.#start(status),
            data: (piece, at) => this.#deliver(piece, at),
            end: (at) => this.#complete(at),
            settled: () => this.#settled,
        });
    }
    /** Connects and wires the socket, the abort signal and the deadline. */
    open(payload, closer) {
        const { now, target } = this.#request;
        this.#startedAt = now();
        const options = { host: target.address, port: target.port, noDelay: true };
        const socket = target.secure
            ? external_node_tls_default().connect({ ...options, servername: target.servername ?? undefined })
            : external_node_net_default().connect(options);
        this.#socket = socket;
        socket.setTimeout(this.#request.timeoutMs);
        closer.track(new Promise((done) => socket.once('close', () => done())));
        socket.once(target.secure ? 'secureConnect' : 'connect', () => this.#send(socket, payload));
        socket.on('data', (chunk) => this.#arrive(chunk, now()));
        socket.on('timeout', () => {
            const at = now();
            // Bytes that already arrived are parsed first; the timeout ends the exchange after them.
            if (!this.#ended())
                this.#end(at, this.#timeoutError());
        });
        socket.on('error', (error) => {
            const at = now();
            if (!this.#ended())
                this.#end(at, error);
        });
        socket.on('end', () => {
            const at = now();
            if (!this.#ended())
                this.#end(at, null);
        });
        socket.on('close', () => {
            const at = now();
            if (!this.#ended())
                this.#end(at, new errors/* HttpExchangeError */.ql('SocketError', 'other side closed'));
        });
        this.#request.signal?.addEventListener('abort', this.#onAbort, { once: true });
        this.#armDeadline();
    }
    #send(socket, payload) {
        if (this.#settled)
            return;
        // The clock starts when the request leaves: read right before its bytes are written, in the
        // same synchronous step. Whatever kept this event loop busy until now is not the server's time.
        this.#startedAt = this.#request.now();
        // The deadline counts from the same reading as the latency it bounds, so a request that
        // exceeded it never reports an E2E below it (a slow connect is bounded by the socket timeout).
        this.#armDeadline();
        this.#sent = true;
        socket.write(payload);
    }
    /** (Re)starts the total deadline from now: first at the connection attempt, again at the send. */
    #armDeadline() {
        const limitMs = this.#request.deadlineMs;
        if (limitMs === null || this.#settled)
            return;
        if (this.#deadline !== undefined)
            clearTimeout(this.#deadline);
        this.#deadline = setTimeout(() => {
            const at = this.#request.now();
            this.#finish(() => this.#resolve({ kind: 'deadline', startedAt: this.#startedAt, at }));
        }, limitMs);
    }
    #timeoutError() {
        if (!this.#sent)
            return new errors/* HttpExchangeError */.ql('ConnectTimeoutError', 'Connect Timeout Error');
        if (!this.#decoder.inBody)
            return new errors/* HttpExchangeError */.ql('HeadersTimeoutError', 'Headers Timeout Error');
        return new errors/* HttpExchangeError */.ql('BodyTimeoutError', 'Body Timeout Error');
    }
    /** True once nothing more from the socket counts: settled, or its ending already queued. */
    #ended() {
        return this.#settled || this.#ending !== null;
    }
    #arrive(chunk, at) {
        if (this.#ended())
            return;
        this.#arrivals.push({ chunk, at });
        this.#enqueue();
    }
    #end(at, error) {
        this.#ending = { at, error };
        this.#enqueue();
    }
    #enqueue() {
        if (this.#parseQueued)
            return;
        this.#parseQueued = true;
        deferParse(this.#parseArrivals);
    }
    /** The deferred parse: decodes every queued arrival in order, then the socket's ending if any. */
    #parseArrivals = () => {
        this.#parseQueued = false;
        const arrivals = this.#arrivals;
        this.#arrivals = [];
        try {
            for (let i = 0; i < arrivals.length && !this.#settled; i++) {
                const { chunk, at } = arrivals[i];
                this.#decoder.decode(chunk, at);
            }
        }
        catch (error) {
            if (error instanceof errors/* HttpExchangeError */.ql)
                this.#fail(error, arrivals[arrivals.length - 1].at);
            else
                this.#finish(() => this.#reject(asError(error)));
            return;
        }
        if (this.#settled || this.#ending === null)
            return;
        const { at, error } = this.#ending;
        if (error !== null)
            this.#fail(error, at);
        else if (this.#decoder.endsAtClose)
            this.#complete(at);
        else
            this.#fail(new errors/* HttpExchangeError */.ql('SocketError', 'other side closed'), at);
    };
    #start(status) {
        try {
            this.#sink.onResponseStart(status);
        }
        catch (error) {
            this.#finish(() => this.#reject(asError(error)));
            return false;
        }
        return true;
    }
    /** Hands one decoded piece to the sink; false once the exchange is over. */
    #deliver(piece, at) {
        if (piece.length === 0)
            return true;
        let keepReading;
        try {
            keepReading = this.#sink.onResponseData(piece, at);
        }
        catch (error) {
            this.#finish(() => this.#reject(asError(error)));
            return false;
        }
        if (!keepReading) {
            this.#finish(() => this.#resolve({ kind: 'stopped', startedAt: this.#startedAt, at }));
            return false;
        }
        return true;
    }
    #complete(at) {
        this.#finish(() => this.#resolve({ kind: 'ended', startedAt: this.#startedAt, at }));
    }
    #fail(error, at) {
        this.#finish(() => this.#resolve({ kind: 'network-error', startedAt: this.#startedAt, at, error }));
    }
    #onAbort = () => this.#finish(() => this.#reject(new errors/* ExchangeAbortedError */.Vd('request aborted')));
    /** Settles once: clears the deadline, detaches the signal, drops the connection. */
    #finish(settle) {
        if (this.#settled)
            return;
        this.#settled = true;
        if (this.#deadline !== undefined)
            clearTimeout(this.#deadline);
        this.#request.signal?.removeEventListener('abort', this.#onAbort);
        this.#socket?.destroy();
        settle();
    }
}
/**
 * Sends one request and resolves when the body has been fully consumed, the sink stopped reading,
 * the network failed or the deadline passed. Rejects when the signal aborts, when the sink throws
 * (its error is passed through unchanged) or on a client-side fault.
 *
 * `startedAt` is read when the request leaves: on the connected socket, immediately before the request
 * bytes are written in the same synchronous step. A server that is slow to accept, read or answer
 * counts (the kernel completes the TCP handshake on its own, so an application's accept backlog shows
 * up after the send); work that kept this client's event loop busy before the send does not. A
 * connection that fails before the send keeps the reading taken right before connecting. The total
 * deadline restarts from the same reading, so a `deadline` outcome always spans at least the deadline.
 */
function exchange(request, sink, closer) {
    if (request.signal?.aborted)
        return Promise.reject(new errors/* ExchangeAbortedError */.Vd('request aborted before it started'));
    let payload;
    try {
        payload = requestBytes(request);
    }
    catch (error) {
        return Promise.reject(asError(error));
    }
    // Inside the executor, so a connect that throws synchronously rejects the promise.
    return new Promise((resolve, reject) => new Exchange(request, sink, resolve, reject).open(payload, closer));
}


/***/ }),

/***/ 9705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eI: () => (/* reexport */ load_client/* runLoadEvaluation */.e),
  yC: () => (/* reexport */ runOpenLoop),
  Df: () => (/* reexport */ runQualitySuite),
  k5: () => (/* reexport */ startMetricsSampler)
});

// UNUSED EXPORTS: LoadClientConfigurationError, LoadEvaluationError, QualitySuiteError

// EXTERNAL MODULE: ./src/adapters/load-client/load-client.ts
var load_client = __webpack_require__(2047);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/adapters/load-client/http.ts + 1 modules
var http = __webpack_require__(1378);
// EXTERNAL MODULE: ./src/adapters/load-client/request.ts
var request = __webpack_require__(8078);
// EXTERNAL MODULE: ./src/adapters/load-client/streamed-request.ts
var streamed_request = __webpack_require__(6094);
;// CONCATENATED MODULE: ./src/adapters/load-client/open-loop.ts
// Open-loop load: each streamed request leaves at its scheduled instant (a timer loop on the monotonic clock, coarse sleep then a yielding spin), never waiting for earlier responses; records scheduled, sent and lag per request.






/** At most this many requests in one open-loop run. */
const MAX_OPEN_LOOP_REQUESTS = 100_000;
/** The first instant is this far after the call, so the first send is not late by the set-up itself. */
const LEAD_IN_SECONDS = 0.02;
/** Sleep on a timer until this close to the instant, then spin on `setImmediate` (I/O keeps running). */
const SPIN_SECONDS = 0.002;
const MAX_ERROR_CHARS = 512;
function validate(options) {
    (0,request/* parseBaseUrl */.Q2)(options.baseUrl);
    if (!Array.isArray(options.prompts) || options.prompts.length === 0)
        throw new errors/* LoadClientConfigurationError */.Eg('prompts', 'expected at least one prompt');
    (0,request/* requireInteger */.iR)('outputTokens', options.outputTokens, 1);
    const offsets = options.offsets;
    if (!Array.isArray(offsets) || offsets.length === 0 || offsets.length > MAX_OPEN_LOOP_REQUESTS)
        throw new errors/* LoadClientConfigurationError */.Eg('offsets', `expected 1..${MAX_OPEN_LOOP_REQUESTS} send offsets`);
    offsets.forEach((t, i) => {
        if (!Number.isFinite(t) || t < 0 || (i > 0 && t < offsets[i - 1]))
            throw new errors/* LoadClientConfigurationError */.Eg(`offsets[${i}]`, `expected a finite, non-decreasing number >= 0, got ${t}`);
    });
    (0,request/* requireSeconds */.vb)('maxDurationSeconds', options.maxDurationSeconds);
    (0,request/* requireSeconds */.vb)('timeoutSeconds', options.timeoutSeconds);
    if (options.requestDeadlineSeconds !== undefined)
        (0,request/* requireSeconds */.vb)('requestDeadlineSeconds', options.requestDeadlineSeconds);
    if (options.maxInFlight !== undefined)
        (0,request/* requireInteger */.iR)('maxInFlight', options.maxInFlight, 1);
}
/** Returns at or just after `instant`: never sleeps past it (the timer wakes early, the spin finishes). */
async function waitUntil(instant, now, signal) {
    for (;;) {
        const remaining = instant - now();
        if (remaining <= 0 || signal.aborted)
            return;
        if (remaining > SPIN_SECONDS) {
            // An abort ends the wait at once; the caller sees `signal.aborted` and stops.
            await (0,promises_.setTimeout)((remaining - SPIN_SECONDS) * 1000, undefined, { signal }).catch(() => undefined);
        }
        else
            await (0,promises_.setImmediate)();
    }
}
function fill(record, result) {
    const { startedAt, finishedAt, observation } = result;
    record.sentAt = startedAt;
    record.lagMs = (startedAt - record.scheduledAt) * 1000;
    record.e2eMs = (finishedAt - startedAt) * 1000;
    const first = observation?.firstContentAt ?? null;
    record.ttftMs = first === null ? null : (first - startedAt) * 1000;
    record.completed = result.kind === 'finished' && result.completed;
    record.tokens = result.kind === 'finished' ? result.predictedTokens : (observation?.observedTokens ?? 0);
    record.error = result.error === null ? null : (0,request/* truncateText */.EJ)(result.error, MAX_ERROR_CHARS);
}
function fatal(error, index) {
    if (error instanceof errors/* ExchangeAbortedError */.Vd)
        return new errors/* LoadEvaluationError */.Bf(index === null ? 'open-loop run aborted' : `open-loop request ${index} aborted`, 'aborted', null, 'measured', index, {
            cause: error,
        });
    const kind = error instanceof errors/* SseProtocolError */.m ? 'stream' : 'client';
    const message = error instanceof Error ? error.message : String(error);
    return new errors/* LoadEvaluationError */.Bf(`open-loop request ${index}: ${message}`, kind, null, 'measured', index, {
        cause: error,
    });
}
/**
 * Runs one open-loop schedule against `/completion` (the same §5.1 request and stream reading as the
 * closed-loop client). Failed requests are records; a broken stream, a client fault or the caller's
 * abort throws `LoadEvaluationError` after aborting what is in flight.
 */
async function runOpenLoop(options) {
    validate(options);
    const target = await (0,request/* resolveTarget */.u1)((0,request/* parseBaseUrl */.Q2)(options.baseUrl));
    const now = options.now ?? (() => performance.now() / 1000);
    const closer = new http/* ConnectionCloser */.NX();
    const controller = new AbortController();
    (0,external_node_events_.setMaxListeners)(Math.max(10, (options.maxInFlight ?? 1024) + 1), controller.signal);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const settings = {
        target,
        timeoutMs: options.timeoutSeconds * 1000,
        deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
        now,
        closer,
        signal: controller.signal,
    };
    const maxInFlight = options.maxInFlight ?? 1024;
    const origin = now() + LEAD_IN_SECONDS;
    const records = options.offsets.map((offset, i) => ({
        index: i + 1,
        scheduledAt: origin + offset,
        dispatchedAt: null,
        sentAt: null,
        lagMs: null,
        ttftMs: null,
        e2eMs: null,
        tokens: 0,
        completed: false,
        error: null,
    }));
    const inFlight = new Set();
    let stop = false;
    let failure = null;
    const send = (record) => {
        const prompt = options.prompts[(record.index - 1) % options.prompts.length];
        record.dispatchedAt = now();
        const done = (0,streamed_request/* streamCompletion */.x)(prompt, options.outputTokens, settings).then((result) => {
            fill(record, result);
            if (options.shouldStop?.(record, records))
                stop = true;
        }, (error) => {
            failure ??= fatal(error, record.index);
            controller.abort();
        });
        const tracked = done.finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
    };
    try {
        for (const record of records) {
            if (stop || failure !== null || controller.signal.aborted)
                break;
            if (options.offsets[record.index - 1] > options.maxDurationSeconds)
                break;
            await waitUntil(record.scheduledAt, now, controller.signal);
            if (stop || failure !== null || controller.signal.aborted)
                break;
            if (inFlight.size >= maxInFlight)
                record.error = `not sent: ${maxInFlight} requests already in flight`;
            else
                send(record);
        }
        await Promise.all(inFlight);
    }
    finally {
        options.signal?.removeEventListener('abort', onOuterAbort);
        controller.abort();
        await closer.drain();
    }
    const failed = failure;
    if (failed !== null)
        throw failed;
    if (options.signal?.aborted)
        throw fatal(new errors/* ExchangeAbortedError */.Vd('open-loop run aborted'), null);
    for (const record of records)
        if (record.dispatchedAt === null && record.error === null)
            record.error = 'not sent: the run stopped before its instant';
    return { origin, records, unsent: records.filter((r) => r.dispatchedAt === null).length };
}

// EXTERNAL MODULE: ./src/adapters/load-client/sse.ts
var sse = __webpack_require__(1710);
;// CONCATENATED MODULE: ./src/adapters/load-client/quality-client.ts






const MAX_MESSAGE_CHARS = 512;
function defaultNow() {
    return performance.now() / 1000;
}
function validateOptions(options) {
    (0,request/* parseBaseUrl */.Q2)(options.baseUrl);
    if (!Array.isArray(options.cases) || options.cases.length === 0) {
        throw new errors/* LoadClientConfigurationError */.Eg('cases', 'expected at least one quality case');
    }
    options.cases.forEach((item, i) => {
        if (typeof item.id !== 'string' || item.id.length === 0) {
            throw new errors/* LoadClientConfigurationError */.Eg(`cases[${i}].id`, 'expected a non-empty string');
        }
        if (typeof item.prompt !== 'string') {
            throw new errors/* LoadClientConfigurationError */.Eg(`cases[${i}].prompt`, 'expected a string');
        }
    });
    const performanceBlock = options.performance;
    if (typeof performanceBlock?.prompt !== 'string' || performanceBlock.prompt.length === 0) {
        throw new errors/* LoadClientConfigurationError */.Eg('performance.prompt', 'expected a non-empty string');
    }
    (0,request/* requireInteger */.iR)('performance.generationTokens', performanceBlock.generationTokens, 1);
    (0,request/* requireInteger */.iR)('performance.repetitions', performanceBlock.repetitions, 1);
    (0,request/* requireInteger */.iR)('performance.warmups', performanceBlock.warmups, 0);
    (0,request/* requireSeconds */.vb)('timeoutSeconds', options.timeoutSeconds);
    if (options.requestDeadlineSeconds !== undefined) {
        (0,request/* requireSeconds */.vb)('requestDeadlineSeconds', options.requestDeadlineSeconds);
    }
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** §8.2: a JSON object whose `choices` holds exactly one element with a string `message.content`. */
function readChatResponse(bodyText) {
    let parsed;
    try {
        parsed = JSON.parse(bodyText);
    }
    catch {
        throw new Error('response body is not valid JSON');
    }
    if (!isPlainObject(parsed))
        throw new Error('response body must be a JSON object');
    const choices = parsed.choices;
    if (!Array.isArray(choices) || choices.length !== 1) {
        throw new Error('response "choices" must be an array with exactly one element');
    }
    const choice = choices[0];
    if (!isPlainObject(choice) ||
        !isPlainObject(choice.message) ||
        typeof choice.message.content !== 'string') {
        throw new Error('response "choices[0].message.content" must be a string');
    }
    return choice.message.content;
}
/** Sends one chat request; returns the response text or throws a plain Error describing the failure. */
async function askCase(prompt, context) {
    let status = null;
    const parts = [];
    let bytes = 0;
    const sink = {
        onResponseStart(statusCode) {
            status = statusCode;
        },
        onResponseData(chunk) {
            bytes += chunk.length;
            if (bytes > sse/* SSE_MAX_BODY_BYTES */.g$)
                throw new Error(`response body exceeds ${sse/* SSE_MAX_BODY_BYTES */.g$} bytes`);
            parts.push(chunk);
            return true;
        },
    };
    const outcome = await (0,http/* exchange */.cv)({
        target: context.target,
        path: `${context.target.pathPrefix}/v1/chat/completions`,
        headers: request/* JSON_REQUEST_HEADERS */.cl,
        body: (0,request/* chatRequestBody */.Cg)(prompt),
        timeoutMs: context.timeoutMs,
        deadlineMs: context.deadlineMs,
        now: context.now,
        signal: context.signal,
    }, sink, context.closer);
    const httpStatus = status;
    if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
        const text = (0,sse/* pythonStrip */.pn)(new TextDecoder('utf-8').decode(Buffer.concat(parts).subarray(0, 4096)));
        throw new Error(text.length > 0 ? `HTTP ${httpStatus}: ${text}` : `HTTP ${httpStatus}`);
    }
    if (outcome.kind === 'network-error')
        throw new Error((0,http/* describeNetworkError */.gl)(outcome.error));
    if (outcome.kind === 'deadline') {
        throw new Error(`network error: RequestDeadlineExceeded: request exceeded the total deadline of ${(context.deadlineMs ?? 0) / 1000} s`);
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
    }
    catch {
        throw new Error('response body is not valid UTF-8');
    }
    return readChatResponse(text);
}
/**
 * Runs the quality requests of one quality run (capacity-study spec §8.2), sequentially: every case's
 * chat request, then the performance warmups and repetitions as streamed `/completion` requests.
 * Any failure throws `QualitySuiteError` naming the case or repetition.
 */
async function runQualitySuite(options) {
    validateOptions(options);
    const context = {
        target: await (0,request/* resolveTarget */.u1)((0,request/* parseBaseUrl */.Q2)(options.baseUrl)),
        timeoutMs: options.timeoutSeconds * 1000,
        deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
        now: options.now ?? defaultNow,
        closer: new http/* ConnectionCloser */.NX(),
        signal: options.signal,
    };
    const fail = (phase, caseId, index, error) => {
        const subject = phase === 'case'
            ? `quality case ${caseId}`
            : `quality performance ${phase === 'performance-warmup' ? 'warmup' : 'repetition'} ${index}`;
        const reason = error instanceof errors/* ExchangeAbortedError */.Vd
            ? 'aborted'
            : error instanceof Error
                ? error.message
                : String(error);
        return new errors/* QualitySuiteError */.IV(`${subject}: ${(0,request/* truncateText */.EJ)(reason, MAX_MESSAGE_CHARS)}`, phase, caseId, index, {
            cause: error,
        });
    };
    try {
        const responses = [];
        for (const [i, item] of options.cases.entries()) {
            try {
                responses.push({ id: item.id, response: await askCase(item.prompt, context) });
            }
            catch (error) {
                throw fail('case', item.id, i + 1, error);
            }
            options.onProgress?.({
                phase: 'case',
                requestIndex: i + 1,
                totalRequests: options.cases.length,
                caseId: item.id,
            });
        }
        const { prompt, generationTokens, warmups, repetitions } = options.performance;
        const settings = { ...context, keepContent: true };
        const latencySamples = [];
        const phases = [
            ['performance-warmup', warmups],
            ['performance-repetition', repetitions],
        ];
        for (const [phase, total] of phases) {
            for (let index = 1; index <= total; index++) {
                let sample;
                try {
                    const result = await (0,streamed_request/* streamCompletion */.x)(prompt, generationTokens, settings);
                    if (result.kind === 'failed')
                        throw new Error(result.error);
                    if (!result.completed)
                        throw new Error(result.error ?? 'not completed');
                    const { startedAt, finishedAt, observation } = result;
                    sample = {
                        index,
                        // A finished stream always has content (concludeCompletionStream guarantees it).
                        ttft_ms: (observation.firstContentAt - startedAt) * 1000,
                        e2e_latency_ms: (finishedAt - startedAt) * 1000,
                        event_count: observation.eventCount,
                        predicted_tokens: result.predictedTokens,
                        content: observation.content,
                    };
                }
                catch (error) {
                    throw fail(phase, null, index, error);
                }
                if (phase === 'performance-repetition')
                    latencySamples.push(sample);
                options.onProgress?.({ phase, requestIndex: index, totalRequests: total, caseId: null });
            }
        }
        return { responses, latencySamples };
    }
    finally {
        await context.closer.drain();
    }
}

// EXTERNAL MODULE: ./src/domain/measurement/server-queue.ts
var server_queue = __webpack_require__(2017);
;// CONCATENATED MODULE: ./src/adapters/load-client/metrics-sampler.ts
// Samples llama-server's `/metrics` (Prometheus text, served with `--metrics`) a few times a second
// while a probe runs: one GET at a time, each bounded by a timeout; a failed reading is counted and
// named, never thrown, so the probe's own measurement does not depend on it.



/** Starts sampling at once; the first reading is taken before the call's promise chain continues. */
function startMetricsSampler(options) {
    (0,request/* parseBaseUrl */.Q2)(options.baseUrl);
    const intervalMs = (0,request/* requireSeconds */.vb)('intervalSeconds', options.intervalSeconds);
    const timeoutMs = (0,request/* requireSeconds */.vb)('timeoutSeconds', options.timeoutSeconds ?? Math.max(options.intervalSeconds, 2));
    const url = `${options.baseUrl.replace(/\/+$/, '')}/metrics`;
    const stopper = new AbortController();
    const onAbort = () => stopper.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const result = { readings: [], failures: 0, lastError: null };
    const readOnce = async () => {
        try {
            const response = await fetch(url, {
                signal: AbortSignal.any([stopper.signal, AbortSignal.timeout(timeoutMs)]),
            });
            const text = await response.text();
            if (!response.ok)
                throw new Error(`HTTP ${response.status}`);
            result.readings.push((0,server_queue/* parseQueueGauges */.T6)(text));
        }
        catch (error) {
            if (stopper.signal.aborted)
                return;
            result.failures++;
            result.lastError = error.message;
        }
    };
    const loop = (async () => {
        while (!stopper.signal.aborted) {
            const started = performance.now();
            await readOnce();
            const wait = intervalMs - (performance.now() - started);
            if (stopper.signal.aborted)
                break;
            await (0,promises_.setTimeout)(Math.max(0, wait), undefined, { signal: stopper.signal }).catch(() => undefined);
        }
    })();
    return {
        async stop() {
            stopper.abort();
            options.signal?.removeEventListener('abort', onAbort);
            await loop;
            return result;
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/load-client/index.ts
// The load client's public surface: load evaluation, open-loop runs, quality suite and their errors.







/***/ }),

/***/ 2047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ runLoadEvaluation)
/* harmony export */ });
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8830);
/* harmony import */ var _domain_core_stats_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8741);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1378);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8078);
/* harmony import */ var _streamed_request_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6094);
// Runs a load evaluation: C concurrent streaming clients per level, samples kept in request order.








const MAX_ERROR_CHARS = 512;
function defaultNow() {
    return performance.now() / 1000;
}
function interTokenGaps(contentTimes) {
    const gaps = new Float64Array(Math.max(0, contentTimes.length - 1));
    for (let i = 1; i < contentTimes.length; i++)
        gaps[i - 1] = (contentTimes[i] - contentTimes[i - 1]) * 1000;
    // Typed-array sort is numeric and avoids a comparator call per comparison.
    return gaps.sort();
}
function buildSample(request, result) {
    const { startedAt, finishedAt, observation } = result;
    const e2e = (finishedAt - startedAt) * 1000;
    const firstContentAt = observation?.firstContentAt ?? null;
    const ttft = firstContentAt === null ? null : (firstContentAt - startedAt) * 1000;
    const gaps = interTokenGaps(observation?.contentTimes ?? []);
    const completed = result.kind === 'finished' && result.completed;
    const generated = result.kind === 'finished' ? result.predictedTokens : (observation?.observedTokens ?? 0);
    const error = result.error === null ? null : (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(result.error, MAX_ERROR_CHARS);
    return {
        index: request.index,
        prompt_index: request.promptIndex,
        prompt_sha256: request.promptSha256,
        completed,
        ttft_ms: ttft,
        e2e_latency_ms: e2e,
        generated_tokens: generated,
        error,
        started_at_seconds: startedAt,
        finished_at_seconds: finishedAt,
        tpot_ms: completed && ttft !== null && generated >= 2 ? (e2e - ttft) / (generated - 1) : null,
        itl_ms_p50: (0,_domain_core_stats_js__WEBPACK_IMPORTED_MODULE_6__/* .median */ .JZ)(Array.from(gaps)),
        itl_ms_p95: (0,_domain_core_stats_js__WEBPACK_IMPORTED_MODULE_6__/* .p95 */ .f3)(Array.from(gaps)),
        content_event_count: observation?.contentEventCount ?? 0,
    };
}
function validateOptions(options) {
    (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseUrl */ .Q2)(options.baseUrl);
    if (!Array.isArray(options.prompts) || options.prompts.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadClientConfigurationError */ .Eg('prompts', 'expected at least one prompt');
    }
    options.prompts.forEach((prompt, i) => {
        if (typeof prompt !== 'string' || prompt.trim().length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadClientConfigurationError */ .Eg(`prompts[${i}]`, 'expected a non-blank string');
        }
    });
    (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireInteger */ .iR)('outputTokens', options.outputTokens, 1);
    (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireInteger */ .iR)('warmupRequests', options.warmupRequests, 0);
    (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireInteger */ .iR)('measuredRequests', options.measuredRequests, 1);
    if (!Array.isArray(options.executionOrder) || options.executionOrder.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadClientConfigurationError */ .Eg('executionOrder', 'expected at least one concurrency level');
    }
    options.executionOrder.forEach((level, i) => (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireInteger */ .iR)(`executionOrder[${i}]`, level, 1));
    if (new Set(options.executionOrder).size !== options.executionOrder.length) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadClientConfigurationError */ .Eg('executionOrder', 'concurrency levels must be distinct');
    }
    (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSeconds */ .vb)('timeoutSeconds', options.timeoutSeconds);
    if (options.requestDeadlineSeconds !== undefined) {
        (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSeconds */ .vb)('requestDeadlineSeconds', options.requestDeadlineSeconds);
    }
}
/**
 * Closed-loop bounded pool: at most `concurrency` requests in flight, dispatched in index order, the
 * next one starting as soon as any finishes. The first failure aborts the requests still in flight.
 */
async function runClosedLoop(count, concurrency, outer, run) {
    const results = new Array(count);
    const controller = new AbortController();
    // Every in-flight request listens on this signal; more than 10 is expected, not a leak.
    (0,node_events__WEBPACK_IMPORTED_MODULE_1__.setMaxListeners)(concurrency + 1, controller.signal);
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let next = 1;
    let failed = false;
    let failure;
    const worker = async () => {
        while (!failed && next <= count) {
            // The next request opens as soon as a slot is free. Streams complete in the client's deferred
            // parse, so this runs after the parse of the whole loop turn, never between the socket reads
            // that stamp other streams; the request's own clock starts only when its bytes are sent.
            const index = next++;
            try {
                results[index - 1] = await run(index, controller.signal);
            }
            catch (error) {
                if (!failed) {
                    failed = true;
                    failure = error;
                    controller.abort();
                }
                return;
            }
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    }
    finally {
        outer?.removeEventListener('abort', onOuterAbort);
    }
    if (failed)
        throw failure;
    return results;
}
function requestLabel(concurrency, phase, index) {
    return `concurrency ${concurrency} ${phase} request ${index}`;
}
/** Streams one request; a thrown exchange or a clock that does not advance becomes `LoadEvaluationError`. */
async function sendRequest(ctx, concurrency, phase, request, signal) {
    const label = requestLabel(concurrency, phase, request.index);
    let result;
    try {
        result = await (0,_streamed_request_js__WEBPACK_IMPORTED_MODULE_5__/* .streamCompletion */ .x)(request.prompt, ctx.options.outputTokens, {
            ...ctx.baseSettings,
            signal,
        });
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExchangeAbortedError */ .Vd) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`load evaluation aborted during ${label}`, 'aborted', concurrency, phase, request.index, {
                cause: error,
            });
        }
        const kind = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SseProtocolError */ .m ? 'stream' : 'client';
        const message = error instanceof Error ? error.message : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`${label}: ${message}`, kind, concurrency, phase, request.index, {
            cause: error,
        });
    }
    const { startedAt, finishedAt } = result;
    if (!Number.isFinite(startedAt) ||
        startedAt < 0 ||
        !Number.isFinite(finishedAt) ||
        !(finishedAt > startedAt)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`${label}: the clock must be finite, non-negative and advancing (started ${startedAt}, finished ${finishedAt})`, 'client', concurrency, phase, request.index);
    }
    return result;
}
/** Calls the progress callback; its failure becomes `LoadEvaluationError` naming the request. */
function reportProgress(options, event) {
    try {
        options.onProgress?.(event);
    }
    catch (error) {
        const label = requestLabel(event.concurrency, event.phase, event.requestIndex);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`${label}: progress callback failed`, 'client', event.concurrency, event.phase, event.requestIndex, {
            cause: error,
        });
    }
}
/** The warmups of one level; each must complete. */
async function runWarmups(ctx, concurrency) {
    const { options } = ctx;
    let warmupsDone = 0;
    await runClosedLoop(options.warmupRequests, concurrency, options.signal, async (index, signal) => {
        const result = await sendRequest(ctx, concurrency, 'warmup', ctx.schedule(index), signal);
        if (result.kind !== 'finished' || !result.completed) {
            const reason = result.error ?? 'not completed';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`concurrency ${concurrency} warmup request ${index} did not complete: ${(0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .truncateText */ .EJ)(reason, MAX_ERROR_CHARS)}`, 'warmup-incomplete', concurrency, 'warmup', index);
        }
        warmupsDone++;
        reportProgress(options, {
            concurrency,
            phase: 'warmup',
            requestIndex: index,
            finishedRequests: warmupsDone,
            totalRequests: options.warmupRequests,
            sample: null,
        });
    });
}
/** The measured requests of one level, as samples in request-index order. */
async function runMeasured(ctx, concurrency) {
    const { options } = ctx;
    let measuredDone = 0;
    return runClosedLoop(options.measuredRequests, concurrency, options.signal, async (index, signal) => {
        const request = ctx.schedule(index);
        const sample = buildSample(request, await sendRequest(ctx, concurrency, 'measured', request, signal));
        measuredDone++;
        reportProgress(options, {
            concurrency,
            phase: 'measured',
            requestIndex: index,
            finishedRequests: measuredDone,
            totalRequests: options.measuredRequests,
            sample,
        });
        return sample;
    });
}
/**
 * Runs one load evaluation (capacity-study spec §5): for each level in `executionOrder`, the warmups
 * (each must complete) and then the measured requests through a fresh closed-loop pool of C clients.
 * Failed requests become samples; anything else throws `LoadEvaluationError`.
 */
async function runLoadEvaluation(options) {
    validateOptions(options);
    const target = await (0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveTarget */ .u1)((0,_request_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseUrl */ .Q2)(options.baseUrl));
    const now = options.now ?? defaultNow;
    const closer = new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionCloser */ .NX();
    const promptHashes = options.prompts.map((prompt) => (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(prompt));
    const schedule = (index) => {
        const promptIndex = ((index - 1) % options.prompts.length) + 1;
        return {
            index,
            promptIndex,
            prompt: options.prompts[promptIndex - 1],
            promptSha256: promptHashes[promptIndex - 1],
        };
    };
    const baseSettings = {
        target,
        timeoutMs: options.timeoutSeconds * 1000,
        deadlineMs: options.requestDeadlineSeconds === undefined ? null : options.requestDeadlineSeconds * 1000,
        now,
        closer,
    };
    const ctx = { options, schedule, baseSettings };
    const levels = [];
    try {
        for (const concurrency of options.executionOrder) {
            if (options.signal?.aborted) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LoadEvaluationError */ .Bf(`load evaluation aborted before concurrency ${concurrency}`, 'aborted', concurrency, null, null);
            }
            await runWarmups(ctx, concurrency);
            const samples = await runMeasured(ctx, concurrency);
            levels.push({ concurrency, samples });
            // Release this level's sockets before the next level starts.
            await closer.drain();
        }
    }
    finally {
        await closer.drain();
    }
    return { levels };
}


/***/ }),

/***/ 8078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ chatRequestBody),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   U1: () => (/* binding */ completionRequestBody),
/* harmony export */   cl: () => (/* binding */ JSON_REQUEST_HEADERS),
/* harmony export */   eD: () => (/* binding */ STREAM_REQUEST_HEADERS),
/* harmony export */   iR: () => (/* binding */ requireInteger),
/* harmony export */   u1: () => (/* binding */ resolveTarget),
/* harmony export */   vb: () => (/* binding */ requireSeconds)
/* harmony export */ });
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _domain_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8847);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5729);
// Where the clients' requests go (base URL, host resolved once) and their exact JSON bodies.




/**
 * Resolves the target's host name once (an IP literal is used as is). A failed lookup leaves the name
 * in place, so each request fails with the resolver's error as a network-error sample.
 */
async function resolveTarget(target) {
    const literal = node_net__WEBPACK_IMPORTED_MODULE_1___default().isIP(target.hostname) !== 0;
    let address = target.hostname;
    if (!literal) {
        try {
            address = (await (0,node_dns_promises__WEBPACK_IMPORTED_MODULE_0__.lookup)(target.hostname)).address;
        }
        catch {
            // Reported per request by the connection attempt.
        }
    }
    return { ...target, address, servername: literal ? null : target.hostname };
}
/** Accepts `http(s)://host[:port][/prefix]` without credentials, query or fragment. */
function parseBaseUrl(baseUrl, field = 'baseUrl') {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LoadClientConfigurationError */ .Eg(field, `expected an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LoadClientConfigurationError */ .Eg(field, `expected scheme http or https, got ${url.protocol}`);
    }
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LoadClientConfigurationError */ .Eg(field, 'must not contain credentials, a query or a fragment');
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
function completionRequestBody(prompt, nPredict) {
    return JSON.stringify({
        prompt,
        n_predict: nPredict,
        ignore_eos: true,
        seed: _domain_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUEST_SEED */ .Uq,
        temperature: 0,
        cache_prompt: false,
        stream: true,
        timings_per_token: false,
    });
}
/** §8.2 body: compact JSON with the keys in exactly this order. */
function chatRequestBody(prompt) {
    return JSON.stringify({
        messages: [
            { role: 'system', content: _domain_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .QUALITY_SYSTEM_PROMPT */ .$J },
            { role: 'user', content: prompt },
        ],
        max_tokens: _domain_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .QUALITY_MAX_TOKENS */ .m5,
        seed: _domain_plan_evaluation_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .REQUEST_SEED */ .Uq,
        temperature: 0,
        stream: false,
    });
}
// `Connection: close` mirrors the reference client; the client closes the socket after the response.
const STREAM_REQUEST_HEADERS = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    connection: 'close',
};
const JSON_REQUEST_HEADERS = {
    'content-type': 'application/json',
    accept: 'application/json',
    connection: 'close',
};
function requireInteger(field, value, min, max = Number.MAX_SAFE_INTEGER) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `in ${min}..${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LoadClientConfigurationError */ .Eg(field, `expected an integer ${range}, got ${String(value)}`);
    }
    return value;
}
/** Seconds → milliseconds for a positive, finite timeout. */
function requireSeconds(field, value) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LoadClientConfigurationError */ .Eg(field, `expected a finite number of seconds > 0, got ${String(value)}`);
    }
    return value * 1000;
}
/** Python-style code point truncation for error texts (§5.4: at most 512 characters). */
function truncateText(text, maxCodePoints) {
    if (text.length <= maxCodePoints)
        return text;
    return Array.from(text).slice(0, maxCodePoints).join('');
}


/***/ }),

/***/ 1710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ StreamTracker),
/* harmony export */   M6: () => (/* binding */ concludeCompletionStream),
/* harmony export */   g$: () => (/* binding */ SSE_MAX_BODY_BYTES),
/* harmony export */   pn: () => (/* binding */ pythonStrip)
/* harmony export */ });
/* unused harmony exports SseDataReader, readStreamEvent */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5729);
// Server-sent events reader for llama-server's streamed completions (pure; no IO).

/**
 * Incremental reader for llama-server Server-Sent-Event bodies (capacity-study spec §5.2).
 *
 * Framing follows the reference evaluator, not the full SSE specification:
 * - the body is split into lines on `\n` only (a `\r\n` ending loses its `\r` to trimming; a lone `\r`
 *   is not a line break);
 * - each line is decoded as strict UTF-8 and trimmed with Python `str.strip()` semantics;
 * - empty lines, `:` comments, `event:`/`id:`/`retry:` and every other non-`data:` line are skipped;
 * - the payload after `data:` is trimmed; `[DONE]` is skipped; anything else must be a JSON object.
 *
 * Two documented extensions, both invisible for streams the reference accepts:
 * - multi-line `data:` events: a payload that is not valid JSON on its own is joined with the following
 *   `data:` lines of the same event (with `\n`, as the SSE specification joins them) until the joined
 *   text parses; it is malformed only if the event ends (blank line) before that happens;
 * - truncation: an unterminated last line (no `\n` before the body ended) that does not decode or
 *   parse is reported by `finish()` as `'truncated'` instead of as a malformed stream.
 */
const SSE_MAX_BODY_BYTES = 4 * 1024 * 1024;
const LF = 0x0a;
// Bounds the multi-line fallback so a malformed stream without blank lines cannot go quadratic.
const MAX_JOINED_DATA_LINES = 64;
/** Python `str.isspace()` code points; JavaScript `trim()` differs on U+001C–U+001F, U+0085 and U+FEFF. */
function isPythonSpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
    if (code < 0x85)
        return false;
    return (code === 0x85 ||
        code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000);
}
/** `str.strip()` as the reference applies it to lines and payloads. */
function pythonStrip(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text.charCodeAt(start)))
        start++;
    while (end > start && isPythonSpace(text.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function tryParseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** Splits raw body bytes into parsed `data:` JSON objects; survives any chunk boundary. */
class SseDataReader {
    #maxBytes;
    #decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    #carry = [];
    #carryLength = 0;
    #bytes = 0;
    #line = 0;
    #pending = null;
    #stopped = false;
    constructor(maxBytes = SSE_MAX_BODY_BYTES) {
        this.#maxBytes = maxBytes;
    }
    get stopped() {
        return this.#stopped;
    }
    get bytesRead() {
        return this.#bytes;
    }
    /** Feeds one body chunk; throws `SseProtocolError` on a malformed stream or a body over the cap. */
    push(chunk, sink) {
        if (this.#stopped)
            return;
        this.#bytes += chunk.length;
        if (this.#bytes > this.#maxBytes) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m(`response body exceeds ${this.#maxBytes} bytes`, null);
        }
        let start = 0;
        for (;;) {
            const newline = chunk.indexOf(LF, start);
            if (newline < 0)
                break;
            let lineBytes;
            if (this.#carryLength > 0) {
                this.#carry.push(chunk.subarray(start, newline));
                this.#carryLength += newline - start;
                lineBytes = this.#takeCarry();
            }
            else {
                lineBytes = chunk.subarray(start, newline);
            }
            start = newline + 1;
            this.#line++;
            this.#acceptLine(this.#decodeLine(lineBytes), sink);
            if (this.#stopped)
                return;
        }
        if (start < chunk.length) {
            // Copy: the caller may reuse the chunk's memory after push returns.
            this.#carry.push(chunk.slice(start));
            this.#carryLength += chunk.length - start;
        }
    }
    /** Signals the end of the body; flushes an unterminated last line. */
    finish(sink) {
        if (this.#stopped)
            return 'complete';
        if (this.#carryLength > 0) {
            const tail = this.#takeCarry();
            this.#line++;
            let text;
            try {
                text = this.#decoder.decode(tail);
            }
            catch {
                return 'truncated';
            }
            const outcome = this.#acceptLine(text, sink, true);
            if (outcome === 'unparsed')
                return 'truncated';
        }
        if (this.#pending !== null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('data payload is not a valid JSON object', this.#pending.line);
        }
        return 'complete';
    }
    #takeCarry() {
        const parts = this.#carry;
        const joined = new Uint8Array(this.#carryLength);
        let offset = 0;
        for (const part of parts) {
            joined.set(part, offset);
            offset += part.length;
        }
        this.#carry = [];
        this.#carryLength = 0;
        return joined;
    }
    #decodeLine(bytes) {
        try {
            return this.#decoder.decode(bytes);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('line is not valid UTF-8', this.#line);
        }
    }
    /** Returns 'unparsed' only for an unterminated tail whose payload did not parse. */
    #acceptLine(raw, sink, unterminated = false) {
        const line = pythonStrip(raw);
        if (line.length === 0) {
            // A blank line ends an SSE event: a half-joined multi-line payload can no longer complete.
            if (this.#pending !== null) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('data payload is not a valid JSON object', this.#pending.line);
            }
            return 'ok';
        }
        if (!line.startsWith('data:'))
            return 'ok';
        const payload = pythonStrip(line.slice(5));
        if (this.#pending === null && payload === '[DONE]')
            return 'ok';
        const text = this.#pending === null ? payload : `${this.#pending.text}\n${payload}`;
        const firstLine = this.#pending === null ? this.#line : this.#pending.line;
        const parsed = tryParseJson(text);
        if (!parsed.ok) {
            if (unterminated)
                return 'unparsed';
            const lines = this.#pending === null ? 1 : this.#pending.lines + 1;
            if (lines > MAX_JOINED_DATA_LINES) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('data payload is not a valid JSON object', firstLine);
            }
            this.#pending = { text, line: firstLine, lines };
            return 'ok';
        }
        this.#pending = null;
        if (!isPlainObject(parsed.value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('data payload must be a JSON object', firstLine);
        }
        if (sink(parsed.value, firstLine) === false)
            this.#stopped = true;
        return 'ok';
    }
}
function describeInBandError(error) {
    if (typeof error === 'string')
        return `server error event: ${error}`;
    if (isPlainObject(error)) {
        const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
        const details = [];
        if (typeof error.code === 'number' || typeof error.code === 'string')
            details.push(`code ${error.code}`);
        if (typeof error.type === 'string')
            details.push(`type ${error.type}`);
        return `server error event: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
    }
    return `server error event: ${JSON.stringify(error)}`;
}
function chatDeltaContent(event, lineNumber) {
    const choices = event.choices;
    if (!Array.isArray(choices) || choices.length === 0)
        return '';
    const first = choices[0];
    if (!isPlainObject(first) || !isPlainObject(first.delta))
        return '';
    const content = first.delta.content;
    if (content === undefined || content === null)
        return '';
    if (typeof content !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('"choices[0].delta.content" must be a string or null', lineNumber);
    }
    return content;
}
/** Validates one event's fields; throws `SseProtocolError` for the §5.2 fatal cases. */
function readStreamEvent(event, lineNumber, mode = 'completion') {
    if (event.error !== undefined && event.error !== null) {
        return { content: '', tokenCount: 0, stop: true, error: describeInBandError(event.error) };
    }
    let content;
    if (mode === 'chat') {
        content = chatDeltaContent(event, lineNumber);
    }
    else {
        const value = event.content === undefined ? '' : event.content;
        if (typeof value !== 'string')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('"content" must be a string', lineNumber);
        content = value;
    }
    let tokenCount = 0;
    const tokens = event.tokens;
    if (tokens !== undefined && tokens !== null) {
        if (!Array.isArray(tokens) ||
            !tokens.every((token) => typeof token === 'number' && Number.isInteger(token))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('"tokens" must be an array of integers', lineNumber);
        }
        tokenCount = tokens.length;
    }
    return { content, tokenCount, stop: event.stop === true, error: null };
}
/** Feeds body bytes through `SseDataReader` and records timing and counts per §5.2. */
class StreamTracker {
    #reader;
    #now;
    #mode;
    #keepContent;
    #observation = {
        eventCount: 0,
        contentEventCount: 0,
        firstContentAt: null,
        contentTimes: [],
        observedTokens: 0,
        finalEvent: null,
        finalEventLine: null,
        sawStop: false,
        inBandError: null,
        content: '',
    };
    #sink = (event, lineNumber) => this.#onEvent(event, lineNumber);
    /** Arrival time of the chunk being parsed, or null to read the clock per event. */
    #at = null;
    constructor(options) {
        this.#reader = new SseDataReader(options.maxBytes);
        this.#now = options.now;
        this.#mode = options.mode ?? 'completion';
        this.#keepContent = options.keepContent ?? false;
    }
    get observation() {
        return this.#observation;
    }
    /**
     * Feeds one body chunk; returns false once an in-band error event ended the stream. `at` is the
     * clock reading taken when the chunk came off the socket: every event the chunk completes is
     * stamped with it (without it, the clock is read as each content event is parsed).
     */
    push(chunk, at) {
        this.#at = at ?? null;
        try {
            this.#reader.push(chunk, this.#sink);
        }
        finally {
            this.#at = null;
        }
        return !this.#reader.stopped;
    }
    /** Ends the body; `at` stamps an unterminated last event, like `push`. */
    finish(at) {
        this.#at = at ?? null;
        try {
            return this.#reader.finish(this.#sink);
        }
        finally {
            this.#at = null;
        }
    }
    #onEvent(event, lineNumber) {
        const fields = readStreamEvent(event, lineNumber, this.#mode);
        const observation = this.#observation;
        if (fields.error !== null) {
            observation.inBandError = fields.error;
            return false;
        }
        observation.eventCount++;
        observation.finalEvent = event;
        observation.finalEventLine = lineNumber;
        observation.observedTokens += fields.tokenCount;
        if (fields.stop)
            observation.sawStop = true;
        if (fields.content.length > 0) {
            const at = this.#at ?? this.#now();
            if (observation.firstContentAt === null)
                observation.firstContentAt = at;
            observation.contentTimes.push(at);
            observation.contentEventCount++;
            if (this.#keepContent)
                observation.content += fields.content;
        }
        return true;
    }
}
/**
 * Applies the §5.2 end-of-stream rules; throws `SseProtocolError` for every fatal case.
 * A stream that ended (cleanly or mid-line) after content but before any `stop: true` event and
 * without final timings is a truncation: a failed request, like a dropped connection.
 */
function concludeCompletionStream(observation, finish, expectedTokens) {
    if (observation.inBandError !== null)
        return { kind: 'failed', error: observation.inBandError };
    const truncated = `stream ended before final timings event (${observation.contentEventCount} content events received)`;
    if (finish === 'truncated')
        return { kind: 'failed', error: truncated };
    if (observation.eventCount === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('stream contained no data events', null);
    if (observation.contentEventCount === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('stream contained no event with non-empty content', null);
    }
    const final = observation.finalEvent;
    const timings = final.timings;
    if (!isPlainObject(timings)) {
        if (!observation.sawStop)
            return { kind: 'failed', error: truncated };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('final event has no "timings" object', observation.finalEventLine);
    }
    const predicted = timings.predicted_n;
    if (typeof predicted !== 'number' || !Number.isInteger(predicted) || predicted < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m('final event "timings.predicted_n" must be an integer >= 0', observation.finalEventLine);
    }
    if (observation.observedTokens > 0 && observation.observedTokens !== predicted) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m(`"tokens" arrays hold ${observation.observedTokens} tokens but timings.predicted_n is ${predicted}`, observation.finalEventLine);
    }
    if (predicted > expectedTokens) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SseProtocolError */ .m(`server generated ${predicted} tokens, more than the requested ${expectedTokens}`, observation.finalEventLine);
    }
    const completed = predicted === expectedTokens;
    return {
        kind: 'finished',
        predictedTokens: predicted,
        completed,
        error: completed ? null : `server generated ${predicted} tokens; expected exactly ${expectedTokens}`,
    };
}


/***/ }),

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ streamCompletion)
/* harmony export */ });
/* harmony import */ var _sse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1710);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1378);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8078);
// One streamed completion request: its server-sent events become TTFT, E2E, tokens and content.



/** §5.2: at most this many bytes of an HTTP error body go into the error text. */
const HTTP_ERROR_BODY_BYTES = 4096;
function httpErrorText(status, parts) {
    const bytes = Buffer.concat(parts);
    const text = (0,_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .pythonStrip */ .pn)(new TextDecoder('utf-8').decode(bytes));
    return text.length > 0 ? `HTTP ${status}: ${text}` : `HTTP ${status}`;
}
function deadlineText(deadlineMs) {
    return `network error: RequestDeadlineExceeded: request exceeded the total deadline of ${deadlineMs / 1000} s`;
}
/**
 * Sends one §5.1 request and reads its stream. Resolves with a finished or failed request; rejects
 * with `SseProtocolError` for a fatal stream, `ExchangeAbortedError` on abort, or a client fault.
 */
async function streamCompletion(prompt, nPredict, settings) {
    const tracker = new _sse_js__WEBPACK_IMPORTED_MODULE_0__/* .StreamTracker */ .FJ({ now: settings.now, keepContent: settings.keepContent ?? false });
    let status = null;
    const errorBody = [];
    let errorBodyBytes = 0;
    const sink = {
        onResponseStart(statusCode) {
            status = statusCode;
        },
        onResponseData(chunk, at) {
            if (status !== null && status >= 200 && status < 300)
                return tracker.push(chunk, at);
            const take = Math.min(chunk.length, HTTP_ERROR_BODY_BYTES - errorBodyBytes);
            errorBody.push(chunk.subarray(0, take));
            errorBodyBytes += take;
            return errorBodyBytes < HTTP_ERROR_BODY_BYTES;
        },
    };
    const outcome = await (0,_http_js__WEBPACK_IMPORTED_MODULE_1__/* .exchange */ .cv)({
        target: settings.target,
        path: `${settings.target.pathPrefix}/completion`,
        headers: _request_js__WEBPACK_IMPORTED_MODULE_2__/* .STREAM_REQUEST_HEADERS */ .eD,
        body: (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .completionRequestBody */ .U1)(prompt, nPredict),
        timeoutMs: settings.timeoutMs,
        deadlineMs: settings.deadlineMs,
        now: settings.now,
        signal: settings.signal,
    }, sink, settings.closer);
    const { startedAt, at: finishedAt } = outcome;
    const httpStatus = status;
    if (httpStatus !== null && (httpStatus < 200 || httpStatus >= 300)) {
        return {
            kind: 'failed',
            startedAt,
            finishedAt,
            observation: null,
            httpStatus,
            error: httpErrorText(httpStatus, errorBody),
        };
    }
    const observation = tracker.observation;
    if (outcome.kind === 'network-error' || outcome.kind === 'deadline') {
        const error = outcome.kind === 'deadline'
            ? deadlineText(settings.deadlineMs ?? 0)
            : (0,_http_js__WEBPACK_IMPORTED_MODULE_1__/* .describeNetworkError */ .gl)(outcome.error);
        return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error };
    }
    const conclusion = (0,_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .concludeCompletionStream */ .M6)(observation, outcome.kind === 'ended' ? tracker.finish(finishedAt) : 'complete', nPredict);
    if (conclusion.kind === 'failed') {
        return { kind: 'failed', startedAt, finishedAt, observation, httpStatus, error: conclusion.error };
    }
    return {
        kind: 'finished',
        startedAt,
        finishedAt,
        observation,
        predictedTokens: conclusion.predictedTokens,
        completed: conclusion.completed,
        error: conclusion.error,
    };
}


/***/ }),

/***/ 7183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gP: () => (/* binding */ withWorkDirLock)
/* harmony export */ });
/* unused harmony exports WORK_DIR_LOCK_FILE, acquireWorkDirLock */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5847);
/* harmony import */ var _process_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7316);
// The exclusive lock on a work directory: `<work-dir>/.lock`, created with `wx`, naming its owner's
// pid and process start time, so a lock left by a dead (or pid-reused) owner is taken over.







const WORK_DIR_LOCK_FILE = '.lock';
function currentOwner() {
    return {
        pid: process.pid,
        start_ticks: (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .readProcessStat */ .K6)(process.pid)?.startTicks ?? null,
        started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)(),
    };
}
function parseOwner(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof v !== 'object' || v === null)
        return undefined;
    const o = v;
    if (typeof o.pid !== 'number' || !Number.isSafeInteger(o.pid) || o.pid <= 0)
        return undefined;
    return {
        pid: o.pid,
        start_ticks: typeof o.start_ticks === 'number' ? o.start_ticks : null,
        started_at: typeof o.started_at === 'string' ? o.started_at : '?',
        host: typeof o.host === 'string' ? o.host : '',
    };
}
async function readOwner(path) {
    try {
        return parseOwner(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** Owner alive on this host (same pid and start time), or on another host (cannot be checked). */
function ownerLive(owner) {
    if (owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)())
        return true;
    return (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .isProcessAlive */ .jW)(owner.pid, owner.start_ticks);
}
/** A lock file that names no owner is being written right now, unless it is older than this. */
const UNREADABLE_GRACE_MS = 10_000;
async function isAbandoned(path) {
    const owner = await readOwner(path);
    if (owner)
        return !ownerLive(owner);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => null);
    return info !== null && Date.now() - info.mtimeMs > UNREADABLE_GRACE_MS;
}
function inUse(workDir, owner) {
    const who = owner
        ? `pid ${owner.pid}${owner.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)() ? ` on ${owner.host}` : ''} (started ${owner.started_at})`
        : 'another process';
    return new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`work dir ${workDir} is in use by ${who}; wait for it or use another --work-dir`);
}
const NO_LOCK = { path: '', release: () => undefined };
/**
 * Takes `<workDir>/.lock` for this process, or throws InputError (exit 2) naming the live owner.
 * An abandoned lock is moved aside and checked again after the move, so two processes that both
 * found it abandoned cannot remove each other's fresh lock. A work dir that cannot hold a lock (a
 * file, no permission) is left to the command's own checks, which refuse it with their message;
 * folders created only for the lock are removed again on release, so a refused command leaves
 * nothing behind.
 */
async function acquireWorkDirLock(workDir, log = () => undefined) {
    let created;
    try {
        created = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workDir, { recursive: true });
    }
    catch {
        return NO_LOCK;
    }
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(workDir, WORK_DIR_LOCK_FILE);
    const me = currentOwner();
    for (let attempt = 0; attempt < 5; attempt++) {
        try {
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'wx');
            try {
                await fh.writeFile(`${JSON.stringify(me)}\n`);
            }
            finally {
                await fh.close();
            }
            return lockHandle(path, me, created);
        }
        catch (error) {
            if (error.code !== 'EEXIST') {
                if (created)
                    removeEmptyDirs(workDir, created);
                return NO_LOCK;
            }
        }
        if (!(await isAbandoned(path)))
            throw inUse(workDir, await readOwner(path));
        const tomb = `${path}.stale-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(path, tomb);
        }
        catch {
            continue; // someone else moved it first
        }
        if (!(await isAbandoned(tomb))) {
            // Between our check and the move another process took the lock: give it back.
            const owner = await readOwner(tomb);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(tomb, path).catch(() => undefined);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tomb, { force: true });
            throw inUse(workDir, owner);
        }
        const gone = await readOwner(tomb);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tomb, { force: true });
        log(`took over the lock of ${workDir} left by pid ${gone?.pid ?? '?'} (started ${gone?.started_at ?? '?'}), which is no longer running`);
    }
    throw inUse(workDir, await readOwner(path));
}
/** rmdir from `dir` up to `top` while each is empty (a folder with content stays). */
function removeEmptyDirs(dir, top) {
    for (let d = dir;; d = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(d)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmdirSync)(d);
        }
        catch {
            return;
        }
        if (d === top || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(d) === d)
            return;
    }
}
function lockHandle(path, me, created) {
    let released = false;
    const release = () => {
        if (released)
            return;
        released = true;
        process.off('exit', release);
        try {
            const owner = parseOwner((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(path, 'utf8'));
            if (owner?.pid === me.pid && owner.start_ticks === me.start_ticks)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.unlinkSync)(path);
        }
        catch {
            // already gone
        }
        // A work dir made only for the lock (the command was refused before it wrote) goes too.
        if (created)
            removeEmptyDirs((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(path), created);
    };
    // Also released when the process exits without unwinding (process.exit on a second signal).
    process.on('exit', release);
    return { path, release };
}
/** Runs `fn` holding the work dir's lock; released however `fn` ends. */
async function withWorkDirLock(workDir, fn, log) {
    const lock = await acquireWorkDirLock(workDir, log);
    try {
        return await fn();
    }
    finally {
        lock.release();
    }
}


/***/ }),

/***/ 7447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _D: () => (/* binding */ killLeftoverServers),
/* harmony export */   a0: () => (/* binding */ installSignalCleanup),
/* harmony export */   cf: () => (/* binding */ signalExitCode),
/* harmony export */   g8: () => (/* binding */ defaultServerRegistry)
/* harmony export */ });
/* unused harmony exports SERVER_STATE_SCHEMA_VERSION, ProcessRegistry */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7316);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5729);
// Every server we start is recorded here (and optionally in a JSON state file) so none outlives us:
// Ctrl-C stops them all, and a later process (an action's `post` step) can kill leftovers.
// Several processes share one state file (each action step is its own process): each keeps the
// others' entries, and the post step signals only processes it can prove are the ones recorded.






const SERVER_STATE_SCHEMA_VERSION = '1.0';
class ProcessRegistry {
    entries = new Map();
    /** timePids this registry unregistered: their lines are removed from the shared file, not kept. */
    removed = new Set();
    stateFile;
    constructor(options = {}) {
        this.stateFile = options.stateFile;
    }
    /**
     * Where the registry mirrors its records (undefined: memory only). Writes the file at once,
     * keeping every entry other processes (earlier steps) left in it.
     */
    setStateFile(stateFile) {
        this.stateFile = stateFile;
        this.persist();
    }
    getStateFile() {
        return this.stateFile;
    }
    register(record, stop) {
        this.removed.delete(record.timePid);
        this.entries.set(record.timePid, { record: { ...record }, stop });
        this.persist();
    }
    update(timePid, patch) {
        const entry = this.entries.get(timePid);
        if (entry) {
            entry.record = { ...entry.record, ...patch };
            this.persist();
        }
    }
    unregister(timePid) {
        if (this.entries.delete(timePid)) {
            this.removed.add(timePid);
            this.persist();
        }
    }
    list() {
        return [...this.entries.values()].map((e) => ({ ...e.record }));
    }
    get size() {
        return this.entries.size;
    }
    /** Stops every registered server with its own INT → TERM → KILL sequence; never rejects. */
    async stopAll() {
        await Promise.allSettled([...this.entries.values()].map((e) => e.stop()));
    }
    /** Last resort when we cannot wait (second Ctrl-C, process exit): SIGKILL at once, synchronously. */
    killAllNow() {
        for (const { record } of this.entries.values()) {
            if (record.serverPid !== null && (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.serverPid, record.serverStartTicks)) {
                (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(record.serverPid, 'SIGKILL');
            }
            if ((0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.timePid, record.timeStartTicks)) {
                (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(-record.timePid, 'SIGKILL');
            }
        }
    }
    persist() {
        if (this.stateFile === undefined) {
            return;
        }
        // Read-merge-write: entries of other processes stay; ours replace any stale line with our pid.
        const ours = this.list();
        const drop = new Set([...ours.map((r) => r.timePid), ...this.removed]);
        const others = readStateRecords(this.stateFile).filter((r) => !drop.has(r.timePid));
        try {
            writeStateFile(this.stateFile, [...others, ...ours]);
        }
        catch {
            // A record that cannot be written (a full or read-only disk) must not orphan the server just
            // spawned: the registry in memory, the exit handlers and the server's watchdog still stop it.
        }
    }
}
/** Records already in a shared state file; none when it is missing or unreadable (it is rewritten). */
function readStateRecords(stateFile) {
    try {
        return parseStateFile(stateFile, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(stateFile, 'utf8'));
    }
    catch {
        return [];
    }
}
function writeStateFile(stateFile, servers) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(stateFile), { recursive: true });
    const tmp = `${stateFile}.${process.pid}.tmp`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ schema_version: SERVER_STATE_SCHEMA_VERSION, servers }, null, 2)}\n`);
        // Rename is atomic, so a concurrent reader never sees half a file.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, stateFile);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { force: true });
        throw e;
    }
}
/** The registry startServer uses unless told otherwise. */
const defaultServerRegistry = new ProcessRegistry();
/** The exit code of a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
function signalExitCode(signal) {
    return 128 + (node_os__WEBPACK_IMPORTED_MODULE_2__.constants.signals[signal] ?? 0);
}
/**
 * Installs SIGINT/SIGTERM handlers that stop every registered server and then exit with 128 + signal
 * number (130 / 143); a second signal kills at once. Also SIGKILLs anything still registered on
 * process exit. Returns a function that removes the handlers.
 */
function installSignalCleanup(options = {}) {
    const registry = options.registry ?? defaultServerRegistry;
    const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
    const exit = options.exit ?? ((code) => process.exit(code));
    let cleaning = false;
    const onSignal = (signal) => {
        options.onSignal?.(signal);
        if (cleaning) {
            registry.killAllNow();
            exit(signalExitCode(signal));
            return;
        }
        cleaning = true;
        void registry.stopAll().finally(() => {
            registry.killAllNow();
            exit(signalExitCode(signal));
        });
    };
    const onExit = () => registry.killAllNow();
    for (const signal of signals) {
        process.on(signal, onSignal);
    }
    process.on('exit', onExit);
    return () => {
        for (const signal of signals) {
            process.off(signal, onSignal);
        }
        process.off('exit', onExit);
    };
}
const LEFTOVER_DEFAULTS = { sigintMs: 5_000, sigtermMs: 5_000, sigkillMs: 5_000 };
function parseStateFile(stateFile, text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServerStateFileError */ .$l(`${stateFile}: not valid JSON (${error.message})`);
    }
    const servers = doc?.servers;
    if (!Array.isArray(servers)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServerStateFileError */ .$l(`${stateFile}: expected an object with a "servers" array`);
    }
    return servers.map((raw, i) => {
        const r = raw;
        const isPid = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 1;
        const isTicks = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
        if (r === null ||
            typeof r !== 'object' ||
            !isPid(r.timePid) ||
            !(r.serverPid === null || isPid(r.serverPid)) ||
            !isTicks(r.serverStartTicks) ||
            !isTicks(r.timeStartTicks)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServerStateFileError */ .$l(`${stateFile}: servers[${i}] must have timePid (integer > 1), serverPid (integer > 1 or null), ` +
                'serverStartTicks and timeStartTicks (number or null)');
        }
        return {
            serverPid: r.serverPid,
            serverStartTicks: r.serverStartTicks,
            timePid: r.timePid,
            timeStartTicks: r.timeStartTicks,
            port: typeof r.port === 'number' ? r.port : 0,
            executable: typeof r.executable === 'string' ? r.executable : '',
            startedAt: typeof r.startedAt === 'string' ? r.startedAt : '',
        };
    });
}
/** argv of a running process from /proc/<pid>/cmdline, or null when unreadable. */
function readCmdline(pid) {
    try {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/cmdline`, 'utf8');
        return text.split('\0').filter((arg, i, all) => arg !== '' || i < all.length - 1);
    }
    catch {
        return null;
    }
}
/** Same program: equal paths, or equal names when one side was given as a bare name. */
function sameProgram(a, b) {
    return a === b || ((!a.includes('/') || !b.includes('/')) && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(a) === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(b));
}
/**
 * True only when `pid` is running, started at `startTicks` (known, from /proc/<pid>/stat) and its
 * command line matches: never signal a process we cannot prove is the recorded one.
 */
function isVerified(pid, startTicks, commandMatches) {
    if (startTicks === null)
        return false;
    const stat = (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(pid);
    if (stat === null || stat.state === 'Z' || stat.state === 'X' || stat.startTicks !== startTicks)
        return false;
    const argv = readCmdline(pid);
    return argv !== null && commandMatches(argv);
}
async function stopLeftover(record, t) {
    const exe = record.executable;
    // GNU time: `time -v -o <report> <server argv…>`; the server keeps the argv[0] it was given.
    const isTime = (argv) => argv.length > 1 && exe !== '' && argv.slice(1).some((a) => sameProgram(a, exe));
    // The server: argv[0] is the binary, or, under a launcher (qemu-user keeps its own command line),
    // the binary is among the emulator's arguments. Pid and start time already pin the process.
    const isServer = (argv) => exe !== '' && argv.some((a) => sameProgram(a, exe));
    const timeVerified = isVerified(record.timePid, record.timeStartTicks, isTime);
    const timeAlive = () => timeVerified && (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(record.timePid, record.timeStartTicks);
    let serverPid = record.serverPid;
    let serverTicks = record.serverStartTicks;
    if (serverPid === null && timeVerified) {
        // Discovered as the child of the verified time process, then checked like a recorded one.
        const child = (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .listChildPids */ .nK)(record.timePid)[0];
        if (child !== undefined) {
            serverPid = child;
            serverTicks = (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .readProcessStat */ .K6)(child)?.startTicks ?? null;
        }
    }
    const serverVerified = serverPid !== null && isVerified(serverPid, serverTicks, isServer);
    // A live pid with an unknown start time, or the recorded start time but another command, is
    // reported; a pid that started at another time is simply a different process (ours is gone).
    const doubtful = (pid, ticks, verified) => !verified && (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(pid) && (ticks === null || (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(pid, ticks));
    const unverified = doubtful(record.timePid, record.timeStartTicks, timeVerified) ||
        (serverPid !== null && doubtful(serverPid, serverTicks, serverVerified));
    let outcome = 'gone';
    if (serverVerified && serverPid !== null) {
        // Same ladder as a normal stop; only the server is signalled so GNU time can still write its report.
        for (const [signal, wait] of [
            ['SIGINT', t.sigintMs],
            ['SIGTERM', t.sigtermMs],
            ['SIGKILL', t.sigkillMs],
        ]) {
            outcome = signal;
            (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(serverPid, signal);
            if (await (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(serverPid, wait, serverTicks)) {
                break;
            }
            outcome = 'survived';
        }
    }
    if (timeAlive() && !(await (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(record.timePid, 2_000, record.timeStartTicks))) {
        (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .sendSignal */ .vG)(-record.timePid, 'SIGKILL');
        if (outcome === 'gone') {
            outcome = 'SIGKILL';
        }
        if (!(await (0,_process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForProcessGone */ .Hq)(record.timePid, t.sigkillMs, record.timeStartTicks))) {
            outcome = 'survived';
        }
    }
    return outcome === 'gone' && unverified ? 'unverified' : outcome;
}
/**
 * Stops every server listed in a state file written by (possibly dead) earlier processes. A pid is
 * signalled only when its start time (/proc/<pid>/stat) equals the recorded one and its command line
 * is the recorded server's (or GNU time running it); a reused or unknown pid is never signalled.
 * Then rewrites the file with the survivors.
 */
async function killLeftoverServers(stateFile, timeouts = {}) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(stateFile, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return { stateFile, stateFileFound: false, results: [] };
        }
        throw error;
    }
    const records = parseStateFile(stateFile, text);
    const t = { ...LEFTOVER_DEFAULTS, ...timeouts };
    const results = await Promise.all(records.map(async (record) => ({ record, outcome: await stopLeftover(record, t) })));
    writeStateFile(stateFile, results.filter((r) => r.outcome === 'survived').map((r) => r.record));
    return { stateFile, stateFileFound: true, results };
}


/***/ }),

/***/ 2610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describeDecision: () => (/* binding */ describeDecision),
  describeOutcome: () => (/* binding */ describeOutcome),
  describeSelections: () => (/* binding */ describeSelections),
  executeRun: () => (/* binding */ executeRun),
  runCommandMain: () => (/* binding */ runCommandMain)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/cache/cache-dir.ts
var cache_dir = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/study/study-model.ts
var study_model = __webpack_require__(2499);
// EXTERNAL MODULE: ./src/adapters/process/work-dir-lock.ts
var work_dir_lock = __webpack_require__(7183);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/orchestrators/finalize.ts
var finalize = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/orchestrators/failed-stage.ts
var failed_stage = __webpack_require__(2287);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
// EXTERNAL MODULE: ./src/orchestrators/measure.ts + 2 modules
var measure = __webpack_require__(6055);
// EXTERNAL MODULE: ./src/orchestrators/prepare.ts + 7 modules
var prepare = __webpack_require__(8642);
// EXTERNAL MODULE: ./src/orchestrators/quality.ts
var quality = __webpack_require__(184);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var orchestrators_errors = __webpack_require__(982);
// EXTERNAL MODULE: ./src/orchestrators/validate-study.ts
var validate_study = __webpack_require__(7139);
// EXTERNAL MODULE: ./src/orchestrators/study-record.ts
var study_record = __webpack_require__(9468);
// EXTERNAL MODULE: ./src/orchestrators/work-session.ts
var work_session = __webpack_require__(4781);
;// CONCATENATED MODULE: ./src/orchestrators/run-study.ts
// The whole study in one call (the CLI's `run`): validate, open the work dir's study (resume it or
// start a fresh one), prepare, both passes, quality, finalize.













async function runStudy(specPath, cwd, options, events, extras = []) {
    const t0 = performance.now();
    // Everything is validated before any work starts, first as `check` does (every problem at once),
    // then what only a run needs; these throw InputError (exit 2).
    const checked = await (0,validate_study/* validateStudy */.c)(specPath, cwd, {
        cacheDir: options.cacheDir,
        offline: false,
        env: options.env,
        modelToken: options.modelToken,
    });
    for (const warning of checked.warnings)
        events.log(`warning: ${warning}`);
    const ctx = await (0,study_context/* loadStudyContext */.bb)(specPath, cwd);
    // One command at a time per work dir: a second one would write into the bundle this one writes.
    return (0,work_dir_lock/* withWorkDirLock */.gP)(options.workDir, () => (0,work_session/* withWorkSession */.I)(options.workDir, events, () => runLocked(ctx, t0, options, events, extras)), events.log);
}
/** Adds one stage's counts to the study's. */
function add(total, part) {
    total.measured += part.measured;
    total.kept += part.kept;
}
async function runLocked(ctx, t0, options, events, extras) {
    const bundleDir = (0,stages/* workPaths */.yY)(options.workDir).bundle;
    // Refusals (another plan, changed cells) come before anything is written: the bundle stays as is.
    const opened = await (0,study_record/* openStudy */.YU)(ctx, options, events);
    if (opened.progress.finished.length > 0)
        events.progress((0,study_record/* describeResume */.VB)(opened.progress));
    const cells = { measured: 0, kept: 0 };
    const position = options.position ?? { stage: 'prepare' };
    position.stage = 'prepare';
    const staged = { ...options, position };
    try {
        // A resumed study checks the machine as a new start would (tools, folders, disk).
        if (opened.prepared)
            await (0,prepare/* assertReadyToStart */.f7)(ctx, staged);
        const prepared = opened.prepared ?? (await (0,prepare/* prepareStudy */.Lj)(ctx, staged, events));
        position.stage = 'measure';
        for (const pass of ctx.plan.passes) {
            events.progress(`pass ${pass.id}: candidates ${pass.candidate_order.join(' → ')}; P ${pass.server_parallel_order.join(' → ')}; C ${pass.client_concurrency_order.join(' → ')}`);
            add(cells, await (0,measure/* measurePass */.U)(ctx, prepared, pass.id, staged, events));
        }
        position.stage = 'quality';
        add(cells, await (0,quality/* measureQuality */.c)(ctx, prepared, staged, events));
    }
    catch (e) {
        // A signal's abort unwinds the stage; the bundle then says it was interrupted, not why it broke.
        const { error: err, interrupted } = (0,stages/* stageFailure */.vj)(e, position.stage, options.signal);
        if (e instanceof errors/* InputError */.dz && !interrupted)
            throw e;
        if (err.stage === 'validate')
            throw new errors/* InputError */.dz(err.message);
        const result = await (0,failed_stage/* recordFailedStage */.$)(bundleDir, err);
        const detail = result ? ` (incomplete bundle with ${result.files.length} files at ${bundleDir})` : '';
        throw new orchestrators_errors/* StageError */.Zu(err.stage, `${err.message}${detail}`, err.cell);
    }
    position.stage = 'assemble';
    events.progress(`cells: ${cells.measured} measured now, ${cells.kept} already there (kept)`);
    events.progress('assemble: re-deriving the study from the raw artifacts');
    const result = await (0,finalize/* finalizeBundle */.H_)(bundleDir, extras);
    if (!result.complete)
        throw new orchestrators_errors/* StageError */.Zu('assemble', String(result.status.reason));
    return {
        ...result,
        bundleDir,
        seconds: (performance.now() - t0) / 1000,
        cells,
        movedAside: opened.movedAside,
    };
}

// EXTERNAL MODULE: ./src/cli/study-session.ts + 1 modules
var study_session = __webpack_require__(9901);
// EXTERNAL MODULE: ./src/cli/plan-path.ts
var plan_path = __webpack_require__(435);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/orchestrators/bundle-extras.ts
var bundle_extras = __webpack_require__(6385);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/model-token.ts
var model_token = __webpack_require__(2503);
;// CONCATENATED MODULE: ./src/cli/commands/run.ts
// `run`: the whole study in one command, and the summary of its selected operating points.














const HELP = `Usage: paretopilot-capacity run [--plan <capacity.json | capacity-run.json>] [--work-dir <dir>] [--cache-dir <dir>]

Runs a whole capacity study on this machine. Before any work it validates the plan exactly as
\`check\` does (every problem listed at once, exit 2; its warnings printed), then what only a run
needs (every tool, free space, the work dir); builds llama-server from the pinned source (cached
by content); prepares the models; runs the forward pass and its mirror with a fresh llama-server
per configuration under GNU time -v; runs the quality guard; then assembles, gates and checksums
the bundle in <work-dir>/bundle and renders its receipt.
On failure the bundle is kept, marked incomplete with the failed stage, and the exit code is 1;
SIGINT / SIGTERM / SIGHUP stop the servers, mark the bundle incomplete (interrupted, naming the
stage and cell) and exit 130 / 143 / 129; a second signal kills the servers at once.
A study is an append-only record: run again with the same plan and it resumes at the first cell not
yet measured (finished cells are kept, verified by their checksums); a changed plan is refused
unless --fresh moves the old bundle aside (to a name it prints; nothing is deleted).
One command at a time may use a work dir (<work-dir>/.lock); a second one exits 2. One study at a
time may measure on a machine: another one running makes this one exit 2 unless --share-machine.

  --plan <file>       the authored plan (capacity.json, docs/plans.md) or the run spec
                      (capacity-run.json); default ${stages/* DEFAULT_PLAN_FILE */.h5}, where init writes it
                      and the action looks
  --work-dir <dir>    where the bundle and the server working tree go (default ${stages/* DEFAULT_WORK_DIR */.gy})
  --cache-dir <dir>   build/source/model cache (default $PARETOPILOT_CACHE_DIR or ~/.cache/paretopilot-capacity)
  --mirror-dir <dir>  look here for pinned archives and models (by file name or sha256) before
                      downloading; repeatable; also $PARETOPILOT_MIRROR_DIR (':'-separated)
  --fresh             start a new study even if the work dir holds one: the old bundle is moved aside
  --share-machine     run although another study measures on this machine (recorded in status.json)
${model_token/* TOKEN_ENV_HELP */.yQ}
`;
/** One line per candidate: its selected operating point, rate and gain over the reference cell. */
function describeSelections(study) {
    return (0,study_model/* readStudyView */.jw)(study).selections.map((s) => {
        const cell = s.selectedCell;
        if (!cell)
            return `  ${s.candidateId}: no eligible point (every cell failed a gate)`;
        const gain = s.generationGainPercent ?? 0;
        const rate = cell.generatedTokensPerSecondMedian;
        return `  ${s.candidateId}: P${cell.serverParallel} / C${cell.clientConcurrency} · ${rate.toFixed(2)} tok/s · ${gain >= 0 ? '+' : ''}${gain.toFixed(1)}% vs P1/C1 · ${s.eligibleCellCount} eligible cell(s)`;
    });
}
/** The decision's headline line for a plan that asks to choose (empty otherwise). */
function describeDecision(study) {
    const d = study.decision;
    if (!(0,json/* isJsonObject */.OW)(d) || !(0,json/* isJsonObject */.OW)(d.choice))
        return '';
    const headline = d.choice.headline;
    return typeof headline === 'string' ? `decision: ${headline}\n` : '';
}
/**
 * What a finished study answers, for the terminal: a plan that asks the decision to choose gets its
 * choice first and the published rule's per-candidate selection after it, named as such (that rule
 * also gates the pass-to-pass spread, so its point can differ from the decision's); otherwise the
 * selection alone.
 */
function describeOutcome(study) {
    const decision = describeDecision(study);
    const selections = describeSelections(study).join('\n');
    if (decision === '')
        return `selected operating points:\n${selections}\n`;
    return (decision +
        `published-rule selection per candidate (fixed objective; also gates the pass-to-pass spread — see the receipt's envelopes):\n${selections}\n`);
}
/** The finished study, or the exit code of a run that did not finish (1, or 128 + N on a signal). */
async function executeRun(specPath, workDir, cacheDir, io, mirrorDirs = [], models = {}, choices = {}) {
    const absWorkDir = (0,external_node_path_.resolve)(io.cwd, workDir);
    const session = (0,study_session/* openStudySession */.c4)(io, 'run', absWorkDir, choices.shareMachine ?? false);
    try {
        return await runStudy(specPath, io.cwd, {
            workDir: absWorkDir,
            cacheDir,
            mirrorDirs: mirrorDirs.map((d) => (0,external_node_path_.resolve)(io.cwd, d)),
            ...models,
            dispatcher: io.dispatcher,
            env: io.env,
            fresh: choices.fresh,
            ...session.options,
        }, { log: (l) => io.stderr(`  ${l}\n`), progress: (l) => io.stderr(`${l}\n`) }, (0,bundle_extras/* bundleExtras */.sS)());
    }
    catch (e) {
        if (e instanceof orchestrators_errors/* StageError */.Zu) {
            io.stderr(`run: stage ${e.stage} failed${e.cell ? ` at ${e.cell}` : ''}: ${e.message}\n`);
            return session.exitCode() ?? exit_codes/* EXIT_MISMATCH */.O1;
        }
        throw e;
    }
    finally {
        // Every way out of runStudy recorded its outcome (or refused before writing): nothing on exit.
        session.settle();
        session.close();
    }
}
async function runCommandMain(argv, io) {
    return (0,cli_io/* runCommand */.d)('run', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            plan: { type: 'string' },
            'work-dir': { type: 'string' },
            'cache-dir': { type: 'string' },
            'mirror-dir': { type: 'string', multiple: true },
            ...model_token/* MODEL_FLAG_OPTIONS */.OM,
            fresh: { type: 'boolean' },
            'share-machine': { type: 'boolean' },
        }, false);
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length)
            throw new cli_errors/* UsageError */.e('unexpected arguments');
        const plan = await (0,plan_path/* planArgument */.j)(values.plan, io.cwd);
        const { token } = (0,model_token/* readModelToken */.Bl)(values['token-env'], io.env ?? process.env, values['token-origin']);
        const downloadTimeoutMs = (0,model_token/* readDownloadTimeout */.KS)(values['download-timeout']);
        const cacheDir = (0,external_node_path_.resolve)(io.cwd, values['cache-dir'] ?? (0,cache_dir/* defaultCacheDir */.$g)(io.env ?? process.env));
        const result = await executeRun(plan, values['work-dir'] ?? stages/* DEFAULT_WORK_DIR */.gy, cacheDir, io, values['mirror-dir'] ?? [], { modelToken: token, downloadTimeoutMs }, { fresh: values.fresh, shareMachine: values['share-machine'] });
        if (typeof result === 'number')
            return result;
        io.stdout(`study complete in ${result.seconds.toFixed(0)} s\n  cells:   ${result.cells.measured} measured now, ${result.cells.kept} already there\n${result.status.shared_machine ? '  warning: measured while another study shared this machine (status.json: shared_machine)\n' : ''}  bundle:  ${result.bundleDir}\n  receipt: ${__webpack_require__.ab + "main/" + result.bundleDir + '/capacity-receipt.md'}\n${describeOutcome(result.study)}`);
        return exit_codes/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 9901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c4: () => (/* binding */ openStudySession)
});

// UNUSED EXPORTS: STUDY_SIGNALS, UNWIND_MS, installStudySignals

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/process/process-tree.ts
var process_tree = __webpack_require__(7316);
;// CONCATENATED MODULE: ./src/adapters/process/machine-lock.ts
// The machine-wide register of running studies (docs/cli.md, "One study per machine"): one file per
// study command in a shared folder, naming its pid, process start time and work dir. A second study
// is refused unless it is told to share; every cell measured while another study ran says so.








/** Where the register lives unless $PARETOPILOT_MACHINE_LOCK_DIR names another folder. */
const MACHINE_LOCK_ENV = 'PARETOPILOT_MACHINE_LOCK_DIR';
function machineLockDir(env) {
    const dir = env[MACHINE_LOCK_ENV];
    return dir !== undefined && dir !== '' ? dir : (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'paretopilot-capacity-studies');
}
function readEntry(path) {
    let v;
    try {
        v = (0,json_reader/* parseJsonFast */.Q7)((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
    if (!(0,json/* isJsonObject */.OW)(v) || typeof v.pid !== 'number' || !Number.isSafeInteger(v.pid) || v.pid <= 0)
        return undefined;
    const text = (x, fallback) => (typeof x === 'string' ? x : fallback);
    return {
        pid: v.pid,
        start_ticks: typeof v.start_ticks === 'number' ? v.start_ticks : null,
        host: text(v.host, ''),
        work_dir: text(v.work_dir, '?'),
        command: text(v.command, '?'),
        started_at: text(v.started_at, '?'),
    };
}
const describe = (e) => `pid ${e.pid}: ${e.command} in ${e.work_dir} (since ${e.started_at})`;
/** Live entries other than `self`; entries of studies that ended without removing theirs are removed. */
function liveOthers(dir, self) {
    const out = [];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir).filter((n) => /^[0-9]+\.json$/.test(n) && n !== self);
    }
    catch {
        return out;
    }
    for (const name of names) {
        const entry = readEntry((0,external_node_path_.join)(dir, name));
        // An unreadable entry may be being written right now: it counts once it names its owner.
        if (entry === undefined)
            continue;
        if (entry.host === (0,external_node_os_.hostname)() && !(0,process_tree/* isProcessAlive */.jW)(entry.pid, entry.start_ticks)) {
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(dir, name), { force: true });
            continue;
        }
        out.push(entry);
    }
    return out;
}
/**
 * Registers this process's study on the machine. With others running and `share` false, throws
 * InputError (exit 2) naming them; the entry is written before the others are read, so two studies
 * starting together see each other. A register that cannot be written (no /tmp) is no reason to
 * refuse a study: it then runs unregistered, and says so through `log`.
 */
function acquireMachineLock(args) {
    const dir = machineLockDir(args.env);
    const self = `${process.pid}.json`;
    const path = (0,external_node_path_.join)(dir, self);
    const entry = {
        pid: process.pid,
        start_ticks: (0,process_tree/* readProcessStat */.K6)(process.pid)?.startTicks ?? null,
        host: (0,external_node_os_.hostname)(),
        work_dir: args.workDir,
        command: args.command,
        started_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    let registered = false;
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        // A folder every user's studies share, like /tmp itself.
        (0,external_node_fs_.chmodSync)(dir, 0o1777);
    }
    catch {
        // not ours to change; writing the entry below says whether it can be used
    }
    try {
        (0,bundle_files/* writeFileAtomicSync */.Q3)(path, `${JSON.stringify(entry)}\n`);
        registered = true;
    }
    catch (e) {
        args.log(`warning: cannot register this study in ${dir} (${e.message}); other studies will not see it`);
    }
    const release = () => {
        process.off('exit', release);
        if (registered)
            (0,external_node_fs_.rmSync)(path, { force: true });
        registered = false;
    };
    process.on('exit', release);
    const othersAtStart = liveOthers(dir, self).map(describe);
    if (othersAtStart.length && !args.share) {
        release();
        throw new errors/* InputError */.dz(`another study is running on this machine, and two studies measure each other's load:\n${othersAtStart.map((o) => `  - ${o}`).join('\n')}\n` +
            'wait for it to end, or pass --share-machine to run anyway (every cell measured meanwhile then records it, and status.json says so)');
    }
    return { othersNow: () => liveOthers(dir, self).map(describe), othersAtStart, release };
}

// EXTERNAL MODULE: ./src/orchestrators/finalize.ts
var finalize = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/adapters/process/run-process.ts
var run_process = __webpack_require__(2187);
// EXTERNAL MODULE: ./src/adapters/server/process-registry.ts
var process_registry = __webpack_require__(7447);
// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var orchestrators_errors = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/cli/study-session.ts
// What every CLI command that measures (run, prepare, measure, quality) holds while it works: the
// machine-wide study register, the signal handlers (SIGINT, SIGTERM, SIGHUP; a second signal kills
// at once) and the last record: however the process ends before the command could record it —
// a second signal, an unwind that took too long, a crash — status.json names the stage, the cell
// and the first cause, and SHA256SUMS covers the bundle (written synchronously on exit).






/** The signals that interrupt a study: Ctrl-C, a kill, and a terminal that closed. */
const STUDY_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long an interrupted command may take to unwind and mark its bundle before it is ended. */
const UNWIND_MS = 30_000;
/**
 * SIGINT/SIGTERM/SIGHUP abort the study (a closed terminal must not orphan a server): servers
 * stop, and every build or tool process group started through runProcess is ended (SIGTERM, then SIGKILL after a grace period). The command then
 * unwinds on its own (it marks the bundle incomplete and returns `exitCode()`), so no file is cut
 * off mid-write; `exit` is called only if that takes longer than `unwindMs`, or at once on a
 * second signal.
 */
function installStudySignals(controller, exit = (code) => process.exit(code), graceMs, say = (line) => process.stderr.write(line), unwindMs = UNWIND_MS) {
    let first;
    let count = 0;
    let deadline;
    const uninstallCleanup = (0,process_registry/* installSignalCleanup */.a0)({
        signals: STUDY_SIGNALS,
        onSignal: (signal) => {
            count++;
            if (!controller.signal.aborted)
                say(`${signal} received: stopping servers and builds (a second signal kills them at once)\n`);
            first ??= signal;
            controller.abort(new orchestrators_errors/* StudyInterrupted */.sj(signal));
        },
        exit: (code) => {
            const second = count > 1;
            void (0,run_process/* stopLiveProcessGroups */.aI)(graceMs).finally(() => {
                if (second)
                    return exit(code);
                deadline ??= setTimeout(() => exit(code), unwindMs);
                deadline.unref();
            });
        },
    });
    const uninstall = () => {
        if (deadline)
            clearTimeout(deadline);
        uninstallCleanup();
    };
    return Object.assign(uninstall, {
        exitCode: () => (first ? (0,process_registry/* signalExitCode */.cf)(first) : undefined),
    });
}
/**
 * Opens a study session for `command` in `workDir`. Throws InputError (exit 2) when another study
 * runs on this machine and `shareMachine` is false; nothing is installed then. `register` false
 * (a command that measures nothing) leaves the machine register alone.
 */
function openStudySession(io, command, workDir, shareMachine, register = true) {
    const machine = register
        ? acquireMachineLock({
            workDir,
            command,
            share: shareMachine,
            // The register is the machine's: its folder comes from this process's environment.
            env: process.env,
            log: (line) => io.stderr(`  ${line}\n`),
        })
        : { othersNow: () => [], othersAtStart: [], release: () => undefined };
    if (machine.othersAtStart.length)
        io.stderr(`warning: sharing this machine with another study (--share-machine); every cell measured meanwhile records it:\n${machine.othersAtStart.map((o) => `  - ${o}`).join('\n')}\n`);
    const controller = new AbortController();
    // 'validate' until an orchestrator starts a stage: nothing is recorded for a command refused before.
    const position = { stage: 'validate' };
    let firstCause;
    let settled = false;
    const signals = installStudySignals(controller, undefined, undefined, (line) => {
        try {
            io.stderr(line);
        }
        catch {
            // a closed terminal (SIGHUP) cannot be told; the bundle still is
        }
    });
    controller.signal.addEventListener('abort', () => {
        firstCause ??= controller.signal.reason?.message;
    });
    const onCrash = (e) => {
        firstCause ??= `the process crashed: ${e.message}`;
    };
    const onExit = (code) => {
        if (settled || position.stage === 'validate')
            return;
        settled = true;
        (0,finalize/* writeIncompleteSync */.dD)((0,stages/* workPaths */.yY)(workDir).bundle, position.stage, firstCause ?? `the process ended (exit code ${code}) before ${command} could record it`, position.cell ? [position.cell] : []);
    };
    process.on('uncaughtExceptionMonitor', onCrash);
    // Before the handlers that release the locks: the record is written while the lock is still held.
    process.prependListener('exit', onExit);
    return {
        options: { signal: controller.signal, position, machine },
        exitCode: () => signals.exitCode(),
        settle: () => {
            settled = true;
        },
        close: () => {
            signals();
            process.off('uncaughtExceptionMonitor', onCrash);
            process.off('exit', onExit);
            machine.release();
        },
    };
}


/***/ }),

/***/ 6385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sS: () => (/* binding */ bundleExtras)
/* harmony export */ });
/* unused harmony exports EVIDENCE_FILE, REPORT_FILE */
/* harmony import */ var _domain_report_evidence_export_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4445);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8830);
/* harmony import */ var _domain_report_html_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(729);
/* harmony import */ var _domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2499);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
// Renderings added to every complete bundle besides the study, receipt and status: the metrics
// export (every number with its JSON pointer into the study and the study's hash) and the
// self-contained HTML report.





const EVIDENCE_FILE = 'evidence-metrics.json';
const REPORT_FILE = 'capacity-report.html';
function bundleExtras() {
    return [
        (study, studyText, validated) => [
            {
                file: EVIDENCE_FILE,
                content: (0,_domain_report_evidence_export_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeEvidenceExport */ .O)((0,_domain_report_evidence_export_js__WEBPACK_IMPORTED_MODULE_0__/* .buildEvidenceExport */ .m)(study, {
                    studySha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(studyText),
                    version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .TOOL_VERSION */ .wr,
                    historical: false,
                })),
            },
            {
                file: REPORT_FILE,
                content: (0,_domain_report_html_report_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlReport */ .w)(study, {
                    toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .TOOL_VERSION */ .wr,
                    decision: validated.plain.decision,
                    openLoop: (0,_domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_3__/* .openLoopOf */ .Sl)(validated.plain),
                }),
            },
        ],
    ];
}


/***/ }),

/***/ 2287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ recordFailedStage)
/* harmony export */ });
/* harmony import */ var _finalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2051);

/**
 * Marks the bundle incomplete for a failed (or interrupted) stage. Best effort: the stage's own
 * error is what the caller reports, so a bundle that cannot be written gives null instead of a
 * second error.
 */
async function recordFailedStage(bundleDir, error) {
    return (0,_finalize_js__WEBPACK_IMPORTED_MODULE_0__/* .writeIncomplete */ .kH)(bundleDir, error.stage, error.message, error.cell ? [error.cell] : []).catch(() => null);
}


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ finalizeBundle),
/* harmony export */   dD: () => (/* binding */ writeIncompleteSync),
/* harmony export */   kH: () => (/* binding */ writeIncomplete)
/* harmony export */ });
/* unused harmony exports missingCells, writeSha256Sums */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1427);
/* harmony import */ var _adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2403);
/* harmony import */ var _adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1370);
/* harmony import */ var _adapters_bundle_cell_observations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6149);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4256);
/* harmony import */ var _domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(676);
/* harmony import */ var _domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1326);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(8050);
/* harmony import */ var _domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2612);
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7199);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(468);
/* harmony import */ var _domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8070);
/* harmony import */ var _domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(7887);
/* harmony import */ var _adapters_bundle_checksums_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3853);
/* harmony import */ var _study_io_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8397);
/* harmony import */ var _plan_documents_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(8653);
/* harmony import */ var _domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(2499);
// Final stage: assemble, gate, render, and checksum a bundle — or, when measurement was incomplete,
// write an incomplete status naming the failed stage and the missing cells, still checksummed.





















/** Labels whose measurement artifacts are absent (cells that never finished). */
async function missingCells(bundleDir) {
    let plan;
    try {
        plan = await (0,_adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .readBundlePlan */ .P)(bundleDir);
    }
    catch {
        return [];
    }
    return (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_9__/* .missingCells */ .o3)(plan, new Set(await listRegularFiles(bundleDir)));
}
async function listRegularFiles(bundleDir) {
    try {
        return await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listBundleFiles */ ._C)(bundleDir);
    }
    catch {
        return (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listRegularFilesSync */ .t0)(bundleDir);
    }
}
/** SHA256SUMS over every file but itself; temporary files of writes cut off by a kill go first. */
async function writeSha256Sums(bundleDir) {
    await removePartialFiles(bundleDir);
    const files = (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listBundleFiles */ ._C)(bundleDir)).filter((f) => f !== _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMS_FILE */ .A$);
    return (0,_adapters_bundle_checksums_js__WEBPACK_IMPORTED_MODULE_16__/* .writeSha256List */ .$s)(bundleDir, files, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMS_FILE */ .A$);
}
/**
 * status.json and SHA256SUMS of an incomplete bundle, each written whole; on a full disk the work
 * dir's space reserve is given back first. The study and receipt of an earlier finalize go.
 */
async function writeIncomplete(bundleDir, stage, reason, failedCells = []) {
    const missing = await missingCells(bundleDir);
    const status = (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .incompleteStatus */ .bs)({ failedStage: stage, reason, failedCells, missingCells: missing });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx), { force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .RECEIPT_FILE */ .aH), { force: true });
    return (0,_adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_5__/* .withSpaceReserve */ .Xo)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(bundleDir), async () => {
        await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5), (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .writeWorkflowJson */ .R3)(status), _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5);
        const files = await writeSha256Sums(bundleDir);
        return { status, complete: false, missingCells: missing, files };
    });
}
/**
 * writeIncomplete for a process that must exit now (a second signal, an exit mid-stage): the same
 * status.json and SHA256SUMS, read and written synchronously. Never throws; false when it could not.
 */
function writeIncompleteSync(bundleDir, stage, reason, failedCells = []) {
    try {
        const rel = _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .PLAN_FILE */ .VI;
        const plan = (0,_domain_plan_plan_js__WEBPACK_IMPORTED_MODULE_14__/* .parseCapacityPlan */ .bO)((0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_12__/* .parseJsonInput */ .o)({ path: rel, bytes: new Uint8Array((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, rel))) }).value, rel);
        const missing = (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_9__/* .missingCells */ .o3)(plan, new Set((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listRegularFilesSync */ .t0)(bundleDir)));
        const status = (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .incompleteStatus */ .bs)({ failedStage: stage, reason, failedCells, missingCells: missing });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx), { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .RECEIPT_FILE */ .aH), { force: true });
        (0,_adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_5__/* .withSpaceReserveSync */ .wF)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(bundleDir), () => {
            (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomicSync */ .Q3)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5), (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .writeWorkflowJson */ .R3)(status), _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5);
            for (const f of (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listRegularFilesSync */ .t0)(bundleDir))
                if ((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isPartialFile */ .wn)(f))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, f), { force: true });
            const files = (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listRegularFilesSync */ .t0)(bundleDir).filter((f) => f !== _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMS_FILE */ .A$);
            (0,_adapters_bundle_checksums_js__WEBPACK_IMPORTED_MODULE_16__/* .writeSha256ListSync */ .wv)(bundleDir, files, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMS_FILE */ .A$);
        });
        return true;
    }
    catch {
        return false;
    }
}
async function removePartialFiles(bundleDir) {
    for (const f of await listRegularFiles(bundleDir))
        if ((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isPartialFile */ .wn)(f))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, f), { force: true });
}
/**
 * The cause an earlier stage recorded in status.json, kept when finalize finds cells missing: a
 * study that stopped on a full disk (or a signal) says so, not "assemble".
 */
async function earlierFailure(bundleDir) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5), 'utf8').catch(() => null);
    const value = text === null ? undefined : (0,_domain_core_json_reader_js__WEBPACK_IMPORTED_MODULE_11__/* .parseJsonFast */ .Q7)(text);
    if (!(0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_20__/* .isJsonObject */ .OW)(value) || value.status !== 'incomplete')
        return undefined;
    const stage = value.failed_stage;
    if (typeof stage !== 'string' || stage === 'assemble' || typeof value.reason !== 'string')
        return undefined;
    const cells = Array.isArray(value.failed_cells)
        ? value.failed_cells.filter((c) => typeof c === 'string')
        : [];
    return { stage: stage, reason: value.reason, cells };
}
/** The files finalize removes and rewrites. */
const FINALIZE_OUTPUTS = [_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .RECEIPT_FILE */ .aH, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMS_FILE */ .A$];
/**
 * Everything that would stop finalize, checked before it removes a file: the folder holds only
 * regular files and directories, it is a capacity bundle (it has the plan), and what finalize
 * replaces is a regular file where present. A folder that fails is left exactly as it was.
 */
async function assertFinalizable(bundleDir, shownAs) {
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .listBundleFiles */ ._C)(bundleDir);
    const plan = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .PLAN_FILE */ .VI)).catch(() => null);
    if (plan === null)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz(`not a capacity bundle: it has no ${_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .PLAN_FILE */ .VI}`, shownAs);
    for (const f of FINALIZE_OUTPUTS) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, f)).catch(() => null);
        if (st !== null && !st.isFile())
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz(`${f} is not a regular file, so finalize cannot replace it`, shownAs);
    }
}
/**
 * Assembles and renders a bundle; any assembly problem becomes an incomplete, checksummed bundle.
 * A folder that is no bundle, or holds links or special files, is refused before anything changes.
 */
async function finalizeBundle(bundleDir, extras = [], shownAs = bundleDir) {
    await assertFinalizable(bundleDir, shownAs);
    const missing = await missingCells(bundleDir);
    if (missing.length) {
        const earlier = await earlierFailure(bundleDir);
        const unfinished = `measurement did not finish: ${missing.length} configuration(s) have no complete artifacts`;
        if (earlier)
            return writeIncomplete(bundleDir, earlier.stage, earlier.reason, earlier.cells);
        return writeIncomplete(bundleDir, 'assemble', unfinished, []);
    }
    // A plan document that its authored plan does not derive (another plan's, swapped in an artifact)
    // would publish a study of a plan nobody wrote: never a complete bundle.
    const derivation = await (0,_plan_documents_js__WEBPACK_IMPORTED_MODULE_18__/* .bundleDerivation */ .kh)(bundleDir);
    if (derivation !== null && derivation.problems.length > 0)
        return writeIncomplete(bundleDir, 'assemble', derivation.summary);
    let study;
    try {
        const { inputs } = await (0,_adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverBundle */ .g)(bundleDir);
        study = (0,_domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_8__/* .assembleStudy */ .mZ)(inputs).study;
    }
    catch (e) {
        if (e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz)
            return writeIncomplete(bundleDir, 'assemble', `assembly rejected the artifacts: ${e.message}`);
        throw e;
    }
    const studyText = (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_13__/* .canonicalJson */ .dj)(study);
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx), studyText, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx);
    // Validated once: the receipt and the extras read the same checked views.
    const validated = (0,_domain_study_study_model_js__WEBPACK_IMPORTED_MODULE_19__/* .readValidatedStudy */ .qB)(study, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STUDY_FILE */ .Dx);
    const receipt = (0,_study_io_js__WEBPACK_IMPORTED_MODULE_17__/* .renderStudyReceipt */ .Wp)(validated);
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .RECEIPT_FILE */ .aH), receipt, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .RECEIPT_FILE */ .aH);
    const status = (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .completeStatus */ .CK)(study, await (0,_adapters_bundle_cell_observations_js__WEBPACK_IMPORTED_MODULE_6__/* .readSharedMachine */ .t)(bundleDir, await (0,_adapters_bundle_discover_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .readBundlePlan */ .P)(bundleDir)));
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5), (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_15__/* .writeWorkflowJson */ .R3)(status), _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS_FILE */ .C5);
    for (const extra of extras)
        for (const out of extra(study, studyText, validated))
            await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundleDir, out.file), out.content, out.file);
    const files = await writeSha256Sums(bundleDir);
    return { status, complete: true, study, receipt, missingCells: [], files };
}


/***/ }),

/***/ 6055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ measurePass)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/load-client/index.ts + 3 modules
var load_client = __webpack_require__(9705);
// EXTERNAL MODULE: ./src/domain/plan/server-argv.ts
var server_argv = __webpack_require__(2566);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/measurement/load-evaluation.ts
var load_evaluation = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/domain/plan/early-stop-rule.ts
var early_stop_rule = __webpack_require__(689);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/domain/core/json-input.ts
var json_input = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
// EXTERNAL MODULE: ./src/domain/bundle/artifact-layout.ts
var artifact_layout = __webpack_require__(2754);
;// CONCATENATED MODULE: ./src/orchestrators/early-stop-evidence.ts
// What the measure stage knows before a cell's turn under the plan's early stop: the levels of the
// runs already in the bundle (earlier passes), read back from their load evaluations.







/**
 * The measured levels of `earlier` runs found in the bundle. A run whose load evaluation is not there
 * (measured by another job) gives no evidence: the rule then skips less, never more.
 */
async function earlierTurns(ctx, bundleDir, earlier) {
    const turns = [];
    for (const run of earlier) {
        const rel = `${(0,artifact_layout/* cellDirectory */.M7)('run', run.label)}/${bundle_layout/* LOAD_FILE */.uS}`;
        const path = (0,external_node_path_.join)(bundleDir, rel);
        try {
            await (0,promises_.access)(path);
        }
        catch {
            continue;
        }
        const value = (0,json_input/* parseJsonInput */.o)({ path: rel, bytes: await (0,bundle_files/* readInputFile */.jH)(path, rel) }).value;
        for (const row of (0,load_evaluation/* validateLoadEvaluation */.lC)(value, ctx.loadPlan, rel).rows)
            turns.push({
                passId: run.passId,
                candidateId: run.candidateId,
                serverParallel: run.serverParallel,
                clientConcurrency: row.concurrency,
                row,
            });
    }
    return turns;
}

// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/plan/schedule.ts
var plan_schedule = __webpack_require__(3857);
// EXTERNAL MODULE: ./src/orchestrators/prepare.ts + 7 modules
var prepare = __webpack_require__(8642);
// EXTERNAL MODULE: ./src/orchestrators/server-configuration.ts + 5 modules
var server_configuration = __webpack_require__(5651);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var errors = __webpack_require__(982);
// EXTERNAL MODULE: ./src/orchestrators/study-record.ts
var study_record = __webpack_require__(9468);
// EXTERNAL MODULE: ./src/domain/load/probe.ts
var probe = __webpack_require__(6695);
// EXTERNAL MODULE: ./src/domain/load/rate-search.ts
var rate_search = __webpack_require__(8428);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/measurement/rate-search-history.ts + 1 modules
var rate_search_history = __webpack_require__(8011);
// EXTERNAL MODULE: ./src/domain/measurement/server-queue.ts
var server_queue = __webpack_require__(2017);
;// CONCATENATED MODULE: ./src/orchestrators/rate-search-run.ts
// One (candidate, P) rate search of a pass, on the run cell's server after its closed-loop levels:
// probe after probe through the open-loop client, each probe stopped once its target is out of reach,
// its requests kept in the history, rewritten atomically after every probe and resumed from it on a
// rerun of the same prepare run.














/** Allowance after a probe's last arrival before unsent requests are given up (the loop sends on time or not at all). */
const SEND_GRACE_SECONDS = 1;
/** Seconds between two `/metrics` readings during a probe (a few a second). */
const QUEUE_SAMPLE_INTERVAL_SECONDS = 0.25;
const expectedOf = (run, manifestSha256) => ({
    manifestSha256,
    label: run.label,
    passId: run.passId,
    candidateId: run.candidateId,
    serverParallel: run.serverParallel,
});
/**
 * SHA-256 of the manifest.json this work dir's prepare wrote into the bundle: the prepare run a rate
 * search belongs to (recorded in its history, and checked before one is resumed).
 */
async function preparedManifestSha256(bundleDir) {
    const path = (0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.manifest);
    try {
        return (0,hashing/* sha256Hex */.fg)(await (0,bundle_files/* readInputFile */.jH)(path));
    }
    catch {
        throw new errors/* StageError */.Zu('prepare', `${path} is missing or unreadable: run the prepare stage first`);
    }
}
/**
 * The probes an earlier attempt of this cell recorded, when its history file is there, belongs to
 * this work dir's prepare run (`manifestSha256`, the SHA-256 of the manifest.json it wrote) and
 * replays under this plan; anything else starts the search afresh (said in the log).
 */
async function priorSearch(o, run, dir, events, manifestSha256) {
    const path = (0,external_node_path_.join)(dir, bundle_layout/* RATE_SEARCH_FILE */.Hg);
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch {
        return null;
    }
    try {
        const file = `${run.label}/${bundle_layout/* RATE_SEARCH_FILE */.Hg}`;
        return (0,rate_search_history/* parseSearchHistory */.a8)((0,json_reader/* parseJson */.qF)(text), file, o, expectedOf(run, manifestSha256)).history;
    }
    catch (e) {
        events.log(`${run.label}: earlier search history not resumed (${e.message})`);
        return null;
    }
}
/**
 * A probe's requests as the history keeps them: times from the run's origin, each scheduled instant
 * exactly its arrival offset (the reader checks it against the seeded schedule).
 */
function probeRequests(result, offsets) {
    return result.records.map((r, i) => ({
        scheduled_at_seconds: offsets[i],
        sent_at_seconds: r.sentAt === null ? null : r.sentAt - result.origin,
        ttft_ms: r.ttftMs,
        e2e_latency_ms: r.e2eMs,
        generated_tokens: r.tokens,
        completed: r.completed,
        error: r.error,
    }));
}
async function runRateSearch(args) {
    const { ctx, run, events } = args;
    const o = ctx.plan.open_loop;
    const target = (0,rate_search_history/* probeTargetOf */.vp)(o);
    const history = args.prior ?? {
        manifest_sha256: args.manifestSha256,
        ...{ label: run.label, pass_id: run.passId, candidate_id: run.candidateId },
        server_parallel: run.serverParallel,
        server_start_seconds: [],
        probes: [],
        status: 'running',
        bracket_rps: [null, null],
    };
    history.server_start_seconds.push(args.serverStartSeconds);
    let state = (0,rate_search_history/* replaySearch */.UO)(o, history.probes);
    Object.assign(history, (0,rate_search_history/* searchOutcome */.hz)(state));
    const path = (0,external_node_path_.join)(args.dir, bundle_layout/* RATE_SEARCH_FILE */.Hg);
    const write = () => (0,bundle_files/* writeFileAtomic */.Zf)(path, (0,json_writer/* canonicalJson */.dj)((0,rate_search_history/* historyDocument */.iz)(history, o)), `${run.label}/${bundle_layout/* RATE_SEARCH_FILE */.Hg}`);
    await write();
    if (history.probes.length > 0)
        events.log(`${run.label}: resuming the rate search after ${history.probes.length} probe(s)`);
    for (let next = (0,rate_search/* nextProbe */.gW)(state); next.kind === 'probe'; next = (0,rate_search/* nextProbe */.gW)(state)) {
        const index = history.probes.length;
        const offsets = (0,rate_search_history/* probeOffsets */.d7)(o, next.rate, index);
        let good = 0;
        let decided = 0;
        const sampler = args.serverMetrics
            ? (0,load_client/* startMetricsSampler */.k5)({
                baseUrl: args.baseUrl,
                intervalSeconds: QUEUE_SAMPLE_INTERVAL_SECONDS,
                signal: args.options.signal,
            })
            : null;
        const result = await (0,load_client/* runOpenLoop */.yC)({
            baseUrl: args.baseUrl,
            prompts: ctx.loadPlan.prompts,
            outputTokens: ctx.loadPlan.output_tokens,
            offsets,
            maxDurationSeconds: offsets[offsets.length - 1] + SEND_GRACE_SECONDS,
            timeoutSeconds: ctx.loadPlan.timeout_seconds,
            requestDeadlineSeconds: args.requestDeadlineSeconds,
            signal: args.options.signal,
            shouldStop: (finished) => {
                decided++;
                if ((0,probe/* isGood */.Kg)(finished, target.limits))
                    good++;
                return (0,probe/* targetOutOfReach */.qq)(good, decided, offsets.length - decided, target);
            },
        });
        const sampling = sampler ? await sampler.stop() : null;
        if (sampling && sampling.failures > 0)
            events.log(`${run.label} open-loop probe ${index + 1}: ${sampling.failures} /metrics reading(s) failed (last: ${sampling.lastError})`);
        // Summarized from the samples as stored, so reading the history back recomputes these figures.
        const entry = (0,rate_search_history/* probeEntry */.z2)({ index, replicate: next.replicate, seedHex: (0,rate_search_history/* probeSeedHex */.x)(o.seed, index), rate: next.rate }, probeRequests(result, offsets), target, sampling ? (0,server_queue/* summarizeQueue */.D$)(sampling.readings) : null);
        state = (0,rate_search/* recordProbe */.m1)(state, {
            rate: next.rate,
            verdict: entry.verdict,
            valid: entry.valid,
            durationSeconds: entry.seconds,
        });
        history.probes.push(entry);
        Object.assign(history, (0,rate_search_history/* searchOutcome */.hz)(state));
        await write();
        events.progress(`${run.label} open-loop probe ${index + 1}: ${next.rate.toPrecision(4)} req/s · ` +
            `${entry.good}/${entry.requests} good · ${entry.verdict}${entry.valid ? '' : ' (invalid: lag)'}` +
            `${entry.stopped_early ? ' · stopped early' : ''}`);
    }
    return history;
}

;// CONCATENATED MODULE: ./src/orchestrators/measure.ts
// Stage 2, measure: one pass of the counterbalanced matrix in schedule order, a fresh server per
// run, each run's load evaluation written next to its server evidence (and, with an open_loop plan,
// the run's rate search on the same server after its closed-loop levels).



















const fmtDuration = (s) => (s < 90 ? `${Math.round(s)} s` : `${Math.round(s / 60)} min`);
/** Stage 2: one pass of the counterbalanced matrix, in schedule order, a fresh server per run. */
async function measurePass(ctx, prepared, passId, options, events) {
    const schedule = (0,plan_schedule/* performanceRuns */.HO)(ctx.plan, ctx.spec.basePort);
    const runs = schedule.filter((r) => r.passId === passId);
    if (runs.length === 0)
        throw new errors/* StageError */.Zu('measure', `pass ${passId} is not in the plan (passes: ${ctx.plan.passes.map((p) => p.id).join(', ')})`);
    const all = schedule.map((r) => r.label);
    const levels = ctx.plan.client_concurrency_levels.length;
    const totalCells = all.length * levels;
    const now = options.now ?? (() => performance.now() / 1000);
    const started = now();
    const ports = (0,server_configuration/* portAllocator */.V)();
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    const canonical = (0,run_spec/* canonicalPins */.VG)(ctx.spec, ctx.plan);
    // A resumed study keeps the cells that ended (their checksums verified) and measures the rest.
    const progress = await (0,study_record/* readStudyProgress */.le)(paths.bundle, ctx.plan);
    (0,study_record/* assertNoAlteredCells */.ih)(progress, paths.bundle);
    const finished = new Set(progress.finished.filter((c) => c.kind === 'run').map((c) => c.label));
    const counts = { measured: 0, kept: 0 };
    let doneHere = 0;
    const cellsHere = runs.filter((r) => !finished.has(r.label)).length * levels;
    // Early stop: what earlier passes measured, then each level of this pass as it is measured.
    const history = ctx.plan.early_stop === undefined
        ? []
        : await earlierTurns(ctx, paths.bundle, schedule.slice(0, schedule.indexOf(runs[0])));
    for (const run of runs) {
        const cellBase = all.indexOf(run.label) * levels;
        if (finished.has(run.label)) {
            events.progress(`cell ${cellBase + 1}–${cellBase + levels}/${totalCells} ${run.label}: already measured (checksums verified), kept`);
            if (ctx.plan.early_stop !== undefined)
                history.push(...(await earlierTurns(ctx, paths.bundle, [run])));
            counts.kept++;
            continue;
        }
        const argv = canonical.candidates.find((c) => c.id === run.candidateId).argv;
        await measureRun(ctx, run, argv, await ports.portFor(run.port), paths.bundle, options, events, (0,prepare/* launcherOf */.oD)(prepared, run.candidateId), (levelIndex, level) => {
            const elapsed = now() - started;
            const eta = doneHere > 0 ? ` · ETA ${fmtDuration((elapsed / doneHere) * (cellsHere - doneHere))}` : '';
            events.progress(`cell ${cellBase + levelIndex + 1}/${totalCells} ${run.passId} ${run.candidateId} P${run.serverParallel} C${level} · ${fmtDuration(elapsed)} elapsed${eta}`);
            doneHere++;
        }, history);
        counts.measured++;
        if (ctx.spec.timeouts.pauseBetweenRunsSeconds > 0)
            await new Promise((r) => setTimeout(r, ctx.spec.timeouts.pauseBetweenRunsSeconds * 1000));
    }
    return counts;
}
async function measureRun(ctx, run, canonicalArgv, port, bundleDir, options, events, launcher, onLevel, history) {
    const argv = (0,server_argv/* buildServerArgv */.g2)(canonicalArgv, run.serverParallel, ctx.plan.per_slot_context_tokens, port);
    const dir = (0,external_node_path_.join)(bundleDir, (0,artifact_layout/* cellDirectory */.M7)('run', run.label));
    // Read before the cell is cleared for this attempt: a rerun resumes the search, not the probes —
    // only one this work dir's prepare run made (named by the manifest.json it wrote).
    const manifestSha256 = ctx.plan.open_loop ? await preparedManifestSha256(bundleDir) : '';
    const prior = ctx.plan.open_loop
        ? await priorSearch(ctx.plan.open_loop, run, dir, events, manifestSha256)
        : null;
    await (0,server_configuration/* runConfiguration */.w)({
        ctx,
        options,
        launcher,
        kind: 'run',
        label: run.label,
        dir,
        argv,
        port,
        events,
        body: async (handle, commandSha, requestDeadlineSeconds) => {
            const levelsSeen = new Set();
            const evaluate = (executionOrder) => (0,load_client/* runLoadEvaluation */.eI)({
                baseUrl: handle.baseUrl,
                prompts: ctx.loadPlan.prompts,
                outputTokens: ctx.loadPlan.output_tokens,
                warmupRequests: ctx.loadPlan.warmup_requests_per_level,
                measuredRequests: ctx.loadPlan.measured_requests_per_level,
                executionOrder,
                timeoutSeconds: ctx.loadPlan.timeout_seconds,
                requestDeadlineSeconds,
                signal: options.signal,
                onProgress: (e) => {
                    if (!levelsSeen.has(e.concurrency)) {
                        levelsSeen.add(e.concurrency);
                        onLevel(run.clientOrder.indexOf(e.concurrency), e.concurrency);
                    }
                },
            });
            const skippedLevels = [];
            let result;
            if (ctx.plan.early_stop === undefined)
                result = await evaluate(run.clientOrder);
            else {
                // One level at a time, so the rule sees each result before the next level's turn.
                result = { levels: [] };
                for (const level of run.clientOrder) {
                    const evidence = (0,early_stop_rule/* skipEvidence */.PG)(ctx.plan, run, level, history);
                    if (evidence !== null) {
                        skippedLevels.push(level);
                        events.progress(`${run.label} C${level} skipped (early stop): ${evidence.map((e) => `${e.pass_id} failed at C${e.client_concurrency}`).join(', ')}`);
                        continue;
                    }
                    const measured = (await evaluate([level])).levels[0];
                    result.levels.push(measured);
                    const row = (0,load_evaluation/* aggregateRow */._G)(run.candidateId, level, measured.samples, ctx.loadPlan.slo);
                    history.push({
                        passId: run.passId,
                        candidateId: run.candidateId,
                        serverParallel: run.serverParallel,
                        clientConcurrency: level,
                        row,
                    });
                }
            }
            const ctxPtr = { file: `${run.label}/${bundle_layout/* SERVER_FILES */.Sv.command}`, pointer: '/argv' };
            const doc = (0,load_evaluation/* buildLoadEvaluation */.Fk)({
                candidateId: run.candidateId,
                plan: ctx.loadPlan,
                executionOrder: run.clientOrder,
                levels: result.levels,
                skippedLevels,
                binding: {
                    plan_sha256: ctx.loadPlanFile.sha256,
                    request_base_url: `http://127.0.0.1:${port}`,
                    server_configuration: (0,server_argv/* deriveBinding */.T_)(argv, commandSha, argv, commandSha, ctxPtr),
                },
            });
            await (0,bundle_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, bundle_layout/* LOAD_FILE */.uS), (0,json_writer/* canonicalJson */.dj)(doc), `${run.label}/${bundle_layout/* LOAD_FILE */.uS}`);
            if (ctx.plan.open_loop)
                await runRateSearch({
                    ctx,
                    run,
                    baseUrl: handle.baseUrl,
                    dir,
                    prior,
                    manifestSha256,
                    serverStartSeconds: handle.healthyAfterMs / 1000,
                    requestDeadlineSeconds,
                    serverMetrics: argv.includes(server_queue/* METRICS_SERVER_OPTION */.sp),
                    options,
                    events,
                });
        },
    });
}


/***/ }),

/***/ 8642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f7: () => (/* binding */ assertReadyToStart),
  oD: () => (/* binding */ launcherOf),
  Lj: () => (/* binding */ prepareStudy),
  S6: () => (/* binding */ readPrepared)
});

// UNUSED EXPORTS: parsePreparedStudy, preflightMessage

// EXTERNAL MODULE: ./src/domain/decision/plan-comparisons.ts
var plan_comparisons = __webpack_require__(4955);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/llama/ensure-llama-server.ts + 2 modules
var ensure_llama_server = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/adapters/llama/source.ts
var source = __webpack_require__(5753);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/adapters/process/child-env.ts
var child_env = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/adapters/process/ipc-script.ts
// A Node script run as a child process that talks over IPC (`node -e <source>`): started with an
// allow-listed environment, waited on for typed messages, and stopped TERM → KILL. The load client's
// self-check server and the benchmarks' scripted servers use it.


/** The next message of `type` from `child`; rejects if the child exits first. */
function nextMessage(child, type, what) {
    return new Promise((resolve, reject) => {
        const onMessage = (message) => {
            if (message.type !== type)
                return;
            cleanup();
            resolve(message);
        };
        const onExit = (code) => {
            cleanup();
            reject(new Error(`${what} exited early (code ${code})`));
        };
        const cleanup = () => {
            child.off('message', onMessage);
            child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
    });
}
/**
 * Starts `source` with `node -e` and waits for its `{type: 'listening', port}` message. The child's
 * stdout and stderr are discarded unless `inheritOutput` is set.
 */
async function startIpcServer(source, what, inheritOutput = false) {
    const output = inheritOutput ? 'inherit' : 'ignore';
    const child = (0,external_node_child_process_.spawn)(process.execPath, ['-e', source], {
        stdio: ['ignore', output, output, 'ipc'],
        env: (0,child_env/* childEnv */.gf)(),
    });
    try {
        const message = await nextMessage(child, 'listening', what);
        if (!Number.isInteger(message.port))
            throw new Error(`${what} did not report its port`);
        return { child, port: message.port };
    }
    catch (error) {
        child.kill('SIGKILL');
        throw error;
    }
}
/** Sends `message` and waits for the reply of type `reply`. */
async function request(child, message, reply, what) {
    const answer = nextMessage(child, reply, what);
    child.send(message);
    return answer;
}
/** SIGTERM, then SIGKILL after 2 s; resolves when the child has exited. */
async function stopChild(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return;
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
}

// EXTERNAL MODULE: ./src/domain/core/stats.ts
var stats = __webpack_require__(8741);
// EXTERNAL MODULE: ./src/adapters/load-client/load-client.ts
var load_client = __webpack_require__(2047);
;// CONCATENATED MODULE: ./src/adapters/load-client/self-check.ts



/**
 * The scripted server (CommonJS, run with `node -e`): llama-server's `/completion` stream format on
 * a raw socket (chunked `data: {json}` events, `Connection: close`), on a fixed schedule per request
 * — the first token `firstMs` after the request's first bytes arrived, then one token every `gapMs`,
 * then the final event. It reads CLOCK_MONOTONIC on arrival and right before the first-token and
 * final writes, and reports those readings over IPC.
 */
const SERVER_SOURCE = String.raw `
const net = require('node:net');
const hr = () => Number(process.hrtime.bigint()) / 1e6;
let profile = { firstMs: 20, gapMs: 2 };
let records = [];
const token = (i) => 'data: {"index":0,"content":" tok","tokens":[' + (1000 + i) + '],"stop":false,"id_slot":0,"tokens_predicted":' + i + ',"tokens_evaluated":4}\n\n';
const final = (n) => 'data: {"index":0,"content":"","tokens":[],"id_slot":0,"stop":true,"model":"self-check","tokens_predicted":' + n +
  ',"tokens_evaluated":4,"stop_type":"limit","stopping_word":"","tokens_cached":' + (n + 3) +
  ',"timings":{"prompt_n":4,"prompt_ms":1.0,"prompt_per_token_ms":0.25,"prompt_per_second":4000.0,"predicted_n":' + n +
  ',"predicted_ms":1.0,"predicted_per_token_ms":0.1,"predicted_per_second":1.0}}\n\n';
const chunk = (text) => Buffer.byteLength(text).toString(16) + '\r\n' + text + '\r\n';
const HEAD = 'HTTP/1.1 200 OK\r\nKeep-Alive: timeout=5, max=100\r\nContent-Type: text/event-stream\r\n' +
  'Server: llama.cpp\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
const server = net.createServer({ noDelay: true }, (socket) => {
  socket.setNoDelay(true);
  socket.on('error', () => {});
  let buffered = Buffer.alloc(0);
  let arrived = null;
  let started = false;
  socket.on('data', (data) => {
    if (arrived === null) arrived = hr();
    if (started) return;
    buffered = Buffer.concat([buffered, data]);
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const length = Number((/content-length: *(\d+)/i.exec(buffered.toString('latin1', 0, headEnd)) || [])[1] || 0);
    if (buffered.length < headEnd + 4 + length) return;
    started = true;
    const body = JSON.parse(buffered.toString('utf8', headEnd + 4, headEnd + 4 + length));
    const n = body.n_predict;
    const record = { prompt: body.prompt, arrivedMs: arrived, firstMs: null, endMs: null };
    records.push(record);
    socket.write(HEAD);
    const { firstMs, gapMs } = profile;
    let i = 1;
    const step = () => {
      if (socket.destroyed) return;
      if (i === n) {
        const text = chunk(token(i)) + chunk(final(n)) + '0\r\n\r\n';
        if (i === 1) record.firstMs = hr();
        record.endMs = hr();
        socket.end(text);
        return;
      }
      if (i === 1) record.firstMs = hr();
      socket.write(chunk(token(i)));
      i++;
      setTimeout(step, Math.max(0, arrived + firstMs + (i - 1) * gapMs - hr()));
    };
    setTimeout(step, Math.max(0, arrived + firstMs - hr()));
  });
});
process.on('message', (m) => {
  if (m.type === 'profile') { profile = m.profile; records = []; process.send({ type: 'ok' }); }
  else if (m.type === 'records') { process.send({ type: 'records', records }); records = []; }
});
process.on('disconnect', () => process.exit(0));
server.listen({ port: 0, host: '127.0.0.1', backlog: 511 }, () => process.send({ type: 'listening', port: server.address().port }));
`;
/** The scripted server in its own process. */
class ScheduleServer {
    child;
    port;
    constructor(child, port) {
        this.child = child;
        this.port = port;
    }
    static async start() {
        const { child, port } = await startIpcServer(SERVER_SOURCE, 'the scripted server');
        return new ScheduleServer(child, port);
    }
    async setProfile(profile) {
        await request(this.child, { type: 'profile', profile: { firstMs: profile.firstMs, gapMs: profile.gapMs } }, 'ok', 'the scripted server');
    }
    /** The records since the last call, keyed by prompt. */
    async records() {
        const message = await request(this.child, { type: 'records' }, 'records', 'the scripted server');
        return new Map(message.records.map((record) => [record.prompt, record]));
    }
    stop() {
        return stopChild(this.child);
    }
}
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
/** The production `runLoadEvaluation` against the scripted server, given the shared monotonic clock. */
async function timeProductionClient(port, profile, concurrency, prompts, signal) {
    const result = await (0,load_client/* runLoadEvaluation */.e)({
        baseUrl: `http://127.0.0.1:${port}`,
        prompts,
        outputTokens: profile.tokens,
        warmupRequests: 0,
        measuredRequests: prompts.length,
        executionOrder: [concurrency],
        timeoutSeconds: 30,
        now: () => monotonicMs() / 1000,
        signal,
    });
    return result.levels[0].samples.map((sample) => {
        if (!sample.completed || sample.ttft_ms === null) {
            throw new Error(`self-check request ${sample.index} failed: ${sample.error}`);
        }
        const startMs = sample.started_at_seconds * 1000;
        return {
            prompt: prompts[sample.prompt_index - 1],
            startMs,
            firstMs: startMs + sample.ttft_ms,
            endMs: sample.finished_at_seconds * 1000,
        };
    });
}
function collectErrors(into, timings, records) {
    for (const timing of timings) {
        const record = records.get(timing.prompt);
        if (record?.firstMs == null || record.endMs == null)
            throw new Error(`the scripted server has no record of ${timing.prompt}`);
        into.ttft.push(Math.abs(timing.firstMs - record.firstMs));
        into.e2e.push(Math.abs(timing.endMs - record.endMs));
        into.startToArrival.push(record.arrivedMs - timing.startMs);
    }
}
/** The self-check's schedule: llama-server-like pacing, fast enough to finish in seconds. */
const SELF_CHECK_PROFILE = { firstMs: 20, gapMs: 2, tokens: 32 };
/** Requests per level: enough for a p99 to mean something, few enough to take seconds. */
function selfCheckRequests(concurrency) {
    return Math.max(16, 2 * concurrency);
}
const micro = (ms) => Math.round(ms * 1000) / 1000;
/**
 * Times the production client against the scripted server at each client concurrency of the plan
 * (after one discarded warm-up level) and returns the errors per level, rounded to the microsecond.
 */
async function checkClientTiming(concurrencies, options = {}) {
    const profile = options.profile ?? SELF_CHECK_PROFILE;
    const levels = [...new Set(concurrencies)].sort((a, b) => a - b);
    const server = await ScheduleServer.start();
    try {
        await server.setProfile(profile);
        // Discarded warm-up: module loading and JIT would otherwise be charged to the first level.
        const warm = Array.from({ length: 8 }, (_, i) => `warm-up ${i + 1}`);
        await timeProductionClient(server.port, profile, 4, warm, options.signal);
        await server.records();
        const out = [];
        for (const concurrency of levels) {
            const prompts = Array.from({ length: selfCheckRequests(concurrency) }, (_, i) => `self-check C${concurrency} #${i + 1}`);
            const errors = { ttft: [], e2e: [], startToArrival: [] };
            const timings = await timeProductionClient(server.port, profile, concurrency, prompts, options.signal);
            collectErrors(errors, timings, await server.records());
            out.push({
                concurrency,
                requests: prompts.length,
                ttft_error_ms_p50: micro((0,stats/* median */.JZ)(errors.ttft)),
                ttft_error_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.ttft, 0.99)),
                e2e_error_ms_p50: micro((0,stats/* median */.JZ)(errors.e2e)),
                e2e_error_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.e2e, 0.99)),
                start_to_arrival_ms_p50: micro((0,stats/* median */.JZ)(errors.startToArrival)),
                start_to_arrival_ms_p99: micro((0,stats/* nearestRank */.p3)(errors.startToArrival, 0.99)),
            });
        }
        return {
            method: 'scripted-stream',
            clock: 'CLOCK_MONOTONIC',
            schedule: { first_token_ms: profile.firstMs, gap_ms: profile.gapMs, tokens: profile.tokens },
            levels: out,
        };
    }
    finally {
        await server.stop();
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/gguf/fixture-model.ts
var fixture_model = __webpack_require__(9937);
// EXTERNAL MODULE: ./src/adapters/cache/cache-dir.ts
var cache_dir = __webpack_require__(6229);
// EXTERNAL MODULE: ./src/adapters/models/fetch-model.ts
var fetch_model = __webpack_require__(3255);
// EXTERNAL MODULE: ./src/adapters/models/verified-download.ts
var verified_download = __webpack_require__(6040);
;// CONCATENATED MODULE: ./src/adapters/models/fixture-models.ts
// Writes the standard fixture models into the content-addressed model store
// (`<cacheDir>/models/<sha256>.gguf`), remembering each recipe's digest in `<cacheDir>/fixtures/`.








const VOCAB_GGUF_PATH = 'models/ggml-vocab-llama-spm.gguf';
/** Bumped whenever generateFixtureModel's output for the same params changes. */
const FIXTURE_GENERATOR_VERSION = 1;
async function writeAtomic(path, data) {
    const tmp = `${path}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    await (0,promises_.writeFile)(tmp, data);
    await (0,promises_.rename)(tmp, path);
}
async function ensureFixtureModels(cacheDir, checkoutDir, fixtures = fixture_model/* STANDARD_FIXTURES */.Hm) {
    // A fixed path of the checkout (nothing from input to guard): models/ never imports llama/.
    const vocab = await (0,promises_.readFile)((0,external_node_path_.join)(checkoutDir, VOCAB_GGUF_PATH));
    const vocabSha = (0,hashing/* sha256Hex */.fg)(vocab);
    const recipes = (0,cache_dir/* cachePath */.Ae)(cacheDir, 'fixtures');
    await (0,promises_.mkdir)(recipes, { recursive: true });
    await (0,promises_.mkdir)((0,cache_dir/* cachePath */.Ae)(cacheDir, 'models'), { recursive: true });
    const out = [];
    for (const fixture of fixtures) {
        const recipeKey = (0,hashing/* sha256Hex */.fg)(JSON.stringify({
            generator: FIXTURE_GENERATOR_VERSION,
            vocab_sha256: vocabSha,
            params: fixture.params,
        }));
        const recipeFile = (0,external_node_path_.join)(recipes, `${fixture.id}-${recipeKey.slice(0, 16)}.json`);
        let known;
        try {
            const recipe = JSON.parse(await (0,promises_.readFile)(recipeFile, 'utf8'));
            if (typeof recipe !== 'object' ||
                recipe === null ||
                !('sha256' in recipe) ||
                typeof recipe.sha256 !== 'string' ||
                !('size_bytes' in recipe) ||
                typeof recipe.size_bytes !== 'number')
                throw new Error(`${recipeFile} does not describe a fixture model`);
            known = { sha256: recipe.sha256, size_bytes: recipe.size_bytes };
            await (0,verified_download/* verifyFile */.AI)((0,fetch_model/* modelCachePath */.X)(cacheDir, known.sha256), known.sha256, known.size_bytes, `fixture ${fixture.id}`);
        }
        catch {
            known = undefined;
        }
        if (!known) {
            const bytes = (0,fixture_model/* generateFixtureModel */.wv)({ ...fixture.params, vocabGguf: vocab });
            known = { sha256: (0,hashing/* sha256Hex */.fg)(bytes), size_bytes: bytes.length };
            await writeAtomic((0,fetch_model/* modelCachePath */.X)(cacheDir, known.sha256), bytes);
            await writeAtomic(recipeFile, `${JSON.stringify({ id: fixture.id, params: fixture.params, vocab_sha256: vocabSha, generator: FIXTURE_GENERATOR_VERSION, ...known }, null, 2)}\n`);
        }
        out.push({
            id: fixture.id,
            purpose: fixture.purpose,
            path: (0,fetch_model/* modelCachePath */.X)(cacheDir, known.sha256),
            sha256: known.sha256,
            sizeBytes: known.size_bytes,
            params: fixture.params,
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/adapters/process/run-process.ts
var run_process = __webpack_require__(2187);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/adapters/server/launcher-probe.ts
// Identifies the emulator a study's servers run under (`<emulator> --version`), for the manifest.


/** The first line of `<emulator> --version`, e.g. `qemu-aarch64 version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)`. */
async function launcherVersion(launcher) {
    let result;
    try {
        result = await (0,run_process/* runProcess */.R3)(launcher.emulator, ['--version'], { env: { ...process.env, LC_ALL: 'C' } });
    }
    catch (error) {
        throw new errors/* LauncherUnavailableError */.d0(`${launcher.guestArch} servers run under ${launcher.emulator} on this ${launcher.hostArch} machine, but it cannot be started (${error.message}); install it (Debian/Ubuntu: qemu-user)`);
    }
    const line = result.stdout.toString('utf8').split('\n')[0]?.trim() ?? '';
    if (result.code !== 0 || line === '')
        throw new errors/* LauncherUnavailableError */.d0(`${launcher.emulator} --version failed with exit code ${result.code}`);
    return line;
}

// EXTERNAL MODULE: ./src/domain/build/launcher.ts
var build_launcher = __webpack_require__(1735);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var core_errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/fields.ts
var fields = __webpack_require__(2645);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/plan/run-spec.ts + 1 modules
var run_spec = __webpack_require__(6811);
// EXTERNAL MODULE: ./src/domain/bundle/status.ts
var bundle_status = __webpack_require__(7887);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/adapters/llama/build.ts + 1 modules
var build = __webpack_require__(7774);
// EXTERNAL MODULE: ./src/adapters/llama/toolchain.ts
var toolchain = __webpack_require__(3917);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/orchestrators/host-facts.ts
// Facts about this host and checkout that the manifest records: the runner's OS and CPU, the git
// revision of the plan's repository, the llama.cpp source repository.




function sourceRepository(ctx) {
    return ctx.spec.source.kind === 'git'
        ? ctx.spec.source.repository
        : 'https://github.com/ggml-org/llama.cpp';
}
function gitRevision(dir) {
    try {
        const out = (0,external_node_child_process_.execFileSync)('git', ['-C', dir, 'rev-parse', 'HEAD'], {
            stdio: ['ignore', 'pipe', 'ignore'],
            env: (0,child_env/* childEnv */.gf)(),
        })
            .toString()
            .trim();
        return /^[0-9a-f]{40}$/.test(out) ? out : null;
    }
    catch {
        return null;
    }
}
async function runnerFacts() {
    let os = `${process.platform}`;
    try {
        const rel = await (0,promises_.readFile)('/etc/os-release', 'utf8');
        os = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(rel)?.[1] ?? os;
    }
    catch {
        // not Linux; keep the platform name
    }
    let cpu = (0,external_node_os_.cpus)()[0]?.model?.trim() || '';
    try {
        const lscpu = (0,external_node_child_process_.execFileSync)('lscpu', [], {
            stdio: ['ignore', 'pipe', 'ignore'],
            env: (0,child_env/* childEnv */.gf)({ ...process.env, LC_ALL: 'C' }),
        }).toString();
        cpu = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1].trim() || cpu;
    }
    catch {
        // lscpu missing: keep the os.cpus() model
    }
    const architecture = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'arm64' : process.arch;
    return { os, architecture, cpu: cpu || `${architecture} CPU`, cpu_count: (0,external_node_os_.cpus)().length };
}

// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var orchestrators_errors = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/orchestrators/manifest.ts
// The bundle's manifest.json (capacity-study.md §9.8): where the run came from, the runner, the
// pinned runtime and library, each candidate's model and build, canonical commands, host evidence.







/** The manifest, with the run id and attempt it records (prepare persists both for later stages). */
async function buildManifest({ ctx, env, builds, candidates, pins, launcherEvidence, clientTiming, }) {
    const runId = env.GITHUB_RUN_ID ?? `local-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
    const runAttempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    const anyBuild = Object.values(builds)[0];
    const tc = anyBuild.toolchain;
    if (!tc.ninja_version_sha256)
        throw new orchestrators_errors/* StageError */.Zu('validate', 'ninja is required (install ninja-build)');
    const manifest = {
        schema_version: '1.1',
        classification: 'supplementary-capacity',
        synthetic: false,
        source: {
            repository: env.GITHUB_REPOSITORY ?? `local:${(0,external_node_os_.hostname)()}`,
            revision: env.GITHUB_SHA ?? gitRevision((0,external_node_path_.resolve)(ctx.specPath, '..')) ?? '0'.repeat(40),
            workflow: env.GITHUB_ACTIONS === 'true'
                ? (env.GITHUB_WORKFLOW_REF?.replace(/^[^/]+\/[^/]+\//, '').replace(/@.*$/, '') ?? version/* TOOL_WORKFLOW */.Pj)
                : 'local CLI run',
            run_id: runId,
            run_attempt: Number.isInteger(runAttempt) && runAttempt >= 1 ? runAttempt : 1,
            generated_at_utc: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        },
        runner: await runnerFacts(),
        runtime: { name: 'llama.cpp', repository: sourceRepository(ctx), revision: anyBuild.sourceRevision },
        optimization_library: {
            name: 'KleidiAI',
            repository: 'https://github.com/ARM-software/kleidiai',
            version: ctx.spec.kleidiai.version,
            source_archive_sha256: ctx.spec.kleidiai.sha256,
            size_bytes: ctx.spec.kleidiai.sizeBytes,
        },
        toolchain: (0,toolchain/* manifestToolchain */.JD)(tc),
        candidates: Object.fromEntries(ctx.plan.candidates.map((pc) => {
            const c = ctx.spec.candidates.find((x) => x.id === pc.id);
            const b = builds[c.build];
            return [
                c.id,
                {
                    model: {
                        family: c.family,
                        repository: c.repository,
                        revision: c.revision ?? b.sourceRevision,
                        filename: c.filename,
                        sha256: candidates[c.id].modelSha256,
                        size_bytes: candidates[c.id].modelSizeBytes,
                    },
                    build: { ...(0,build/* manifestBuild */.wb)(b.evidence) },
                },
            ];
        })),
        canonical_commands: Object.fromEntries(pins.candidates.map((c) => [c.id, { argv: c.argv, sha256: c.canonical_server_command_sha256 }])),
        canonical_evidence: {
            lock_sha256: pins.lockSha256,
            release_sha256: pins.releaseSha256,
            run_id: ctx.spec.canonicalEvidence.runId,
            release_tag: ctx.spec.canonicalEvidence.releaseTag,
        },
        tool: { name: version/* TOOL_NAME */.lH, version: version/* TOOL_VERSION */.wr, repository: version/* TOOL_REPOSITORY */.Kq },
        host_evidence: {
            // Fleet comparisons read these: CPUs this process may use (affinity-aware), RAM, runner image.
            available_parallelism: (0,external_node_os_.availableParallelism)(),
            memory_total_bytes: (0,external_node_os_.totalmem)(),
            runner_image: env.ImageOS && env.ImageVersion ? `${env.ImageOS} ${env.ImageVersion}` : null,
            builds: Object.fromEntries(Object.entries(builds).map(([label, b]) => [
                label,
                {
                    cache_key: b.cacheKey,
                    server_version: b.evidence.server_version,
                    kleidiai_symbol_count: b.evidence.kleidiai_symbol_count,
                    ...(b.evidence.binary_architecture
                        ? { binary_architecture: b.evidence.binary_architecture }
                        : {}),
                    ...(b.inputs?.kleidiai_archive ? { kleidiai_archive: { ...b.inputs.kleidiai_archive } } : {}),
                },
            ])),
            models: Object.fromEntries(ctx.spec.candidates.map((c) => [c.id, candidates[c.id].modelOrigin ?? { origin: 'unknown' }])),
            ...(launcherEvidence ? { launcher: launcherEvidence } : {}),
            ...(clientTiming ? { client_timing: clientTiming } : {}),
        },
    };
    return { manifest, runId, runAttempt: manifest.source.run_attempt };
}

// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
;// CONCATENATED MODULE: ./src/orchestrators/prepared-inputs.ts
// Measure and quality run against the plan, load plan and suite prepare copied into the bundle: a
// file edited since (even with its pins rewritten) is refused before any server starts.





/** Throws a StageError naming the first input whose bytes differ from prepare's copy in the bundle. */
async function checkPreparedInputs(ctx, bundleDir) {
    const inputs = [
        [ctx.planFile, bundle_layout/* BUNDLE_FILES */.HJ.plan],
        [ctx.loadPlanFile, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan],
        [ctx.suiteFile, bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite],
    ];
    for (const [file, name] of inputs) {
        const copy = (0,external_node_path_.join)(bundleDir, name);
        let copySha;
        try {
            copySha = (0,hashing/* sha256Hex */.fg)(await (0,promises_.readFile)(copy));
        }
        catch {
            throw new orchestrators_errors/* StageError */.Zu('prepare', `${copy} is missing: prepare again`);
        }
        if (copySha !== file.sha256)
            throw new orchestrators_errors/* StageError */.Zu('prepare', `${file.display} changed since prepare (sha256 ${file.sha256}, prepared ${copySha} in ${copy}); ` +
                'measurements must use the plan that was prepared: prepare again');
    }
}

// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/file-errors.ts
var file_errors = __webpack_require__(8846);
// EXTERNAL MODULE: ./src/orchestrators/study-models.ts
var study_models = __webpack_require__(7715);
// EXTERNAL MODULE: ./src/orchestrators/study-context.ts + 1 modules
var study_context = __webpack_require__(2006);
;// CONCATENATED MODULE: ./src/orchestrators/prepare.ts
// Stage 1, prepare: models, builds, the work-directory layout, bundle inputs and the manifest; it
// persists what measure and quality need (prepared.json) so each stage can run as its own step.
























/** Reads prepared.json field by field: the later stages trust nothing they did not check. */
function parsePreparedStudy(value, file) {
    const f = fields/* Fields */.C8.root(value, file);
    f.exactKeys(['schema_version', 'spec_sha256', 'run_id', 'run_attempt', 'candidates', 'builds']);
    const candidates = {};
    const cs = f.object('candidates');
    for (const key of Object.keys(cs.obj)) {
        const c = cs.object(key);
        c.exactKeys(['modelCachePath', 'modelSha256', 'modelSizeBytes', 'build'], ['modelOrigin']);
        candidates[key] = {
            modelCachePath: c.string('modelCachePath'),
            modelSha256: c.digest('modelSha256'),
            modelSizeBytes: c.integer('modelSizeBytes', 0, Number.MAX_SAFE_INTEGER),
            build: c.string('build'),
            ...(c.has('modelOrigin') ? { modelOrigin: c.object('modelOrigin').obj } : {}),
        };
    }
    const builds = {};
    const bs = f.object('builds');
    for (const key of Object.keys(bs.obj)) {
        const b = bs.object(key);
        b.exactKeys(['binaryCachePath', 'cacheKey', 'fromCache'], ['launcher']);
        builds[key] = {
            binaryCachePath: b.string('binaryCachePath'),
            cacheKey: b.string('cacheKey'),
            fromCache: b.boolean('fromCache'),
            ...(b.has('launcher')
                ? {
                    launcher: b.array('launcher').map((arg, i) => {
                        if (typeof arg !== 'string')
                            (0,core_errors/* fail */.fJ)('must be a string', file, `${b.at('launcher')}/${i}`);
                        return arg;
                    }),
                }
                : {}),
        };
    }
    return {
        schema_version: f.literal('schema_version', '1.0'),
        spec_sha256: f.digest('spec_sha256'),
        run_id: f.string('run_id'),
        run_attempt: f.integer('run_attempt', 1, Number.MAX_SAFE_INTEGER),
        candidates,
        builds,
    };
}
/** Every problem found before a study starts, one per line (they are often several, and long). */
function preflightMessage(problems) {
    return `cannot start (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
/** The directories that cannot be created or written (a read-only mount names EROFS). */
async function unwritable(dirs) {
    const problems = [];
    for (const [what, dir] of Object.entries(dirs)) {
        const why = await (0,file_errors/* unwritableDirectory */.np)(dir);
        if (why !== undefined)
            problems.push(`the ${what}: ${why}`);
    }
    return problems;
}
/** Everything checked before a study starts or resumes (tools, folders, disk): a StageError('validate'). */
async function assertReadyToStart(ctx, options) {
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    const problems = [
        ...(0,study_context/* workDirProblems */.xv)(ctx, paths),
        ...(await (0,study_context/* directoryProblems */.YF)({ 'work directory': paths.root, 'cache directory': options.cacheDir })),
        ...(await unwritable({ 'work directory': paths.root, 'cache directory': options.cacheDir })),
        ...(await (0,study_context/* preflight */.Mz)(ctx, { env: options.env ?? process.env })),
        ...(await (0,study_context/* diskProblems */.U7)(ctx, options.cacheDir, options.workDir)),
    ];
    if (problems.length)
        throw new orchestrators_errors/* StageError */.Zu('validate', preflightMessage(problems));
}
/** Stage 1: models (verified first, so a wrong pin fails fast), builds, the work-directory layout, bundle inputs and the manifest. */
async function prepareStudy(ctx, options, events) {
    const env = options.env ?? process.env;
    const paths = (0,stages/* workPaths */.yY)(options.workDir);
    await assertReadyToStart(ctx, options);
    await (0,promises_.mkdir)(options.cacheDir, { recursive: true });
    // Nothing is removed: a bundle already here is a study `openStudy` kept (its cells stay) or moved aside.
    await (0,promises_.mkdir)(paths.bundle, { recursive: true });
    const mirrorDirs = (0,study_models/* studyMirrorDirs */.By)(ctx, options);
    if (mirrorDirs.length)
        events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
    for (const warning of (0,plan_comparisons/* confoundedWarnings */.H)(ctx.spec))
        events.log(`warning: ${warning}`);
    // Models first: a wrong sha256 or an unreachable model fails in seconds, not after a build.
    const candidates = await prepareModels(ctx, options, mirrorDirs, events);
    const builds = await buildServers(ctx, options, mirrorDirs, events);
    const { launchers, launcherEvidence } = await resolveLaunchers(builds, events);
    await placeCandidateFiles(ctx, paths, builds, candidates);
    const pins = await writeBundleInputs(ctx, paths.bundle);
    const clientTiming = await selfCheckClient(ctx, options, events);
    const { manifest, runId, runAttempt } = await buildManifest({
        ctx,
        env,
        builds,
        candidates,
        pins,
        launcherEvidence,
        clientTiming,
    });
    await (0,bundle_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(paths.bundle, bundle_layout/* BUNDLE_FILES */.HJ.manifest), (0,bundle_status/* writeWorkflowJson */.R3)(manifest), bundle_layout/* BUNDLE_FILES */.HJ.manifest);
    const prepared = {
        schema_version: '1.0',
        spec_sha256: ctx.specFile.sha256,
        run_id: runId,
        run_attempt: runAttempt,
        candidates,
        builds: Object.fromEntries(Object.entries(builds).map(([l, b]) => [
            l,
            {
                binaryCachePath: b.binaryPath,
                cacheKey: b.cacheKey,
                fromCache: b.fromCache,
                ...(launchers[l] ? { launcher: launchers[l].argv } : {}),
            },
        ])),
    };
    await (0,bundle_files/* writeFileAtomic */.Zf)(paths.prepared, JSON.stringify(prepared, null, 2) + '\n', stages/* PREPARED_FILE */.be);
    return prepared;
}
/** Builds (or restores from the cache) llama-server for every build variant a candidate uses. */
async function buildServers(ctx, options, mirrorDirs, events) {
    const builds = {};
    for (const variant of ctx.spec.builds) {
        if (!ctx.spec.candidates.some((c) => c.build === variant.label))
            continue;
        events.progress(`build ${variant.label}: llama-server from ${ctx.spec.source.kind} source (cached builds take no time)`);
        try {
            builds[variant.label] = await (0,ensure_llama_server/* ensureLlamaServer */.V)({
                cacheDir: options.cacheDir,
                source: ctx.spec.source,
                variant,
                mirrorDirs,
                log: events.log,
                signal: options.signal,
            });
        }
        catch (e) {
            throw new orchestrators_errors/* StageError */.Zu('build', `build ${variant.label} failed: ${e.message}`);
        }
        events.log(`build ${variant.label}: ${builds[variant.label].fromCache ? 'from cache' : 'built'} ${builds[variant.label].cacheKey}`);
    }
    return builds;
}
/** Foreign-architecture builds run under an emulator; its identity goes into the manifest. */
async function resolveLaunchers(builds, events) {
    const launchers = {};
    let launcherEvidence;
    for (const [label, built] of Object.entries(builds)) {
        const arch = built.evidence.binary_arch ?? process.arch;
        try {
            launchers[label] = (0,build_launcher/* launcherFor */.oD)(arch, process.arch);
        }
        catch (e) {
            throw new orchestrators_errors/* StageError */.Zu('validate', `build ${label}: ${e.message}`);
        }
        const launcher = launchers[label];
        if (launcher && !launcherEvidence) {
            let version;
            try {
                version = await launcherVersion(launcher);
            }
            catch (e) {
                throw new orchestrators_errors/* StageError */.Zu('validate', e.message);
            }
            launcherEvidence = {
                kind: 'user-mode emulator',
                emulator: launcher.emulator,
                version,
                argv: launcher.argv,
                emulated_cpu: launcher.emulatedCpu,
                sysroot: launcher.sysroot,
                host_architecture: launcher.hostArch,
                guest_architecture: launcher.guestArch,
                timeout_factor: build_launcher/* EMULATION_TIMEOUT_FACTOR */.xj,
                note: 'Every server ran under this emulator: latency, throughput and RSS are emulation figures, not measurements of an Arm64 CPU.',
            };
            events.log(`servers of build ${label} (${arch}) run under ${launcher.argv.join(' ')} (${version})`);
        }
    }
    return { launchers, launcherEvidence };
}
/** Every candidate's model: a generated fixture, or a sha256-verified file (cache, mirror, download). */
async function prepareModels(ctx, options, mirrorDirs, events) {
    const candidates = {};
    const needsFixtures = ctx.spec.candidates.some((c) => c.model.kind === 'fixture');
    let fixtures = [];
    if (needsFixtures) {
        const checkout = await (0,source/* ensureLlamaSourceCheckout */.tA)({
            cacheDir: options.cacheDir,
            source: ctx.spec.source,
            log: events.log,
            signal: options.signal,
        });
        fixtures = await ensureFixtureModels(options.cacheDir, checkout.dir, fixture_model/* STANDARD_FIXTURES */.Hm);
    }
    for (const c of ctx.spec.candidates) {
        try {
            if (c.model.kind === 'fixture') {
                const id = c.model.fixture;
                // The run spec admits only STANDARD_FIXTURES (checked before any work), all generated above.
                const fx = fixtures.find((f) => f.id === id);
                if (!fx)
                    throw new Error(`fixture ${id} was not generated`);
                candidates[c.id] = {
                    modelCachePath: fx.path,
                    modelSha256: fx.sha256,
                    modelSizeBytes: fx.sizeBytes,
                    build: c.build,
                    modelOrigin: { origin: 'fixture' },
                };
            }
            else {
                const got = await (0,study_models/* fetchCandidateModel */.RS)(ctx, c, options, mirrorDirs, events);
                candidates[c.id] = {
                    modelCachePath: got.path,
                    modelSha256: c.model.sha256,
                    modelSizeBytes: c.model.sizeBytes,
                    build: c.build,
                    modelOrigin: { ...got.origin },
                };
            }
        }
        catch (e) {
            if (e instanceof core_errors/* InputError */.dz || e instanceof orchestrators_errors/* StageError */.Zu)
                throw e;
            throw new orchestrators_errors/* StageError */.Zu('models', `model for ${c.id}: ${e.message}`);
        }
        events.log(`model ${c.id}: ${candidates[c.id].modelSha256}`);
    }
    return candidates;
}
/** The relative paths the canonical commands name, inside the work directory; build evidence in the bundle. */
async function placeCandidateFiles(ctx, paths, builds, candidates) {
    for (const [label, built] of Object.entries(builds)) {
        const dir = (0,external_node_path_.join)(paths.root, '.candidate-build', label, 'bin');
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.copyFile)(built.binaryPath, (0,external_node_path_.join)(dir, 'llama-server'));
        await (0,promises_.chmod)((0,external_node_path_.join)(dir, 'llama-server'), 0o755);
        const evidenceDir = (0,external_node_path_.join)(paths.bundle, 'build', label);
        await (0,promises_.mkdir)(evidenceDir, { recursive: true });
        for (const f of built.evidence.files) {
            if (f.path.startsWith('evidence/'))
                await (0,promises_.copyFile)((0,external_node_path_.join)(built.entryDir, f.path), (0,external_node_path_.join)(evidenceDir, f.path.slice('evidence/'.length).replace(/\//g, '-')));
        }
    }
    await (0,promises_.mkdir)((0,external_node_path_.join)(paths.root, '.candidate-models'), { recursive: true });
    for (const c of ctx.spec.candidates) {
        const link = (0,external_node_path_.join)(paths.root, '.candidate-models', c.filename);
        await (0,promises_.rm)(link, { force: true });
        await (0,promises_.symlink)(candidates[c.id].modelCachePath, link);
    }
}
/** The plan, load plan, suite and run spec as given, and the canonical pins they resolve to. */
async function writeBundleInputs(ctx, bundleDir) {
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.plan), ctx.planFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.loadPlan), ctx.loadPlanFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.evaluationSuite), ctx.suiteFile.bytes);
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.runSpec), ctx.specFile.bytes);
    // An authored plan is kept as given; the four documents above are what it derived.
    if (ctx.authoredFile)
        await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* BUNDLE_FILES */.HJ.authoredPlan), ctx.authoredFile.bytes);
    const pins = (0,run_spec/* canonicalPins */.VG)(ctx.spec, ctx.plan);
    await (0,promises_.mkdir)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N, bundle_layout/* CANONICAL_FILES */.R0.lock), (0,json_writer/* canonicalJson */.dj)(pins.docs.lock));
    await (0,promises_.writeFile)((0,external_node_path_.join)(bundleDir, bundle_layout/* CANONICAL_DIR */.$N, bundle_layout/* CANONICAL_FILES */.R0.release), (0,json_writer/* canonicalJson */.dj)(pins.docs.release));
    return pins;
}
/**
 * The load client's own timing error on this machine, measured before any server runs (see
 * adapters/load-client/self-check.ts) at the plan's client concurrencies. The receipt states it next
 * to the latencies. A failed check is recorded as such, never silently left out.
 */
async function selfCheckClient(ctx, options, events) {
    const levels = ctx.plan.client_concurrency_levels;
    try {
        const check = await checkClientTiming(levels, { signal: options.signal });
        const worst = (key) => Math.max(...check.levels.map((l) => l[key]));
        events.log(`load client self-check (C ${levels.join(', ')}): |TTFT error| p50 ≤ ${worst('ttft_error_ms_p50')} ms, p99 ≤ ${worst('ttft_error_ms_p99')} ms; |E2E error| p50 ≤ ${worst('e2e_error_ms_p50')} ms, p99 ≤ ${worst('e2e_error_ms_p99')} ms`);
        return check;
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        const message = error instanceof Error ? error.message : String(error);
        events.log(`load client self-check failed: ${message}`);
        return { error: message.slice(0, 512) };
    }
}
async function readPrepared(ctx, workDir) {
    const paths = (0,stages/* workPaths */.yY)(workDir);
    let value;
    try {
        value = JSON.parse(await (0,promises_.readFile)(paths.prepared, 'utf8'));
    }
    catch {
        throw new orchestrators_errors/* StageError */.Zu('prepare', `${paths.prepared} is missing or unreadable: run the prepare stage first`);
    }
    let prepared;
    try {
        prepared = parsePreparedStudy(value, paths.prepared);
    }
    catch (e) {
        throw new orchestrators_errors/* StageError */.Zu('prepare', `${e instanceof Error ? e.message : String(e)} (prepare again to rewrite it)`);
    }
    if (prepared.spec_sha256 !== ctx.specFile.sha256)
        throw new orchestrators_errors/* StageError */.Zu('prepare', `${paths.prepared} was prepared for a different run spec; prepare again`);
    await checkPreparedInputs(ctx, paths.bundle);
    return prepared;
}
/** The emulator argv a candidate's server starts under, or undefined when it runs natively. */
function launcherOf(prepared, candidateId) {
    const build = prepared.candidates[candidateId]?.build;
    return build === undefined ? undefined : prepared.builds[build]?.launcher;
}


/***/ }),

/***/ 184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ measureQuality)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _adapters_load_client_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9705);
/* harmony import */ var _domain_plan_server_argv_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2566);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8830);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(468);
/* harmony import */ var _domain_measurement_quality_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7702);
/* harmony import */ var _domain_plan_run_spec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6811);
/* harmony import */ var _domain_plan_schedule_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3857);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8642);
/* harmony import */ var _server_configuration_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5651);
/* harmony import */ var _stages_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7038);
/* harmony import */ var _study_record_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9468);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4256);
/* harmony import */ var _domain_bundle_artifact_layout_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2754);
// Stage 3, quality: the quality guard after both passes, one fresh server per candidate and server
// level; writes the raw evaluation and the wrapper that binds it to the server command.















/** Stage 3: the quality guard, one fresh server per candidate and server level, after both passes. */
async function measureQuality(ctx, prepared, options, events) {
    const paths = (0,_stages_js__WEBPACK_IMPORTED_MODULE_10__/* .workPaths */ .yY)(options.workDir);
    const canonical = (0,_domain_plan_run_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalPins */ .VG)(ctx.spec, ctx.plan);
    const ports = (0,_server_configuration_js__WEBPACK_IMPORTED_MODULE_9__/* .portAllocator */ .V)();
    const qs = (0,_domain_plan_schedule_js__WEBPACK_IMPORTED_MODULE_14__/* .qualityRuns */ .OE)(ctx.plan, ctx.spec.basePort);
    const progress = await (0,_study_record_js__WEBPACK_IMPORTED_MODULE_11__/* .readStudyProgress */ .le)(paths.bundle, ctx.plan);
    (0,_study_record_js__WEBPACK_IMPORTED_MODULE_11__/* .assertNoAlteredCells */ .ih)(progress, paths.bundle);
    const finished = new Set(progress.finished.filter((c) => c.kind === 'quality').map((c) => c.label));
    const counts = { measured: 0, kept: 0 };
    for (const [i, q] of qs.entries()) {
        if (finished.has(q.label)) {
            events.progress(`quality ${i + 1}/${qs.length} ${q.label}: already measured (checksums verified), kept`);
            counts.kept++;
            continue;
        }
        events.progress(`quality ${i + 1}/${qs.length} ${q.candidateId} P${q.serverParallel} · ${ctx.suite.quality_cases.length} cases`);
        const port = await ports.portFor(q.port);
        const argv = (0,_domain_plan_server_argv_js__WEBPACK_IMPORTED_MODULE_3__/* .buildServerArgv */ .g2)(canonical.candidates.find((c) => c.id === q.candidateId).argv, q.serverParallel, ctx.plan.per_slot_context_tokens, port);
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(paths.bundle, (0,_domain_bundle_artifact_layout_js__WEBPACK_IMPORTED_MODULE_13__/* .cellDirectory */ .M7)('quality', q.label));
        const launcher = (0,_prepare_js__WEBPACK_IMPORTED_MODULE_8__/* .launcherOf */ .oD)(prepared, q.candidateId);
        await (0,_server_configuration_js__WEBPACK_IMPORTED_MODULE_9__/* .runConfiguration */ .w)({
            ctx,
            options,
            launcher,
            kind: 'quality',
            label: q.label,
            dir,
            argv,
            port,
            events,
            body: async (handle, commandSha, requestDeadlineSeconds) => {
                const result = await (0,_adapters_load_client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runQualitySuite */ .Df)({
                    baseUrl: handle.baseUrl,
                    cases: ctx.suite.quality_cases.map((c) => ({ id: c.id, prompt: c.prompt })),
                    performance: {
                        prompt: ctx.suite.performance.prompt,
                        generationTokens: ctx.suite.performance.generation_tokens,
                        repetitions: ctx.suite.performance.repetitions,
                        warmups: ctx.suite.performance.warmups,
                    },
                    timeoutSeconds: ctx.loadPlan.timeout_seconds,
                    requestDeadlineSeconds,
                    signal: options.signal,
                });
                const raw = (0,_domain_measurement_quality_js__WEBPACK_IMPORTED_MODULE_6__/* .buildRawEvaluation */ .PB)({
                    candidateId: q.candidateId,
                    suite: ctx.suite,
                    suiteSha256: ctx.suiteFile.sha256,
                    responses: result.responses,
                    latency: result.latencySamples,
                });
                const rawText = (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(raw);
                await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_12__/* .QUALITY_FILES */ .mN.raw), rawText, `${q.label}/${_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_12__/* .QUALITY_FILES */ .mN.raw}`);
                const wrapper = (0,_domain_measurement_quality_js__WEBPACK_IMPORTED_MODULE_6__/* .buildQualityWrapper */ .Nd)({
                    candidateId: q.candidateId,
                    serverParallel: q.serverParallel,
                    runId: prepared.run_id,
                    runAttempt: prepared.run_attempt,
                    requestBaseUrl: `http://127.0.0.1:${port}`,
                    evaluation: raw,
                    evaluationFileSha256: (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(rawText),
                    serverCommandFileSha256: commandSha,
                    serverArgv: argv,
                });
                await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_12__/* .QUALITY_FILES */ .mN.evidence), (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(wrapper), `${q.label}/${_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_12__/* .QUALITY_FILES */ .mN.evidence}`);
            },
        });
        counts.measured++;
    }
    return counts;
}


/***/ }),

/***/ 5651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ portAllocator),
  w: () => (/* binding */ runConfiguration)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/domain/measurement/time-report.ts
var time_report = __webpack_require__(9345);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/adapters/server/free-port.ts
// Loopback ports: servers only ever listen on 127.0.0.1, and a port is checked before one is used.

const LOOPBACK_HOST = '127.0.0.1';
/** True when 127.0.0.1:<port> can be bound now (false on EADDRINUSE / EACCES). */
async function isPortFree(port) {
    return new Promise((resolve, reject) => {
        const server = (0,external_node_net_.createServer)();
        server.unref();
        server.once('error', (error) => {
            if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
                resolve(false);
            }
            else {
                reject(error);
            }
        });
        server.listen({ host: LOOPBACK_HOST, port, exclusive: true }, () => {
            server.close(() => resolve(true));
        });
    });
}

// EXTERNAL MODULE: ./src/adapters/server/gnu-time.ts
var gnu_time = __webpack_require__(7470);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/adapters/server/health.ts
// One GET of the server's health endpoint on loopback, never reusing a socket.

/** HTTP status of `GET <url>`, or a short reason when no response arrived in time. */
async function probeHealth(url, timeoutMs) {
    return new Promise((resolve) => {
        let settled = false;
        const finish = (value) => {
            if (!settled) {
                settled = true;
                resolve(value);
            }
        };
        const req = (0,external_node_http_.request)(url, { method: 'GET', agent: false, headers: { connection: 'close' } }, (res) => {
            res.resume();
            finish({ status: res.statusCode ?? 0 });
        });
        req.setTimeout(timeoutMs, () => {
            finish({ error: `no response within ${timeoutMs} ms` });
            req.destroy();
        });
        req.on('error', (error) => finish({ error: error.code ?? error.message }));
        req.end();
    });
}

// EXTERNAL MODULE: ./src/adapters/server/process-registry.ts
var process_registry = __webpack_require__(7447);
// EXTERNAL MODULE: ./src/adapters/process/process-tree.ts
var process_tree = __webpack_require__(7316);
// EXTERNAL MODULE: ./src/adapters/errors.ts
var errors = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/domain/measurement/server-log.ts
var server_log = __webpack_require__(51);
;// CONCATENATED MODULE: ./src/adapters/server/server-logs.ts
// Reads the run's files after the server ended: log tails for errors, evidence for the stop result.



const TAIL_BYTES = 64 * 1024;
/** The last `lines` non-empty lines of a log file ([] when missing or empty). */
function readLogTail(path, lines = 20) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return [];
    }
    try {
        const size = (0,external_node_fs_.statSync)(path).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        (0,external_node_fs_.readSync)(fd, buffer, 0, length, size - length);
        const all = buffer.toString('utf8').split(/\r?\n/);
        // A partial first line (cut by the byte window) is dropped unless it is the whole file.
        if (size > length) {
            all.shift();
        }
        return all.filter((line) => line.trim().length > 0).slice(-lines);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function readTextOrNull(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return null;
    }
}
function readServerEvidence(paths) {
    let peakRssKib = null;
    let peakRssError = null;
    const report = readTextOrNull(paths.timeReport);
    if (report === null) {
        peakRssError = `${paths.timeReport}: GNU time report missing`;
    }
    else {
        try {
            peakRssKib = (0,time_report/* parsePeakRssKib */.xQ)(report, paths.timeReport);
        }
        catch (error) {
            peakRssError = error.message;
        }
    }
    let stderrBytes;
    try {
        stderrBytes = (0,external_node_fs_.readFileSync)(paths.stderr);
    }
    catch {
        stderrBytes = Buffer.alloc(0);
    }
    const systemInfo = (0,server_log/* extractSystemInfo */.R)(stderrBytes.toString('utf8')) ?? (0,server_log/* extractSystemInfo */.R)(readTextOrNull(paths.stdout) ?? '');
    return { peakRssKib, peakRssError, kleidiaiMarkerCount: (0,server_log/* countKleidiaiMarkers */.$)(stderrBytes), systemInfo };
}
// llama-server (cpp-httplib) and common runtimes phrase a failed bind in these ways.
const BIND_FAILURE = /couldn't bind|could not bind|address already in use|EADDRINUSE|failed to bind/i;
function logSaysBindFailed(lines) {
    return lines.some((line) => BIND_FAILURE.test(line));
}

// EXTERNAL MODULE: ./src/adapters/process/child-env.ts
var child_env = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/adapters/server/watchdog.ts
// A server whose parent died stops itself: next to each server's process group runs a tiny watchdog
// (/bin/sh, its own session, so a closing terminal does not reach it) that holds a pipe from this
// process. However this process ends — a crash, SIGKILL, a closed terminal — the kernel closes the
// pipe; the watchdog then ends the group, but only while its leader is still the process it was
// given (pid and start time from /proc), so a reused pid is never signalled.

/**
 * $1 the group (GNU time's pid), $2 its start time in clock ticks. `read` returns at end of input,
 * i.e. when the parent is gone; field 22 of /proc/<pid>/stat is the start time (the command name,
 * field 2, may hold spaces, so the fields are counted after its closing parenthesis). The stop
 * ladder is the server's own (INT, TERM after 10 s, KILL after 20 s); GNU time ignores SIGINT, so
 * the server stops first and time still writes its report.
 */
const SCRIPT = `g=$1; t=$2
while read -r _; do :; done
s=$(cat /proc/$g/stat 2>/dev/null) || exit 0
set -f
set -- \${s##*) }
[ "\${20}" = "$t" ] || exit 0
kill -INT -$g 2>/dev/null
i=0
while kill -0 -$g 2>/dev/null; do
  i=$((i + 1))
  if [ $i -eq 50 ]; then kill -TERM -$g 2>/dev/null; fi
  if [ $i -ge 100 ]; then kill -KILL -$g 2>/dev/null; exit 0; fi
  sleep 0.2
done
`;
/** The name the watchdog runs under (its argv[0]), so `ps` says what it is. */
const WATCHDOG_NAME = 'paretopilot-capacity-watchdog';
const NONE = { stop: () => undefined };
/** Starts the watchdog of process group `pgid`; none where /proc cannot identify it (startTicks null). */
function startWatchdog(pgid, startTicks) {
    if (startTicks === null)
        return NONE;
    let child;
    try {
        child = (0,external_node_child_process_.spawn)('/bin/sh', ['-c', SCRIPT, WATCHDOG_NAME, String(pgid), String(startTicks)], {
            stdio: ['pipe', 'ignore', 'ignore'],
            detached: true,
            cwd: '/',
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        });
    }
    catch {
        return NONE;
    }
    child.on('error', () => undefined);
    child.stdin?.on('error', () => undefined);
    // Neither the watchdog nor its pipe keeps this process alive.
    child.unref();
    child.stdin?.unref?.();
    return {
        stop: () => {
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGKILL');
        },
    };
}

// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
;// CONCATENATED MODULE: ./src/adapters/server/llama-server.ts
// Starts one llama-server under GNU `time -v`, waits for /health, and stops it INT → TERM → KILL.
// GNU time leads its own process group (detached) so a terminal's Ctrl-C never reaches the server
// behind our back; only the server is sent TERM/KILL, because time dies on those and would then
// never write the RSS report.
// cohesive: the lifecycle of one server process, from spawn to its RSS report.

















const DEFAULT_STOP_TIMEOUTS = { sigintMs: 30_000, sigtermMs: 10_000, sigkillMs: 10_000 };
const PID_DISCOVERY_MS = 5_000;
function signalName(signalNumber) {
    const entry = Object.entries(external_node_os_.constants.signals).find(([, n]) => n === signalNumber);
    return entry ? entry[0] : null;
}
function describeExit(exit) {
    if (exit.signal !== null) {
        return `signal ${exit.signal}`;
    }
    return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}
function validateOptions(options) {
    const { argv, port } = options;
    if (!Array.isArray(argv) || argv.length === 0 || typeof argv[0] !== 'string' || argv[0].length === 0) {
        throw new errors/* ServerOptionsError */.s6('server argv must be a non-empty array whose first element is the binary path');
    }
    argv.forEach((arg, i) => {
        if (typeof arg !== 'string' || arg.includes('\0')) {
            throw new errors/* ServerOptionsError */.s6(`server argv[${i}] must be a string without NUL bytes`);
        }
    });
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
        throw new errors/* ServerOptionsError */.s6(`server port must be an integer in 1..65535, got ${String(port)}`);
    }
    const portIndex = argv.indexOf('--port');
    if (portIndex >= 0 && argv[portIndex + 1] !== String(port)) {
        throw new errors/* ServerOptionsError */.s6(`server argv has --port ${String(argv[portIndex + 1])} but the start options say port ${port}`);
    }
    const hostIndex = argv.indexOf('--host');
    if (hostIndex >= 0 && argv[hostIndex + 1] !== LOOPBACK_HOST) {
        throw new errors/* ServerOptionsError */.s6(`server argv has --host ${String(argv[hostIndex + 1])}; only ${LOOPBACK_HOST} is supported`);
    }
    // A bare name is resolved by GNU time through PATH; a path must exist and be executable.
    if (argv[0].includes('/')) {
        const binary = (0,external_node_path_.isAbsolute)(argv[0]) ? argv[0] : (0,external_node_path_.resolve)(options.cwd ?? process.cwd(), argv[0]);
        try {
            (0,external_node_fs_.accessSync)(binary, external_node_fs_.constants.X_OK);
        }
        catch {
            throw new errors/* ServerOptionsError */.s6(`server binary ${argv[0]} (resolved ${binary}) is missing or not executable`);
        }
    }
}
/** One spawned `time -v <server…>` process group and its stop ladder. */
class ServerProcess {
    child;
    timePid;
    logs;
    timeouts;
    registry;
    serverPid = null;
    serverStartTicks = null;
    timeExit = null;
    stopRequestedBeforeExit = false;
    stopPromise = null;
    timeExited;
    constructor(child, timePid, logs, timeouts, registry) {
        this.child = child;
        this.timePid = timePid;
        this.logs = logs;
        this.timeouts = timeouts;
        this.registry = registry;
        this.timeExited = new Promise((resolveExit) => {
            const done = (code, signal) => {
                if (this.timeExit === null) {
                    this.timeExit = { code, signal };
                }
                resolveExit();
            };
            child.once('exit', done);
            child.once('error', () => done(null, null));
        });
    }
    get hasExited() {
        return this.timeExit !== null;
    }
    /** The server's own end, read from GNU time's report (time's exit code folds signals into 128+N). */
    serverExit() {
        const report = readTextOrNull(this.logs.timeReport);
        const status = report === null ? null : (0,time_report/* parseTimedCommandStatus */.sA)(report);
        if (status !== null) {
            return status.signalNumber !== null
                ? { exitCode: null, signal: signalName(status.signalNumber) }
                : { exitCode: status.exitCode, signal: null };
        }
        return { exitCode: this.timeExit?.code ?? null, signal: this.timeExit?.signal ?? null };
    }
    async discoverServerPid() {
        const deadline = Date.now() + PID_DISCOVERY_MS;
        while (!this.hasExited && Date.now() < deadline) {
            const child = (0,process_tree/* listChildPids */.nK)(this.timePid)[0];
            if (child !== undefined) {
                this.serverPid = child;
                this.serverStartTicks = (0,process_tree/* readProcessStat */.K6)(child)?.startTicks ?? null;
                this.registry.update(this.timePid, { serverPid: child, serverStartTicks: this.serverStartTicks });
                return;
            }
            await (0,external_node_timers_promises_.setTimeout)(5);
        }
    }
    async waitForExit(ms) {
        if (this.hasExited) {
            return true;
        }
        const controller = new AbortController();
        const timer = (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal: controller.signal }).then(() => false, () => false);
        const result = await Promise.race([this.timeExited.then(() => true), timer]);
        controller.abort();
        return result;
    }
    /** TERM/KILL go to the server only (time must survive to write the report); INT may go to the group. */
    signalServer(signal) {
        if (this.serverPid !== null && (0,process_tree/* isProcessAlive */.jW)(this.serverPid, this.serverStartTicks)) {
            (0,process_tree/* sendSignal */.vG)(this.serverPid, signal);
        }
        else if (this.serverPid === null && !this.hasExited) {
            // The server's pid is unknown: GNU time ignores SIGINT while waiting, so the group reaches the server.
            (0,process_tree/* sendSignal */.vG)(-this.timePid, signal);
        }
    }
    /**
     * The server itself is gone although GNU time may not have reported yet (it still has to write its
     * report and exit): a stop asked for now did not end the server.
     */
    serverGone() {
        return this.serverPid !== null && !(0,process_tree/* isProcessAlive */.jW)(this.serverPid, this.serverStartTicks);
    }
    stop() {
        if (this.stopPromise === null) {
            this.stopRequestedBeforeExit = !this.hasExited && !this.serverGone();
            this.stopPromise = this.runStop();
        }
        return this.stopPromise;
    }
    async runStop() {
        let stoppedWith = 'exited';
        if (!this.stopRequestedBeforeExit) {
            // The server already ended on its own: give GNU time the usual grace to report, signal nothing.
            await this.waitForExit(this.timeouts.sigtermMs);
        }
        const ladder = [
            ['SIGINT', this.timeouts.sigintMs],
            ['SIGTERM', this.timeouts.sigtermMs],
            ['SIGKILL', this.timeouts.sigkillMs],
        ];
        for (const [signal, wait] of ladder) {
            if (this.hasExited) {
                break;
            }
            stoppedWith = signal;
            this.signalServer(signal);
            if (await this.waitForExit(wait)) {
                break;
            }
        }
        if (!this.hasExited) {
            // GNU time itself is stuck: kill the whole group; its report is lost.
            (0,process_tree/* sendSignal */.vG)(-this.timePid, 'SIGKILL');
            if (!(await this.waitForExit(this.timeouts.sigkillMs))) {
                throw new errors/* ServerLifecycleError */.M$(`server process group ${this.timePid} did not exit after SIGKILL (waited ${this.timeouts.sigkillMs} ms)`);
            }
        }
        this.registry.unregister(this.timePid);
        const exit = this.serverExit();
        return {
            exitCode: exit.exitCode,
            signal: exit.signal,
            stoppedWith,
            unexpectedExit: !this.stopRequestedBeforeExit,
            timeReportPath: this.logs.timeReport,
            ...readServerEvidence(this.logs),
            logs: this.logs,
        };
    }
}
/** Spawns GNU time over the server in its own process group, stdout/stderr into the log files. */
async function spawnTimedServer(options, timeBinary, logs) {
    const stdoutFd = (0,external_node_fs_.openSync)(logs.stdout, 'w');
    const stderrFd = (0,external_node_fs_.openSync)(logs.stderr, 'w');
    const startedAt = new Date();
    const t0 = external_node_perf_hooks_.performance.now();
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(timeBinary, ['-v', '-o', logs.timeReport, ...(options.launcher ?? []), ...options.argv], {
            cwd: options.cwd,
            env: (0,child_env/* childEnv */.gf)(options.env ?? process.env),
            stdio: ['ignore', stdoutFd, stderrFd],
            detached: true,
            shell: false,
        });
    }
    finally {
        (0,external_node_fs_.closeSync)(stdoutFd);
        (0,external_node_fs_.closeSync)(stderrFd);
    }
    const timePid = child.pid;
    if (timePid === undefined) {
        const reason = await new Promise((r) => child.once('error', (e) => r(e.message)));
        throw new errors/* ServerLifecycleError */.M$(`could not spawn ${timeBinary} for ${options.argv[0]}: ${reason}`);
    }
    return { child, timePid, startedAt, t0 };
}
/** The last lines of the server's stderr (and stdout, when it wrote any), for an error message. */
function logTailText(logs, tailLines) {
    const tail = readLogTail(logs.stderr, tailLines);
    const outTail = readLogTail(logs.stdout, tailLines);
    const parts = [`last ${tail.length} lines of ${logs.stderr}:`, ...tail.map((l) => `  ${l}`)];
    if (outTail.length > 0) {
        parts.push(`last ${outTail.length} lines of ${logs.stdout}:`, ...outTail.map((l) => `  ${l}`));
    }
    return parts.join('\n');
}
/** The server ended before it was healthy: stop what is left and throw the error that says why. */
async function failBeforeHealthy(attempt) {
    const { proc, logs, executable, port, healthUrl, t0, tailLines } = attempt;
    if (proc.stopRequestedBeforeExit) {
        // Someone (signal cleanup) stopped the server while we were still waiting for it.
        await proc.stop();
        throw new errors/* ServerLifecycleError */.M$(`start of ${executable} on port ${port} was aborted: the server was stopped`);
    }
    await proc.stop();
    const exit = proc.serverExit();
    const tail = [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)];
    const elapsed = Math.round(external_node_perf_hooks_.performance.now() - t0);
    if (logSaysBindFailed(tail)) {
        throw new errors/* PortInUseError */.WB(`${executable} could not bind ${LOOPBACK_HOST}:${port} and exited (${describeExit(exit)}) after ` +
            `${elapsed} ms; choose another port\n${logTailText(logs, tailLines)}`, port, exit, tail);
    }
    throw new errors/* ServerExitedBeforeHealthyError */.rL(`${executable} exited before ${healthUrl} answered 200 (${describeExit(exit)}) after ${elapsed} ms\n${logTailText(logs, tailLines)}`, exit, tail);
}
/** Polls the health URL until it answers 200 while the process runs; stops the server on failure. */
async function waitUntilHealthy(attempt) {
    const { proc, logs, executable, healthUrl, t0, tailLines, deadlineMs, requestTimeoutMs, pollMs } = attempt;
    let lastProbe = 'no probe yet';
    for (;;) {
        if (proc.hasExited) {
            return failBeforeHealthy(attempt);
        }
        const elapsed = external_node_perf_hooks_.performance.now() - t0;
        if (elapsed >= deadlineMs) {
            const result = await proc.stop();
            if (result.unexpectedExit) {
                return failBeforeHealthy(attempt);
            }
            throw new errors/* ServerHealthTimeoutError */.JH(`${healthUrl} did not answer 200 within ${deadlineMs} ms (last probe: ${lastProbe}); ` +
                `${executable} was stopped with ${result.stoppedWith}\n${logTailText(logs, tailLines)}`, deadlineMs, [...readLogTail(logs.stderr, tailLines), ...readLogTail(logs.stdout, tailLines)]);
        }
        const probeTimeout = Math.max(1, Math.ceil(Math.min(requestTimeoutMs, deadlineMs - elapsed)));
        const probe = await probeHealth(healthUrl, probeTimeout);
        // A 200 only counts while our process is still running (the port pre-check makes a stranger unlikely).
        if ('status' in probe && probe.status === 200 && !proc.hasExited) {
            return;
        }
        // A probe cut short by the deadline says less than the answer before it; a full-length timeout
        // is the real outcome (a server that accepts connections but never answers).
        const cutShort = probeTimeout < requestTimeoutMs && !('status' in probe);
        if (!cutShort || !probe.error.startsWith('no response') || lastProbe === 'no probe yet') {
            lastProbe = 'status' in probe ? `HTTP ${probe.status}` : probe.error;
        }
        await (0,external_node_timers_promises_.setTimeout)(pollMs);
    }
}
/**
 * Spawns `<timeBinary> -v -o <timeReport> <argv…>` with stdout/stderr in logDir, polls /health until
 * it answers 200, and returns a handle. On any start failure the process is stopped before throwing.
 */
async function startServer(options) {
    validateOptions(options);
    const timeBinary = options.timeBinary ?? gnu_time/* DEFAULT_TIME_BINARY */.C;
    await (0,gnu_time/* assertGnuTime */.k)(timeBinary);
    const registry = options.registry ?? process_registry/* defaultServerRegistry */.g8;
    const timeouts = { ...DEFAULT_STOP_TIMEOUTS, ...options.stopTimeouts };
    const { port } = options;
    const baseUrl = `http://${LOOPBACK_HOST}:${port}`;
    const executable = options.argv[0];
    (0,external_node_fs_.mkdirSync)(options.logDir, { recursive: true });
    const logs = {
        stdout: (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.stdout),
        stderr: (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.stderr),
        timeReport: options.timeReportPath ?? (0,external_node_path_.join)(options.logDir, bundle_layout/* SERVER_FILES */.Sv.time),
    };
    if ((options.checkPortFree ?? true) && !(await isPortFree(port))) {
        throw new errors/* PortInUseError */.WB(`port ${LOOPBACK_HOST}:${port} is already in use; ${executable} was not started (choose another port)`, port, { exitCode: null, signal: null }, []);
    }
    const { child, timePid, startedAt, t0 } = await spawnTimedServer(options, timeBinary, logs);
    const timeStartTicks = (0,process_tree/* readProcessStat */.K6)(timePid)?.startTicks ?? null;
    const proc = new ServerProcess(child, timePid, logs, timeouts, registry);
    // GNU time ends only after the server: then the watchdog has nothing left to guard.
    const watchdog = options.watchdog === false ? { stop: () => undefined } : startWatchdog(timePid, timeStartTicks);
    void proc.timeExited.then(() => watchdog.stop());
    registry.register({
        serverPid: null,
        serverStartTicks: null,
        timePid,
        timeStartTicks,
        port,
        executable,
        startedAt: startedAt.toISOString(),
    }, () => proc.stop());
    await proc.discoverServerPid();
    await waitUntilHealthy({
        proc,
        logs,
        executable,
        port,
        healthUrl: `${baseUrl}${options.healthPath ?? '/health'}`,
        t0,
        tailLines: options.logTailLines ?? 20,
        deadlineMs: options.healthDeadlineMs ?? 120_000,
        requestTimeoutMs: options.healthRequestTimeoutMs ?? 2_000,
        pollMs: options.healthPollIntervalMs ?? 50,
    });
    const healthyAfterMs = external_node_perf_hooks_.performance.now() - t0;
    const exited = proc.timeExited.then(() => proc.serverExit());
    return {
        pid: proc.serverPid ?? timePid,
        timePid,
        port,
        baseUrl,
        logs,
        startedAt,
        healthyAfterMs,
        exited,
        crashed: () => proc.hasExited && !proc.stopRequestedBeforeExit,
        stop: () => proc.stop(),
    };
}

// EXTERNAL MODULE: ./src/domain/bundle/artifact-layout.ts
var artifact_layout = __webpack_require__(2754);
// EXTERNAL MODULE: ./src/adapters/bundle/checksums.ts
var checksums = __webpack_require__(3853);
// EXTERNAL MODULE: ./src/domain/build/launcher.ts
var launcher = __webpack_require__(1735);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/bundle/status.ts
var bundle_status = __webpack_require__(7887);
// EXTERNAL MODULE: ./src/orchestrators/stages.ts
var stages = __webpack_require__(7038);
// EXTERNAL MODULE: ./src/orchestrators/errors.ts
var orchestrators_errors = __webpack_require__(982);
;// CONCATENATED MODULE: ./src/orchestrators/server-configuration.ts
// One measured configuration: a fresh llama-server under time -v, its command and evidence files,
// the loopback port it listens on, and the hook that uploads its artifacts as soon as it ends.















function portAllocator() {
    const used = new Set();
    return {
        async portFor(nominal) {
            // Ports only isolate processes; a busy nominal port moves up by 1000 until one is free.
            for (let p = nominal; p < 65535; p += 1000) {
                if (!used.has(p) && (await isPortFree(p))) {
                    used.add(p);
                    return p;
                }
            }
            throw new orchestrators_errors/* StageError */.Zu('measure', `no free loopback port near ${nominal}`);
        },
    };
}
/** How a server's own exit reads in a failure reason: `exit code 139`, `signal SIGSEGV`. */
function describeServerExit(exit) {
    if (exit.signal !== null)
        return `signal ${exit.signal}`;
    return exit.exitCode === null ? 'unknown status' : `exit code ${exit.exitCode}`;
}
async function writeRunEvidence(dir, result, handle, startExit, extra) {
    // A server that ended before it was healthy exited on its own: its status is evidence too.
    const exit = result ?? startExit;
    const evidence = {
        ...extra,
        healthy_after_ms: handle ? handle.healthyAfterMs : null,
        stopped_with: result?.stoppedWith ?? (startExit ? 'exited' : null),
        exit_code: exit?.exitCode ?? null,
        exit_signal: exit?.signal ?? null,
        unexpected_exit: result?.unexpectedExit ?? (startExit ? true : null),
        peak_rss_kib: result?.peakRssKib ?? null,
        kleidiai_model_buffer_marker_count: result?.kleidiaiMarkerCount ?? null,
        system_info: result?.systemInfo ?? null,
    };
    await (0,bundle_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, bundle_layout/* SERVER_FILES */.Sv.evidence), (0,json_writer/* canonicalJson */.dj)(evidence), `${String(extra.label)}/${bundle_layout/* SERVER_FILES */.Sv.evidence}`);
}
async function runConfiguration(args) {
    const { dir, argv, events } = args;
    const stage = args.kind === 'run' ? 'measure' : 'quality';
    const position = args.options.position;
    if (position)
        Object.assign(position, { stage, cell: args.label });
    const shared = new Set(args.options.machine?.othersNow() ?? []);
    // An unfinished cell's own leftovers (a cut-off attempt) go; a finished one is never reached here.
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { recursive: true });
    const commandBytes = (0,bundle_status/* writeWorkflowJson */.R3)((0,hashing/* commandDocument */.nW)(argv));
    await (0,bundle_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, bundle_layout/* SERVER_FILES */.Sv.command), commandBytes, `${args.label}/${bundle_layout/* SERVER_FILES */.Sv.command}`);
    let handle = null;
    let stop = null;
    let startExit = null;
    let ok = false;
    let failure = null;
    try {
        try {
            handle = await startServer({
                argv,
                port: args.port,
                logDir: dir,
                cwd: (0,stages/* workPaths */.yY)(args.options.workDir).root,
                launcher: args.launcher,
                healthDeadlineMs: (0,launcher/* scaledSeconds */.oP)(args.ctx.spec.timeouts.healthSeconds, args.launcher) * 1000,
            });
        }
        catch (e) {
            // Spawned and exited on its own (not refused before spawning, which has no status).
            if (e instanceof errors/* ServerExitedBeforeHealthyError */.rL && (e.exit.exitCode !== null || e.exit.signal !== null))
                startExit = e.exit;
            throw new orchestrators_errors/* StageError */.Zu(stage, `server for ${args.label} did not start: ${e.message}`, args.label);
        }
        let result;
        const crashed = (s) => `server for ${args.label} exited during measurement (${describeServerExit(s)})`;
        try {
            const requestDeadline = args.ctx.spec.timeouts.requestDeadlineSeconds;
            result = await args.body(handle, (0,hashing/* sha256Hex */.fg)(commandBytes), requestDeadline === null ? undefined : (0,launcher/* scaledSeconds */.oP)(requestDeadline, args.launcher));
        }
        catch (e) {
            stop = await handle.stop();
            // What the client saw (a cut stream) is the consequence; the crash is the cause.
            if (stop.unexpectedExit)
                throw new orchestrators_errors/* StageError */.Zu(stage, `${crashed(stop)}: ${e.message}`, args.label);
            throw e;
        }
        stop = await handle.stop();
        if (stop.unexpectedExit)
            throw new orchestrators_errors/* StageError */.Zu(stage, crashed(stop), args.label);
        ok = true;
        return result;
    }
    catch (e) {
        failure =
            e instanceof orchestrators_errors/* StageError */.Zu
                ? e
                : new orchestrators_errors/* StageError */.Zu(stage, `${args.label}: ${e.message}`, args.label);
        throw failure;
    }
    finally {
        for (const other of args.options.machine?.othersNow() ?? [])
            shared.add(other);
        const recordError = await recordCellEnd(dir, args, stop, handle, startExit, ok, [...shared]);
        // The first failure stays the reason; one while writing the record is added to it, not put in
        // its place (a full disk fails both the cell and its evidence).
        if (recordError && failure)
            failure.message += `; also ${recordError.message}`;
        if (recordError)
            ok = false;
        const present = await cellFiles(dir, args.kind, ok);
        await events.runFinished?.({ kind: args.kind, label: args.label, dir, files: present, ok });
        if (ok && position?.cell === args.label)
            position.cell = undefined;
        if (recordError && !failure)
            // eslint-disable-next-line no-unsafe-finally -- a cell without its evidence is not measured
            throw new orchestrators_errors/* StageError */.Zu(stage, `${args.label}: ${recordError.message}`, args.label);
    }
}
/**
 * What a cell leaves as it ends: its server evidence (and the other studies this machine ran
 * meanwhile), then, for a complete cell, artifact.sha256 over its files, written last — a resumed
 * study keeps a cell only when that list still matches. The error of a write that failed, or null.
 */
async function recordCellEnd(dir, args, stop, handle, startExit, ok, shared) {
    try {
        await writeRunEvidence(dir, stop, handle, startExit, {
            label: args.label,
            status: ok ? 'complete' : 'failed',
            ...(shared.length ? { machine_shared_with: shared.sort() } : {}),
        });
        if (ok)
            await (0,checksums/* writeSha256List */.$s)(dir, await cellFiles(dir, args.kind, ok), bundle_layout/* CELL_SUMS_FILE */.hu);
        return null;
    }
    catch (e) {
        return e;
    }
}
/**
 * The cell's files that exist; after a failure, empty ones (a log or time report cut off by a full
 * disk or a kill) are removed first, so no 0-byte artifact stands for a measurement.
 */
async function cellFiles(dir, kind, ok) {
    const present = [];
    for (const f of artifact_layout/* CELL_KIND_FILES */.wt[kind]) {
        const info = await (0,promises_.stat)((0,external_node_path_.join)(dir, f)).catch(() => null);
        if (info === null)
            continue; // not produced by this configuration
        if (!ok && info.isFile() && info.size === 0) {
            await (0,promises_.rm)((0,external_node_path_.join)(dir, f), { force: true });
            continue;
        }
        present.push(f);
    }
    return present;
}


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   By: () => (/* binding */ studyMirrorDirs),
/* harmony export */   ME: () => (/* binding */ fetchStudyModels),
/* harmony export */   RS: () => (/* binding */ fetchCandidateModel)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_models_fetch_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3255);
/* harmony import */ var _adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5162);
/* harmony import */ var _adapters_models_mirror_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4532);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5847);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(982);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7198);
// A study's pinned model files (a URL or a local path), each verified by size and SHA-256 into the
// model cache; and the `models` step, which fetches every model URL of a plan before any of the
// plan's code runs — so the one step given a model token builds nothing, and `prepare`, which builds
// the plan's llama.cpp source, finds the models in the cache without the token.







/** Mirror directories: the command line's first, then the run spec's and PARETOPILOT_MIRROR_DIR. */
function studyMirrorDirs(ctx, options) {
    const env = options.env ?? process.env;
    return [
        ...(0,_adapters_models_mirror_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveMirrorDirs */ .yc)(options.mirrorDirs ?? [], {}, process.cwd()),
        ...(0,_adapters_models_mirror_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveMirrorDirs */ .yc)(ctx.spec.mirrorDirs, env, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.specPath, '..')),
    ].filter((d, i, all) => all.indexOf(d) === i);
}
/**
 * One candidate's pinned model (not a fixture): a local file verified in place, or the cached,
 * mirrored or downloaded file of its URL; a failure is the `models` stage's, naming the candidate.
 */
async function fetchCandidateModel(ctx, candidate, options, mirrorDirs, events) {
    const m = candidate.model;
    if (m.kind === 'fixture')
        throw new Error(`candidate ${candidate.id}: a fixture model is generated, not fetched`);
    try {
        return await (0,_adapters_models_fetch_model_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchModel */ .a)({
            ...(m.kind === 'url' ? { url: m.url } : { path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.specPath, '..'), m.path) }),
            sha256: m.sha256,
            sizeBytes: m.sizeBytes,
            cacheDir: options.cacheDir,
            mirrorDirs,
            credential: m.kind === 'url' ? (0,_adapters_models_model_request_js__WEBPACK_IMPORTED_MODULE_2__/* .credentialFor */ .FX)(m.url, options.modelToken) : undefined,
            timeoutMs: options.downloadTimeoutMs,
            dispatcher: options.dispatcher,
            log: events.log,
            signal: options.signal,
        });
    }
    catch (e) {
        if (e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz)
            throw e;
        // A local file that is not the pinned one is a plan mistake (check says the same): exit 2 with the fix.
        const problem = m.kind === 'path'
            ? await (0,_check_js__WEBPACK_IMPORTED_MODULE_6__/* .localModelProblem */ .I)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.specPath, '..'), m.path), m)
            : undefined;
        if (problem)
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`model for ${candidate.id}: ${problem.field} ${problem.message}; ${problem.fix}`, ctx.specPath);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .StageError */ .Zu('models', `model for ${candidate.id}: ${e.message}`);
    }
}
/**
 * The `models` step: every model URL of the study in the model cache, verified, each file once.
 * Local paths and fixtures are left to `prepare` (nothing to download); nothing is built or run.
 */
async function fetchStudyModels(ctx, options, events) {
    const mirrorDirs = studyMirrorDirs(ctx, options);
    if (mirrorDirs.length)
        events.log(`mirror directories: ${mirrorDirs.join(', ')}`);
    const done = new Set();
    for (const c of ctx.spec.candidates) {
        if (c.model.kind !== 'url' || done.has(c.model.sha256))
            continue;
        done.add(c.model.sha256);
        const got = await fetchCandidateModel(ctx, c, options, mirrorDirs, events);
        events.log(`model ${c.id}: ${got.fromCache ? 'already in the cache' : 'fetched'} (${c.model.sha256})`);
    }
    if (done.size === 0)
        events.log('models: the plan names no model URL; nothing to fetch');
}


/***/ }),

/***/ 9468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VB: () => (/* binding */ describeResume),
/* harmony export */   YU: () => (/* binding */ openStudy),
/* harmony export */   ih: () => (/* binding */ assertNoAlteredCells),
/* harmony export */   le: () => (/* binding */ readStudyProgress)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_cell_observations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6149);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8830);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4256);
/* harmony import */ var _domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1326);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8642);
/* harmony import */ var _stages_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7038);
// A study is an append-only record (docs/cli.md, "Resuming a study"): a work dir that holds a bundle
// of the same plan is continued where it stopped, one of another plan is refused, and a fresh study
// asked for moves the old bundle aside under a printed name. Nothing here deletes a file.









/** Reads which cells of the bundle are finished, by the one rule of domain/bundle/study-progress.ts. */
async function readStudyProgress(bundleDir, plan) {
    return (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .studyProgress */ .Z4)(plan, await (0,_adapters_bundle_cell_observations_js__WEBPACK_IMPORTED_MODULE_2__/* .observeCells */ .O)(bundleDir, (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .studyCells */ .xr)(plan)));
}
/** The bundle's cells changed since they ended: never measured over, refused with the way out. */
function assertNoAlteredCells(progress, bundleDir) {
    if (progress.altered.length === 0)
        return;
    const lines = progress.altered.flatMap((a) => a.problems.map((p) => `  - ${(0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .cellName */ .I4)(a.cell)}: ${p}`));
    throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${bundleDir}: ${progress.altered.length} measured cell(s) changed since they ended:\n${lines.join('\n')}\n` +
        'restore them, or run again with --fresh to move this bundle aside and start a new study');
}
/** `bundle.<UTC time>` (and `-2`, `-3`… if taken): where a fresh study puts the bundle it replaces. */
async function asideName(root, now) {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    for (let i = 1;; i++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, `${_stages_js__WEBPACK_IMPORTED_MODULE_8__/* .BUNDLE_DIR */ .Rw}.${stamp}${i > 1 ? `-${i}` : ''}`);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => null)) === null)
            return candidate;
    }
}
/** Which inputs of the study in the bundle differ from the plan given now (empty: the same plan). */
async function changedInputs(ctx, bundleDir) {
    const pairs = [
        [ctx.authoredFile, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.authoredPlan],
        [ctx.specFile, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.runSpec],
        [ctx.planFile, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.plan],
        [ctx.loadPlanFile, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.loadPlan],
        [ctx.suiteFile, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.evaluationSuite],
    ];
    const changed = [];
    for (const [file, name] of pairs) {
        const recorded = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(bundleDir, name)).catch(() => null);
        if (file === undefined && recorded === null)
            continue;
        if (file === undefined)
            changed.push(`${name} (the study was authored as ${name}; no authored plan was given now)`);
        else if (recorded === null)
            changed.push(`${name} (absent from the study)`);
        else if ((0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(recorded) !== file.sha256)
            changed.push(`${name} (${file.display} differs from the study's copy)`);
    }
    return changed;
}
async function holdsCells(bundleDir) {
    for (const root of Object.values(_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .CELL_ROOTS */ .t9)) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(bundleDir, root)).catch(() => []);
        if (entries.length > 0)
            return true;
    }
    return false;
}
/** The prepared state when it is usable as is: prepared.json valid for this plan, its server copies there. */
async function usablePrepared(ctx, workDir) {
    let prepared;
    try {
        prepared = await (0,_prepare_js__WEBPACK_IMPORTED_MODULE_7__/* .readPrepared */ .S6)(ctx, workDir);
    }
    catch {
        return null;
    }
    const root = (0,_stages_js__WEBPACK_IMPORTED_MODULE_8__/* .workPaths */ .yY)(workDir).root;
    const needed = [
        ...Object.keys(prepared.builds).map((b) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.candidate-build', b, 'bin', 'llama-server')),
        ...ctx.spec.candidates.map((c) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.candidate-models', c.filename)),
    ];
    for (const path of needed)
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null)) === null)
            return null;
    return prepared;
}
/**
 * Opens the work dir's study before anything runs: a fresh one (no bundle, or `fresh`: the old
 * bundle moved aside), or the one already there when its plan is the plan given now (its finished
 * cells verified by their checksums and kept). Refuses (InputError, exit 2) a bundle of another
 * plan, a bundle whose measured cells changed, and a study whose prepared state is gone while
 * cells are measured (a new prepare would rebind them to another manifest).
 */
async function openStudy(ctx, options, events) {
    const paths = (0,_stages_js__WEBPACK_IMPORTED_MODULE_8__/* .workPaths */ .yY)(options.workDir);
    const fresh = (movedAside) => ({
        prepared: null,
        progress: { finished: [], unfinished: (0,_domain_bundle_study_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .studyCells */ .xr)(ctx.plan), altered: [] },
        movedAside,
    });
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(paths.bundle).catch(() => null);
    if (entries === null || entries.length === 0)
        return fresh();
    if (options.fresh) {
        const aside = await asideName(paths.root, new Date());
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(paths.bundle, aside);
        events.progress(`fresh study: the earlier bundle was moved aside to ${aside} (nothing was deleted)`);
        return fresh(aside);
    }
    const hasPlan = entries.includes(_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_FILES */ .HJ.plan);
    if (!hasPlan && !(await holdsCells(paths.bundle)))
        return fresh();
    const refuse = (why) => new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${paths.bundle} holds ${why}; run again with --fresh to move it aside and start a new study, or choose another --work-dir`);
    if (!hasPlan)
        throw refuse('measured cells but no plan (it is not a study this tool can continue)');
    const changed = await changedInputs(ctx, paths.bundle);
    if (changed.length)
        throw refuse(`a study of another plan: ${changed.join('; ')}`);
    const progress = await readStudyProgress(paths.bundle, ctx.plan);
    assertNoAlteredCells(progress, paths.bundle);
    const prepared = await usablePrepared(ctx, options.workDir);
    if (prepared === null && progress.finished.length > 0)
        throw refuse(`${progress.finished.length} measured cell(s) but its prepared state (${paths.prepared} or the server and model copies next to it) is gone`);
    return { prepared, progress };
}
/** One line saying how much of the study is already there (cells verified by their checksums). */
function describeResume(progress) {
    const total = progress.finished.length + progress.unfinished.length + progress.altered.length;
    return `resuming the study in the work dir: ${progress.finished.length} of ${total} cells already measured (checksums verified); measuring the other ${total - progress.finished.length}`;
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ validateStudy)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7198);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(982);
// The validation `run` and `prepare` make before touching anything: `check` itself, so both list the
// same problems in the same words and every one of them at once.


/** `check`'s report of the plan; any problem refuses the study with all of them (exit 2). */
async function validateStudy(specPath, cwd, options) {
    const report = await (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkStudy */ .K)(specPath, cwd, options);
    if (report.problems.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanProblems */ .mb(specPath, report.problems);
    return report;
}


/***/ }),

/***/ 4781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ withWorkSession)
/* harmony export */ });
/* unused harmony export SERVER_STATE_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1370);
/* harmony import */ var _adapters_server_process_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7447);
// What a command that runs servers in a work dir does around its stages (holding the work dir's
// lock): stops the servers a dead earlier command left (recorded in <work-dir>/.servers.json, each
// proven by pid, start time and command line before it is signalled), records its own there, and
// keeps the space reserve that lets a full disk still end in a readable status.json.




/** The record of this work dir's running servers (GNU time and server pids, start times, ports). */
const SERVER_STATE_FILE = '.servers.json';
async function stopLeftovers(stateFile, events) {
    let report;
    try {
        report = await (0,_adapters_server_process_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .killLeftoverServers */ ._D)(stateFile);
    }
    catch (e) {
        events.log(`warning: ${stateFile} could not be read, so no leftover server was stopped: ${e.message}`);
        return;
    }
    for (const r of report.results) {
        const where = `llama-server on port ${r.record.port} (pid ${r.record.serverPid ?? r.record.timePid})`;
        if (r.outcome === 'unverified')
            events.log(`left ${where} alone: the process under that pid is not provably the one recorded`);
        else if (r.outcome !== 'gone')
            events.progress(`stopped ${where}, left running by an earlier command that ended without stopping it: ${r.outcome}`);
    }
}
/**
 * Runs `fn` with the work dir's server record and space reserve. A caller that already records its
 * servers elsewhere (the action's steps) keeps its own record.
 */
async function withWorkSession(workDir, events, fn) {
    // A work dir that is no directory (or cannot be made one) is refused by the command's own checks.
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(workDir).catch(() => null))?.isDirectory())
        return fn();
    const registry = _adapters_server_process_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultServerRegistry */ .g8;
    const own = registry.getStateFile() === undefined;
    const stateFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, SERVER_STATE_FILE);
    if (own) {
        await stopLeftovers(stateFile, events);
        registry.setStateFile(stateFile);
    }
    if ((await (0,_adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_2__/* .reserveSpace */ .bE)(workDir)) === 'full')
        events.log(`warning: the disk of ${workDir} is full or nearly so: a study may not be able to record how it ended`);
    try {
        return await fn();
    }
    finally {
        (0,_adapters_bundle_space_reserve_js__WEBPACK_IMPORTED_MODULE_2__/* .releaseSpace */ .sX)(workDir);
        if (own) {
            registry.setStateFile(undefined);
            if (registry.size === 0)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(stateFile, { force: true }).catch(() => undefined);
        }
    }
}


/***/ })

};
