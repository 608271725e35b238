export const id = 718;
export const ids = [718];
export const modules = {

/***/ 27718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPost: () => (/* binding */ runPost)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _adapters_github_inert_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1357);
/* harmony import */ var _adapters_server_process_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7447);
/* harmony import */ var _step_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64634);
// The action's post step: stop any llama-server an earlier step of this job left running, and only
// those it can prove it started. A damaged record is reported, never a reason to fail the job.




async function runPost() {
    const file = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_step_state_js__WEBPACK_IMPORTED_MODULE_3__/* .STATE_SERVERS */ .xI);
    if (!file)
        return;
    let report;
    try {
        report = await (0,_adapters_server_process_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .killLeftoverServers */ ._D)(file);
    }
    catch (e) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`the record of started llama-servers (${file}) could not be read, so no leftover server was stopped: ${e.message}`);
        return;
    }
    for (const r of report.results) {
        const where = `llama-server on port ${r.record.port} (time pid ${r.record.timePid})`;
        if (r.outcome === 'unverified')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_adapters_github_inert_log_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLogText */ .I)(`left ${where} alone: the process under that pid is not provably the one recorded`));
        else if (r.outcome === 'survived')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`stopped leftover ${where}: survived`);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_adapters_github_inert_log_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLogText */ .I)(`stopped leftover ${where}: ${r.outcome}`));
    }
    if (!report.results.length)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('no llama-server left behind');
}


/***/ }),

/***/ 1357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inertLogText)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Log text that came from artifacts, plans or the GitHub API is data, never a workflow command: text
// holding `::` or `##[` (which a runner could act on: `::add-mask::…`, a legacy `##[…]`) is written
// between `::stop-commands::` and its unguessable resume token.

/**
 * The runner reads a line as a command when, after leading whitespace, it starts with `::`, or
 * when it holds `##[` anywhere (the legacy form). Its whitespace is .NET's (`Char.IsWhiteSpace`,
 * which includes U+0085 NEXT LINE that JavaScript's `\s` lacks). Rather than a copy of that list
 * that could drift from the runner's, any `::` fences the text, whatever precedes it.
 */
const COMMAND_LIKE = /::|##\[/;
/**
 * `text` unchanged when it holds neither `::` nor `##[`; otherwise fenced by stop-commands. A
 * trailing newline stays after the fence, so the resume token always stands on a line of its own.
 */
function inertLogText(text, token = () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')) {
    if (!COMMAND_LIKE.test(text))
        return text;
    const resume = token();
    const end = text.endsWith('\n') ? '\n' : '';
    return `::stop-commands::${resume}\n${end ? text.slice(0, -1) : text}\n::${resume}::${end}`;
}


/***/ }),

/***/ 67316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ waitForProcessGone),
/* harmony export */   K6: () => (/* binding */ readProcessStat),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   nK: () => (/* binding */ listChildPids),
/* harmony export */   vG: () => (/* binding */ sendSignal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
// Linux /proc readers used to find, identify and wait for server processes that are not our children.


/** Fields of /proc/<pid>/stat, or null when the process does not exist (or /proc is unavailable). */
function readProcessStat(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return null;
    }
    // The command name is in parentheses and may itself contain spaces or parentheses.
    const close = text.lastIndexOf(')');
    if (close < 0) {
        return null;
    }
    const fields = text
        .slice(close + 2)
        .trim()
        .split(/\s+/);
    // fields[0] is field 3 (state); starttime is field 22.
    const startTicks = Number(fields[19]);
    return {
        state: fields[0] ?? '?',
        ppid: Number(fields[1]),
        pgrp: Number(fields[2]),
        startTicks: Number.isFinite(startTicks) ? startTicks : -1,
    };
}
function procAvailable() {
    return readProcessStat(process.pid) !== null;
}
/**
 * True while the process runs (zombies count as gone: they hold no memory or port).
 * With `startTicks`, a different process that reused the pid counts as gone.
 */
function isProcessAlive(pid, startTicks) {
    if (!Number.isSafeInteger(pid) || pid <= 0) {
        return false;
    }
    const stat = readProcessStat(pid);
    if (stat === null) {
        if (procAvailable()) {
            return false;
        }
        try {
            process.kill(pid, 0);
            return true;
        }
        catch (error) {
            return error.code === 'EPERM';
        }
    }
    if (stat.state === 'Z' || stat.state === 'X') {
        return false;
    }
    return startTicks === undefined || startTicks === null || stat.startTicks === startTicks;
}
/** Direct children of `parentPid` (via the kernel's children list, else a /proc scan). */
function listChildPids(parentPid) {
    try {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${parentPid}/task/${parentPid}/children`, 'utf8');
        return text
            .trim()
            .split(/\s+/)
            .filter((s) => s.length > 0)
            .map(Number);
    }
    catch {
        // Kernels without CONFIG_PROC_CHILDREN: scan every process's parent.
    }
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    const children = [];
    for (const entry of entries) {
        if (/^[0-9]+$/.test(entry)) {
            const stat = readProcessStat(Number(entry));
            if (stat !== null && stat.ppid === parentPid) {
                children.push(Number(entry));
            }
        }
    }
    return children;
}
/** Sends a signal; false when the process is already gone. */
function sendSignal(pid, signal) {
    try {
        process.kill(pid, signal);
        return true;
    }
    catch (error) {
        if (error.code === 'ESRCH') {
            return false;
        }
        throw error;
    }
}
/** Polls until the process is gone or the timeout passes; true when gone. */
async function waitForProcessGone(pid, timeoutMs, startTicks, pollMs = 20) {
    const deadline = Date.now() + timeoutMs;
    while (isProcessAlive(pid, startTicks)) {
        if (Date.now() >= deadline) {
            return false;
        }
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(Math.min(pollMs, Math.max(1, deadline - Date.now())));
    }
    return true;
}


/***/ }),

/***/ 7447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _D: () => (/* binding */ killLeftoverServers),
/* harmony export */   g8: () => (/* binding */ defaultServerRegistry)
/* harmony export */ });
/* unused harmony exports SERVER_STATE_SCHEMA_VERSION, ProcessRegistry, signalExitCode, installSignalCleanup */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _process_process_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67316);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55729);
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
    return 128 + (osConstants.signals[signal] ?? 0);
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


/***/ })

};
