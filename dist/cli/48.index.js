export const id = 48;
export const ids = [48];
export const modules = {

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FLEET_HELP: () => (/* binding */ FLEET_HELP),
  VERIFY_FLEET_HELP: () => (/* binding */ VERIFY_FLEET_HELP),
  fleetCommand: () => (/* binding */ fleetCommand),
  verifyFleetCommand: () => (/* binding */ verifyFleetCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/domain/fleet/fleet.ts + 1 modules
var fleet = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/domain/fleet/prices.ts
var prices = __webpack_require__(3421);
// EXTERNAL MODULE: ./src/orchestrators/fleet-bundle.ts + 4 modules
var fleet_bundle = __webpack_require__(9923);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/adapters/bundle/checksums.ts
var checksums = __webpack_require__(3853);
// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
// EXTERNAL MODULE: ./src/domain/bundle/status.ts
var bundle_status = __webpack_require__(7887);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/domain/core/json-input.ts
var json_input = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/domain/study/validate.ts
var validate = __webpack_require__(630);
// EXTERNAL MODULE: ./src/orchestrators/study-io.ts
var study_io = __webpack_require__(8397);
;// CONCATENATED MODULE: ./src/orchestrators/verify-fleet-bundle.ts
// verify-fleet: a fleet bundle's checksums, each runner study against the sha256 the fleet records,
// a full re-derivation compared byte for byte with its fleet document, receipt and HTML report, and
// each complete runner's receipt and status.json re-rendered from its study and compared byte for byte.













/**
 * Verifies a fleet bundle: SHA256SUMS, each runner study against its recorded sha256, then a full
 * re-derivation compared byte for byte with capacity-fleet.json, the receipt and the HTML report.
 * Returns the report lines and the problems found (empty = verified).
 */
async function verifyFleetBundle(root, display = root) {
    const lines = [];
    const problems = [];
    await (0,bundle_files/* assertBundleDirectory */.m7)(root, display, 'fleet bundle directory');
    const files = await (0,bundle_files/* listBundleDirectory */.Sq)(root, display, 'a fleet bundle directory');
    const shown = (rel) => `${(0,fleet_bundle/* withoutTrailingSlash */.ae)(display)}/${rel}`;
    if (!files.includes(fleet_bundle/* FLEET_FILE */.oU))
        throw new errors/* InputError */.dz('file not found (not a fleet bundle)', shown(fleet_bundle/* FLEET_FILE */.oU));
    if (files.includes(bundle_layout/* SUMS_FILE */.A$)) {
        const { listed, problems: bad } = await (0,checksums/* checkSha256List */.kr)(root, bundle_layout/* SUMS_FILE */.A$);
        lines.push(bad.length
            ? `checksums: ${bad.length} problem(s)`
            : `checksums: ${listed} files listed, all present and matching`);
        for (const b of bad)
            lines.push(`  ${b}`);
        problems.push(...bad);
    }
    else {
        lines.push(`checksums: ${bundle_layout/* SUMS_FILE */.A$} is missing, so file integrity is NOT verified`);
        problems.push(`${bundle_layout/* SUMS_FILE */.A$} missing`);
    }
    const storedBytes = await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, fleet_bundle/* FLEET_FILE */.oU), shown(fleet_bundle/* FLEET_FILE */.oU));
    // parseJsonInput refuses bytes that are not UTF-8 (naming the file), so decoding them again is safe.
    const stored = (0,json_input/* parseJsonInput */.o)({ path: shown(fleet_bundle/* FLEET_FILE */.oU), bytes: storedBytes }).value;
    const storedText = (0,json_reader/* decodeUtf8Strict */.h0)(storedBytes);
    if (!(0,json/* isJsonObject */.OW)(stored) || !Array.isArray(stored.runners))
        throw new errors/* InputError */.dz('expected a capacity-fleet document with a runners list', shown(fleet_bundle/* FLEET_FILE */.oU));
    const runners = [];
    for (const [i, entry] of stored.runners.entries()) {
        // The runners' labels are read here, not first in the fleet's rebuild: a bad one names this file.
        if (!(0,json/* isJsonObject */.OW)(entry))
            throw new errors/* InputError */.dz('expected a runner object', shown(fleet_bundle/* FLEET_FILE */.oU), `/runners/${i}`);
        const labelProblem = (0,fleet/* runnerLabelProblem */.Sh)(entry.label);
        if (labelProblem !== undefined)
            throw new errors/* InputError */.dz(`runner label ${labelProblem}`, shown(fleet_bundle/* FLEET_FILE */.oU), `/runners/${i}/label`);
        const label = String(entry.label);
        const dir = (0,fleet_bundle/* runnerDir */.aT)(i);
        const studyRel = `${dir}/${bundle_layout/* STUDY_FILE */.Dx}`;
        if (files.includes(studyRel)) {
            const got = (0,hashing/* sha256Hex */.fg)(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, studyRel), shown(studyRel)));
            if (got !== entry.study_sha256) {
                const msg = `runner ${JSON.stringify(label)}: ${studyRel} has sha256 ${got}, but ${fleet_bundle/* FLEET_FILE */.oU} records study_sha256 ${String(entry.study_sha256)}`;
                lines.push(msg);
                problems.push(msg);
                lines.push(`result: MISMATCH (${problems.length} problem(s))`);
                return { lines, problems };
            }
        }
        const hasAny = files.some((f) => f.startsWith(`${dir}/`));
        const refusedRel = `${dir}/${fleet_bundle/* REFUSED_FILE */.ut}`;
        const refused = files.includes(refusedRel)
            ? (await (0,bundle_files/* readTextFile */.Gu)((0,bundle_files/* bundlePath */.EU)(root, refusedRel), shown(refusedRel))).replace(/\n$/, '')
            : null;
        runners.push({
            label,
            path: hasAny ? (0,bundle_files/* bundlePath */.EU)(root, dir) : null,
            display: shown(dir),
            artifactName: typeof entry.artifact_name === 'string' ? entry.artifact_name : null,
            refused,
        });
    }
    const min = stored.min_tokens_per_second;
    let rebuilt;
    try {
        rebuilt = await (0,fleet_bundle/* buildFleet */.lM)({
            runners,
            pricesPath: files.includes(fleet_bundle/* FLEET_PRICES_FILE */.D5) ? (0,bundle_files/* bundlePath */.EU)(root, fleet_bundle/* FLEET_PRICES_FILE */.D5) : undefined,
            minTokensPerSecond: min === null || min === undefined ? null : Number(min.value ?? min),
        }, root);
    }
    catch (e) {
        if (e instanceof errors/* VerificationMismatch */.O9) {
            lines.push(`re-derivation: ${e.message}`);
            problems.push(e.message);
            lines.push(`result: MISMATCH (${problems.length} problem(s))`);
            return { lines, problems };
        }
        throw e;
    }
    lines.push(`re-derivation: ${runners.length} runner(s), each study re-derived and validated`);
    if (rebuilt.json === storedText)
        lines.push(`${fleet_bundle/* FLEET_FILE */.oU}: byte-identical to the re-derivation`);
    else {
        const diffs = (0,validate/* diffJson */.gH)((0,json_reader/* parseJson */.qF)(rebuilt.json), stored);
        lines.push(`${fleet_bundle/* FLEET_FILE */.oU}: differs from the re-derivation in ${diffs.length} field(s)`);
        for (const d of diffs)
            lines.push(`    ${d}`);
        problems.push(`${fleet_bundle/* FLEET_FILE */.oU}: differs`, ...diffs);
    }
    await checkRunnerRenderings(root, files, rebuilt, shown, lines, problems);
    for (const [name, expected] of [
        [fleet_bundle/* FLEET_RECEIPT_FILE */.NT, rebuilt.receipt],
        [fleet_bundle/* FLEET_REPORT_FILE */.TH, rebuilt.html],
    ]) {
        if (!files.includes(name))
            continue;
        const text = await (0,bundle_files/* readTextFile */.Gu)((0,bundle_files/* bundlePath */.EU)(root, name), shown(name));
        if (text === expected)
            lines.push(`${name}: byte-identical to the re-rendering`);
        else {
            const a = text.split('\n');
            const b = expected.split('\n');
            const i = a.findIndex((line, k) => line !== b[k]);
            lines.push(`${name}: differs from the re-rendering (first at line ${i + 1})`);
            problems.push(`${name}: differs`);
        }
    }
    lines.push(problems.length
        ? `result: MISMATCH (${problems.length} problem(s))`
        : 'result: OK — every runner study and every fleet value re-derives');
    return { lines, problems };
}
/**
 * Re-renders each complete runner's receipt and status.json from its study (the way finalize
 * writes them) and compares bytes: a runner file nothing derived is a mismatch, and so is a
 * receipt beside a runner that has no study to render it from.
 */
async function checkRunnerRenderings(root, files, rebuilt, shown, lines, problems) {
    let checked = 0;
    for (const [i, runner] of rebuilt.fleet.runners.entries()) {
        const dir = (0,fleet_bundle/* runnerDir */.aT)(i);
        const receiptRel = `${dir}/${bundle_layout/* RECEIPT_FILE */.aH}`;
        const statusRel = `${dir}/${bundle_layout/* STATUS_FILE */.C5}`;
        const expected = new Map();
        if (runner.status === 'complete') {
            const studyRel = `${dir}/${bundle_layout/* STUDY_FILE */.Dx}`;
            const study = (0,json_input/* parseJsonInput */.o)({
                path: shown(studyRel),
                bytes: await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, studyRel), shown(studyRel)),
            }).value;
            // The re-derivation above already validated it; a complete runner always has an object here.
            if (!(0,json/* isJsonObject */.OW)(study))
                continue;
            expected.set(receiptRel, (0,study_io/* receiptFor */.oU)(study, shown(studyRel)));
            expected.set(statusRel, (0,bundle_status/* writeWorkflowJson */.R3)((0,bundle_status/* completeStatus */.CK)(study)));
        }
        else if (files.includes(receiptRel)) {
            const msg = `${receiptRel}: runner ${JSON.stringify(String(runner.label))} has no study, so nothing can have rendered its receipt`;
            lines.push(msg);
            problems.push(msg);
        }
        for (const [rel, text] of expected) {
            if (!files.includes(rel))
                continue;
            checked += 1;
            if ((await (0,bundle_files/* readTextFile */.Gu)((0,bundle_files/* bundlePath */.EU)(root, rel), shown(rel))) === text)
                continue;
            const msg = `${rel}: differs from the one re-rendered from ${dir}/${bundle_layout/* STUDY_FILE */.Dx}`;
            lines.push(msg);
            problems.push(msg);
        }
    }
    lines.push(`runner files: ${checked} receipt(s) and status file(s) re-rendered from their studies`);
}

// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(6657);
;// CONCATENATED MODULE: ./src/cli/commands/fleet.ts
// `fleet` and `verify-fleet`: one capacity plan studied on several runners, compared and priced.










const FLEET_HELP = `Usage: paretopilot-capacity fleet LABEL=PATH... [options]

Compares one capacity plan studied on several runners. Each LABEL=PATH names a runner (its
runs-on label) and its study bundle directory (or its capacity-study.json). Every study is
re-derived and validated first; a bundle's SHA256SUMS must match its study, status and receipt.
A tampered or non-reproducible study is refused (exit 1).

Options:
  --runner LABEL=PATH            Same as a positional LABEL=PATH (repeatable).
  --missing LABEL                A runner that left no bundle; the fleet marks it incomplete.
  --artifact LABEL=NAME          Artifact name recorded for LABEL (default: the bundle directory's name).
  --prices <prices.json>         {"<label>": {"usd_per_minute": <number>}}: adds USD per million
                                 generated tokens and decides by the lowest cost. Each price must
                                 lie between ${prices/* MIN_USD_PER_MINUTE */.$7} and ${prices/* MAX_USD_PER_MINUTE */.JH} USD per minute.
  --min-tokens-per-second <n>    Only points at or above n generated tok/s are considered.
  -o, --output <file>            Where to write capacity-fleet.json.
  --receipt <file>               Where to write the Markdown fleet receipt (with --output or alone).
                                 One of the two may be - (stdout) when it is the only output.
  --bundle <dir>                 Write a fleet bundle (fleet JSON, receipt, HTML report, each
                                 runner's study/status/receipt, prices, SHA256SUMS) for verify-fleet
                                 into a new or empty directory whose parent exists. It never is,
                                 holds or lies inside an input, nor holds the working directory.
  --force                        Overwrite existing outputs (a non-empty --bundle is replaced whole).

For a plan with a decision block, every runner's best eligible point carries an interval, runners
are compared with the intervals of both studies, and a difference the noise cannot support is
reported as no detectable difference; the plan's tie rule then chooses (with prices: the cheaper
estimate). Otherwise the decision is the lowest USD per million tokens with prices, else the
highest median generated tok/s; ties (within the plan's objective tolerance) are broken by the
plan's tie-breakers.
Exit codes: 0 written, 1 a study failed verification, 2 bad usage or input.
`;
const VERIFY_FLEET_HELP = `Usage: paretopilot-capacity verify-fleet <fleet-bundle-dir>

Checks SHA256SUMS, each runner's study against the sha256 recorded in capacity-fleet.json,
re-derives every study and the fleet, and byte-compares capacity-fleet.json, the fleet receipt
and the fleet HTML report. Exit 0 when everything matches, 1 on any mismatch, 2 when unreadable.
`;
function splitPair(value, option) {
    const eq = value.indexOf('=');
    if (eq <= 0 || eq === value.length - 1)
        throw new cli_errors/* UsageError */.e(`${option} expects LABEL=VALUE, got ${JSON.stringify(value)}`);
    const label = value.slice(0, eq);
    const problem = (0,fleet/* runnerLabelProblem */.Sh)(label);
    if (problem)
        throw new cli_errors/* UsageError */.e(`${option}: runner label ${problem}`);
    return [label, value.slice(eq + 1)];
}
async function fleetCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('fleet', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {
            runner: { type: 'string', multiple: true },
            missing: { type: 'string', multiple: true },
            artifact: { type: 'string', multiple: true },
            prices: { type: 'string' },
            'min-tokens-per-second': { type: 'string' },
            output: { type: 'string', short: 'o' },
            receipt: { type: 'string' },
            bundle: { type: 'string' },
            force: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout(FLEET_HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        const runners = [];
        const labels = new Set();
        const add = (label, path) => {
            if (labels.has(label))
                throw new cli_errors/* UsageError */.e(`runner ${JSON.stringify(label)} is given twice`);
            labels.add(label);
            runners.push({ label, path });
        };
        for (const p of [...positionals, ...(values.runner ?? [])]) {
            const [label, path] = splitPair(p, 'runner');
            add(label, path);
        }
        for (const label of values.missing ?? []) {
            const problem = (0,fleet/* runnerLabelProblem */.Sh)(label);
            if (problem)
                throw new cli_errors/* UsageError */.e(`--missing: runner label ${problem}`);
            add(label, null);
        }
        for (const a of values.artifact ?? []) {
            const [label, name] = splitPair(a, '--artifact');
            const i = runners.findIndex((r) => r.label === label);
            if (i < 0)
                throw new cli_errors/* UsageError */.e(`--artifact names runner ${JSON.stringify(label)}, which is not in the fleet`);
            runners[i] = { ...runners[i], artifactName: name };
        }
        if (runners.length === 0)
            throw new cli_errors/* UsageError */.e('expected at least one LABEL=PATH runner');
        if (values.output === undefined && values.receipt === undefined && values.bundle === undefined)
            throw new cli_errors/* UsageError */.e('expected --output <file>, --receipt <file> and/or --bundle <dir>');
        if (values.bundle === output/* STDOUT_OUTPUT */.wY)
            throw new cli_errors/* UsageError */.e('--bundle -: a fleet bundle is a directory of several files, so it cannot go to standard output; give a directory (./- for a directory named "-")');
        let min = null;
        const minText = values['min-tokens-per-second'];
        if (minText !== undefined) {
            min = /^[0-9]+(\.[0-9]+)?$/.test(minText) ? Number(minText) : Number.NaN;
            if (!(min > 0))
                throw new cli_errors/* UsageError */.e(`--min-tokens-per-second must be a number greater than 0, got ${JSON.stringify(minText)}`);
        }
        if (values.output && values.receipt && (0,external_node_path_.resolve)(io.cwd, values.output) === (0,external_node_path_.resolve)(io.cwd, values.receipt))
            throw new cli_errors/* UsageError */.e('--output and --receipt must name different files');
        const bundle = values.bundle;
        // Standard output holds one document: `-` only where the fleet writes nothing else.
        const toStdout = [values.output, values.receipt].filter((o) => o === output/* STDOUT_OUTPUT */.wY).length;
        const written = [values.output, values.receipt, bundle].filter((o) => o !== undefined).length;
        if (toStdout && written > 1)
            throw new cli_errors/* UsageError */.e(`- (stdout) can take only one output, and this fleet writes ${written} (${[
                values.output && `--output ${values.output}`,
                values.receipt && `--receipt ${values.receipt}`,
                bundle !== undefined && `--bundle ${bundle}`,
            ]
                .filter(Boolean)
                .join(', ')}): give file paths, or ask for one output only`);
        // With a document on stdout, the summary lines go to stderr.
        const say = toStdout ? io.stderr : io.stdout;
        // Outputs never replace what the fleet reads: runner studies or bundles, and the prices.
        const inputs = [];
        for (const r of runners) {
            if (r.path === null)
                continue;
            const isDir = (await (0,promises_.stat)((0,external_node_path_.resolve)(io.cwd, r.path)).catch(() => null))?.isDirectory();
            inputs.push(isDir ? (0,output/* inputBundle */.fs)(io.cwd, r.path) : (0,output/* inputFile */.xm)(io.cwd, r.path));
        }
        if (values.prices)
            inputs.push((0,output/* inputFile */.xm)(io.cwd, values.prices));
        const force = values.force === true;
        // Every output is checked before any work and again just before anything is written, so a
        // refused command writes nothing.
        const checkOutputs = async () => {
            for (const out of [values.output, values.receipt]) {
                if (out === undefined)
                    continue;
                await (0,output/* checkCommandOutput */.lq)(io.cwd, out, { force, inputs });
                if (bundle !== undefined)
                    await (0,output/* assertOutsideBundleOutput */.fK)(io.cwd, out, { dir: bundle });
            }
            if (bundle !== undefined)
                await (0,output/* checkBundleOutput */.co)(io.cwd, bundle, { force, inputs });
        };
        await checkOutputs();
        const result = await (0,fleet_bundle/* buildFleet */.lM)({ runners, pricesPath: values.prices, minTokensPerSecond: min }, io.cwd);
        await checkOutputs();
        const emit = async (out, text) => out === output/* STDOUT_OUTPUT */.wY ? io.stdout(text) : (0,output/* writeCommandOutput */.kJ)(io.cwd, out, text, { force, inputs });
        if (values.output)
            await emit(values.output, result.json);
        if (values.receipt)
            await emit(values.receipt, result.receipt);
        if (bundle !== undefined)
            await (0,fleet_bundle/* writeFleetBundle */.QL)((0,external_node_path_.resolve)(io.cwd, bundle), result, force, bundle);
        const decision = result.fleet.decision;
        const f = result.fleet;
        say(`fleet: ${String(f.complete_runner_count)} of ${String(f.runner_count)} runner(s) complete\n`);
        const c = decision.choice;
        say(c
            ? `decision: ${String(c.runner)} · ${String(c.candidate_id)} · P${String(c.server_parallel)} / C${String(c.client_concurrency)}\n`
            : 'decision: none\n');
        say(`  ${decision.reason}\n`);
        return exit_codes/* EXIT_OK */.Ij;
    });
}
async function verifyFleetCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('verify-fleet', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {});
        if (values.help) {
            io.stdout(VERIFY_FLEET_HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length !== 1)
            throw new cli_errors/* UsageError */.e('expected exactly one fleet bundle directory');
        io.stdout(`verify-fleet: ${positionals[0]}\n`);
        const { lines, problems } = await verifyFleetBundle((0,external_node_path_.resolve)(io.cwd, positionals[0]), positionals[0]);
        for (const l of lines)
            io.stdout(`${l}\n`);
        return problems.length ? exit_codes/* EXIT_MISMATCH */.O1 : exit_codes/* EXIT_OK */.Ij;
    });
}


/***/ }),

/***/ 6657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ emitCommandOutput),
/* harmony export */   co: () => (/* binding */ checkBundleOutput),
/* harmony export */   cr: () => (/* binding */ assertOutputSpareInputs),
/* harmony export */   fK: () => (/* binding */ assertOutsideBundleOutput),
/* harmony export */   fs: () => (/* binding */ inputBundle),
/* harmony export */   kJ: () => (/* binding */ writeCommandOutput),
/* harmony export */   lq: () => (/* binding */ checkCommandOutput),
/* harmony export */   wY: () => (/* binding */ STDOUT_OUTPUT),
/* harmony export */   xm: () => (/* binding */ inputFile),
/* harmony export */   xw: () => (/* binding */ studyArgument)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1427);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4256);
// Every file a CLI command writes goes through writeCommandOutput (every directory through
// checkBundleOutput): outputs never replace or land inside what the command reads, and every writer
// shares one overwrite and directory rule (no overwrite without --force, a missing parent directory
// is an error). `--output -` sends a single written file to stdout instead.





/** The `--output` value that means standard output (for commands that write a single file). */
const STDOUT_OUTPUT = '-';
const inputFile = (cwd, path) => ({
    path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path),
    display: path,
    kind: 'file',
});
const inputBundle = (cwd, path) => ({
    path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path),
    display: path,
    kind: 'bundle',
});
/**
 * A study argument: a capacity-study.json, or a bundle folder that holds one (as `verify` takes a
 * bundle). A folder is an input bundle, so nothing is written into what its assembly reads.
 */
async function studyArgument(cwd, given) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given)).catch(() => null))?.isDirectory())
        return { file: given, input: inputFile(cwd, given) };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .STUDY_FILE */ .Dx);
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file)).catch(() => null))?.isFile())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is a folder without ${_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .STUDY_FILE */ .Dx}: give a study file, or a bundle folder that holds one (an incomplete bundle has none; verify says why)`, given);
    return { file, input: inputBundle(cwd, given) };
}
// Folders whose contents a bundle's assembly discovers: a new file there changes the bundle.
const DISCOVERED_FOLDERS = ['runs', 'quality'];
async function realOrNull(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path);
    }
    catch {
        return null;
    }
}
function inside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    if (rel === '')
        return '';
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return null;
    return rel;
}
/**
 * Refuses an output that is one of the inputs (same real path after symlinks, or the same file
 * through a hard link) or that would replace or add to what an input bundle's assembly reads. A
 * new file inside a bundle's top level stays allowed: the receipt's own reproduce commands write
 * `capacity-study.reproduced.json` next to the bundle's files.
 */
async function assertOutputSpareInputs(outputAbs, display, inputs) {
    const parentReal = await realOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(outputAbs));
    if (parentReal === null)
        return; // writeOutputAtomic names the missing directory
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(outputAbs).catch(() => null);
    const real = (existing && (await realOrNull(outputAbs))) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parentReal, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(outputAbs));
    const target = existing ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(outputAbs).catch(() => null) : null;
    for (const input of inputs) {
        const inputReal = (await realOrNull(input.path)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(input.path);
        if (input.kind === 'file') {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(input.path).catch(() => null);
            const sameInode = target && st && target.dev === st.dev && target.ino === st.ino;
            if (real === inputReal || sameInode)
                throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is ${sameInode && real !== inputReal ? 'a hard link to ' : ''}the input ${input.display} of this command; choose another output`, display);
            continue;
        }
        const rel = inside(inputReal, real);
        if (rel === null)
            continue;
        if (rel === '')
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the input bundle ${input.display} itself`, display);
        if (existing)
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`would replace ${rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/')} of the input bundle ${input.display}; outputs never replace bundle files, --force or not`, display);
        if (DISCOVERED_FOLDERS.includes(rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)[0]))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`lies in the ${rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)[0]}/ folder of the input bundle ${input.display}, whose files the bundle's assembly reads`, display);
    }
}
/** Every check writeCommandOutput makes, without writing: run it before any expensive work. */
async function checkCommandOutput(cwd, output, options) {
    if (output === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--output must not be empty');
    if (output === STDOUT_OUTPUT)
        return;
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output);
    await assertOutputSpareInputs(abs, output, options.inputs);
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .checkOutputTarget */ .Bj)(abs, options.force ?? false, output);
}
/** The one way a CLI command writes a file (checked again at write time). */
async function writeCommandOutput(cwd, output, content, options) {
    if (output === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--output must not be empty');
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output);
    await assertOutputSpareInputs(abs, output, options.inputs);
    // writeOutputAtomic checks the target itself (the last step of checkCommandOutput).
    await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutputAtomic */ .Yp)(abs, content, options.force ?? false, output);
}
/**
 * Writes a command's one output file, or prints it on stdout for `--output -`; then says where it
 * went (`wrote <path>`, on stdout) only when it went to a file, so stdout holds nothing but the
 * document when it is the output.
 */
async function emitCommandOutput(io, output, content, options) {
    if (output === STDOUT_OUTPUT) {
        io.stdout(content);
        return;
    }
    await writeCommandOutput(io.cwd, output, content, options);
    io.stdout(`${options.wrote ?? `wrote ${output}`}\n`);
}
/** Absolute and real forms of a path that may not exist yet (its parent resolved when it does not). */
async function pathForms(abs) {
    const real = (await realOrNull(abs)) ??
        ((parent) => (parent === null ? abs : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(parent, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs))))(await realOrNull((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)));
    return real === abs ? [abs] : [abs, real];
}
const within = (root, path) => inside(root, path) !== null;
/**
 * Every check before a command replaces a whole directory with its output (a fleet bundle): the
 * directory is not the working directory and neither is nor holds any input (file or bundle), it
 * does not lie inside an input bundle, its parent exists, an existing one is a real directory (not
 * a symbolic link or a file), and a non-empty one needs --force. `option` names the flag in
 * messages. Nothing is created or removed.
 */
async function checkBundleOutput(cwd, dir, options) {
    const option = options.option ?? '--bundle';
    if (dir === '')
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${option} must not be empty`);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, dir);
    const parentShown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === '' ? '.' : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    const parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs)).catch(() => null);
    if (parent === null)
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`directory ${parentShown} does not exist (create it first)`, dir);
    if (!parent.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${parentShown} is not a directory`, dir);
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(abs).catch(() => null);
    if (target?.isSymbolicLink())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('is a symbolic link; give a real directory for the bundle', dir);
    if (target && !target.isDirectory())
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('exists and is not a directory; give a directory path for the bundle', dir);
    const forms = await pathForms(abs);
    for (const input of options.inputs) {
        const inputForms = await pathForms(input.path);
        if (forms.some((f) => inputForms.includes(f)))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the input ${input.kind === 'bundle' ? 'bundle ' : ''}${input.display} of this command; choose another directory`, dir);
        if (forms.some((f) => inputForms.some((i) => within(f, i))))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`contains the input ${input.display} of this command, and the bundle replaces everything in it (--force or not); choose another directory`, dir);
        if (input.kind === 'bundle' && forms.some((f) => inputForms.some((i) => within(i, f))))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`lies inside the input bundle ${input.display}; choose a directory outside it`, dir);
    }
    const cwdForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd));
    if (forms.some((f) => cwdForms.some((c) => within(f, c))))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`is the working directory${forms.some((f) => cwdForms.includes(f)) ? '' : ' or holds it'}; the bundle replaces everything in it, so choose a new directory`, dir);
    if (target && !options.force) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(abs).catch((e) => {
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`cannot read: ${e.code ?? e.message}${e.code === 'EACCES' ? ' (permission denied)' : ''}`, dir);
        });
        if (entries.length)
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('bundle directory is not empty (pass --force to replace it)', dir);
    }
}
/**
 * Refuses a file output that is the directory output or lies inside it: the directory is replaced
 * as a whole, so the file would be lost (or block the directory).
 */
async function assertOutsideBundleOutput(cwd, output, bundle) {
    const dirForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, bundle.dir));
    const outForms = await pathForms((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, output));
    const rels = dirForms.flatMap((d) => outForms.map((o) => inside(d, o))).filter((r) => r !== null);
    if (rels.length === 0)
        return;
    const option = bundle.option ?? '--bundle';
    throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(rels.includes('')
        ? `is also the ${option} directory ${bundle.dir}; give the file and the directory different paths`
        : `lies inside the ${option} directory ${bundle.dir}, which is replaced as a whole; write it elsewhere`, output);
}


/***/ }),

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A9: () => (/* binding */ deriveFleetDecision),
  Yn: () => (/* binding */ usdText)
});

// UNUSED EXPORTS: FLEET_DECISION_METHOD, decisionRule, fleetHeadline, tieRuleText

// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/domain/plan/decision-plan.ts
var decision_plan = __webpack_require__(3108);
// EXTERNAL MODULE: ./src/domain/decision/rate-model.ts
var rate_model = __webpack_require__(8621);
// EXTERNAL MODULE: ./src/domain/statistics/checks.ts
var checks = __webpack_require__(9797);
// EXTERNAL MODULE: ./src/domain/statistics/distributions.ts
var distributions = __webpack_require__(545);
;// CONCATENATED MODULE: ./src/domain/statistics/compare.ts


/**
 * The variance of one measurement's difference share (Var(d) = 2·variance/n) and its df for cells a
 * and b; a = b = null: two cells of different runs (what a comparison of candidates is).
 */
function differenceVariance(model, a, b) {
    if (model.msE === null)
        return null;
    const runs = model.runs;
    if (runs === null || (a !== null && a === b))
        return { variance: model.msE, df: model.dfE };
    if (a !== null && b !== null && runs.runOf[a] === runs.runOf[b] && runs.msWithin !== null)
        return { variance: runs.msWithin, df: runs.dfWithin };
    if (runs.groups < 2)
        return { variance: model.msE, df: model.dfE };
    return { variance: runs.betweenVariance, df: runs.betweenDf };
}
function checkPower(power) {
    if (!(power > 0 && power < 1))
        throw new RangeError(`power must be in (0, 1) (got ${power})`);
}
/** Cell a against cell b, paired by pass: pass-wide shifts cancel. */
function pairedComparison(model, a, b, confidence) {
    (0,checks/* checkIndex */.JM)('a', a, model.cells);
    (0,checks/* checkIndex */.JM)('b', b, model.cells);
    (0,checks/* checkConfidence */.p3)(confidence);
    const d = model.cellMeans[a] - model.cellMeans[b];
    const ratio = Math.exp(d);
    const v = differenceVariance(model, a, b);
    if (v === null)
        return { logRatio: d, ratio, ci: null, se: null, df: 0 };
    const se = Math.sqrt((2 * v.variance) / model.passes);
    const half = (0,distributions/* studentTQuantile */.$J)(1 - (1 - confidence) / 2, v.df) * se;
    return { logRatio: d, ratio, ci: [Math.exp(d - half), Math.exp(d + half)], se, df: v.df };
}
/**
 * The smallest relative difference a comparison of two cells detects with `power`, had the study
 * `passes` passes at the observed noise: expm1((t(1 − α/2, ν) + t(power, ν))·√(2·MS_e/passes)),
 * ν = (N − 1)(passes − 1); with run strata, MS_e and ν are those of cells in different runs. Null
 * without residual df.
 */
function minimumDetectableEffect(model, confidence, power = 0.8, passes = model.passes) {
    (0,checks/* checkConfidence */.p3)(confidence);
    checkPower(power);
    if (!Number.isInteger(passes) || passes < 2)
        throw new RangeError(`passes must be an integer ≥ 2 (got ${passes})`);
    const v = differenceVariance(model, null, null);
    if (v === null)
        return null;
    // Every stratum's df is a multiple of (n − 1), so (Satterthwaite) df scale with (passes − 1).
    const df = (v.df * (passes - 1)) / (model.passes - 1);
    const se = Math.sqrt((2 * v.variance) / passes);
    return Math.expm1(((0,distributions/* studentTQuantile */.$J)(1 - (1 - confidence) / 2, df) + (0,distributions/* studentTQuantile */.$J)(power, df)) * se);
}
/**
 * docs/decision.md: h = max(indifference zone, mde); `better` when the ratio's interval is above 1
 * and |ln ratio| ≥ ln(1 + h), `worse` when it is below 1 and |ln ratio| ≥ ln(1 + h),
 * `no_detectable_difference` when it holds 1, else `indeterminate` (also without an interval).
 */
function comparisonVerdict(ratio, ci, indifferenceZone, mde) {
    if (!(ratio > 0) || !Number.isFinite(ratio))
        throw new RangeError(`ratio must be a positive finite number (got ${ratio})`);
    if (!(indifferenceZone >= 0))
        throw new RangeError(`indifferenceZone must be ≥ 0 (got ${indifferenceZone})`);
    if (mde !== null && !(mde >= 0))
        throw new RangeError(`mde must be ≥ 0 or null (got ${mde})`);
    if (ci === null)
        return 'indeterminate';
    if (!(ci[0] <= ci[1]))
        throw new RangeError(`ci must be [lo, hi] with lo ≤ hi (got [${ci[0]}, ${ci[1]}])`);
    // On the log scale, so that "A is 3x B" and "B is a third of A" are the same size of difference.
    const size = Math.abs(Math.log(ratio));
    const h = Math.log1p(Math.max(indifferenceZone, mde ?? 0));
    if (ci[0] > 1 && size >= h)
        return 'better';
    if (ci[1] < 1 && size >= h)
        return 'worse';
    if (ci[0] <= 1 && ci[1] >= 1)
        return 'no_detectable_difference';
    return 'indeterminate';
}
/** The cell's rate exp(ȳx) with exp(ȳx ± t(1 − α/2, ν)·√V): pass-wide variance included. */
function cellInterval(model, x, confidence) {
    (0,checks/* checkIndex */.JM)('x', x, model.cells);
    (0,checks/* checkConfidence */.p3)(confidence);
    const m = model.cellMeans[x];
    const estimate = Math.exp(m);
    if (model.cellVariance === null || model.cellDf === null)
        return { estimate, ci: null, df: 0 };
    const half = (0,distributions/* studentTQuantile */.$J)(1 - (1 - confidence) / 2, model.cellDf) * Math.sqrt(model.cellVariance);
    return { estimate, ci: [Math.exp(m - half), Math.exp(m + half)], df: model.cellDf };
}

// EXTERNAL MODULE: ./src/domain/fleet/prices.ts
var prices = __webpack_require__(3421);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet-decision.ts




const POWER = 0.8;
/**
 * Cell a of one study against cell b of another, independent studies: d = ȳa − ȳb, V = V_A + V_B,
 * ν = V² / (V_A²/ν_A + V_B²/ν_B), interval exp(d ± t(1 − α/2, ν)·√V), mde expm1((t(1 − α/2, ν) + t(0.8, ν))·√V).
 */
function independentComparison(a, b, confidence) {
    (0,checks/* checkConfidence */.p3)(confidence);
    (0,checks/* checkIndex */.JM)('a.index', a.index, a.model.cells);
    (0,checks/* checkIndex */.JM)('b.index', b.index, b.model.cells);
    const d = a.model.cellMeans[a.index] - b.model.cellMeans[b.index];
    const ratio = Math.exp(d);
    const { cellVariance: va, cellDf: dfa } = a.model;
    const { cellVariance: vb, cellDf: dfb } = b.model;
    if (va === null || vb === null || dfa === null || dfb === null)
        return { ratio, ci: null, df: 0, mde: null, pairing: 'independent' };
    const v = va + vb;
    const denominator = va ** 2 / dfa + vb ** 2 / dfb;
    // Both variances 0 (identical passes): no spread to weigh, the residual df of both studies remain.
    const df = denominator > 0 ? v ** 2 / denominator : a.model.dfE + b.model.dfE;
    const se = Math.sqrt(v);
    const t = (0,distributions/* studentTQuantile */.$J)(1 - (1 - confidence) / 2, df);
    return {
        ratio,
        ci: [Math.exp(d - t * se), Math.exp(d + t * se)],
        df,
        mde: Math.expm1((t + (0,distributions/* studentTQuantile */.$J)(POWER, df)) * se),
        pairing: 'independent',
    };
}
/** Two cells of one study: the study's own paired comparison and mde. */
function pairedRateComparison(model, a, b, confidence) {
    const c = pairedComparison(model, a, b, confidence);
    return {
        ratio: c.ratio,
        ci: c.ci,
        df: c.df,
        mde: minimumDetectableEffect(model, confidence, POWER),
        pairing: 'paired',
    };
}
/** USD per million generated tokens of a rate estimate and its interval. */
function costInterval(usdPerMinute, rate, ci) {
    return {
        estimate: (0,prices/* usdPerMillionTokens */.If)(usdPerMinute, rate),
        ci: ci === null
            ? null
            : [(0,prices/* usdPerMillionTokens */.If)(usdPerMinute, ci[1]), (0,prices/* usdPerMillionTokens */.If)(usdPerMinute, ci[0])],
    };
}
const rateOf = (p) => Math.exp(p.cell.model.cellMeans[p.cell.index]);
/**
 * a against b on the decision's metric. Priced: tokens per dollar, i.e. the rate ratio times the
 * price ratio b/a (= cost of b over cost of a; prices are exact, so the interval scales and h is the
 * rate comparison's). The verdict is the study's rule with h = max(indifference zone, mde).
 */
function compareForDecision(a, b, confidence, indifferenceZone) {
    const rate = a.runnerIndex === b.runnerIndex
        ? pairedRateComparison(a.cell.model, a.cell.index, b.cell.index, confidence)
        : independentComparison(a.cell, b.cell, confidence);
    const scale = a.usdPerMinute === null || b.usdPerMinute === null ? 1 : b.usdPerMinute / a.usdPerMinute;
    const metricRatio = rate.ratio * scale;
    const metricCi = rate.ci === null ? null : [rate.ci[0] * scale, rate.ci[1] * scale];
    return {
        ...rate,
        metricRatio,
        metricCi,
        verdict: comparisonVerdict(metricRatio, metricCi, indifferenceZone, rate.mde),
    };
}
/** Higher is better: tokens per dollar when priced, else the rate. */
const objective = (p) => p.usdPerMinute === null ? rateOf(p) : rateOf(p) / p.usdPerMinute;
/**
 * Leader = best objective (ties: runner, then candidate order). Points the leader is not `better`
 * than are tied with it and the plan's tie rule picks among them (`highest_estimate`: the leader,
 * i.e. the cheaper or faster point estimate). Runner-up: the leader when another point is chosen,
 * else the first tied point, else the next point.
 */
function chooseFleetPoint(points, rule) {
    if (points.length === 0)
        return { status: 'no_eligible_point', chosen: null, runnerUp: null, versus: null, tied: [] };
    const ordered = [...points].sort((a, b) => objective(b) - objective(a) || a.runnerIndex - b.runnerIndex || a.candidateIndex - b.candidateIndex);
    const compare = (a, b) => compareForDecision(a, b, rule.confidence, rule.indifferenceZone);
    const leader = ordered[0];
    const tied = [leader, ...ordered.slice(1).filter((x) => compare(leader, x).verdict !== 'better')];
    const chosen = tied.length === 1 ? leader : pickByRule(tied, rule.tieRule);
    const runnerUp = chosen !== leader ? leader : (tied[1] ?? ordered[1] ?? null);
    return {
        status: tied.length === 1 ? 'decided' : 'not_distinguishable',
        chosen,
        runnerUp,
        versus: runnerUp === null ? null : compare(chosen, runnerUp),
        tied,
    };
}
function pickByRule(tied, rule) {
    if (rule === 'highest_estimate')
        return tied[0];
    const key = (p) => (rule === 'lowest_e2e_p95' ? (p.e2eP95 ?? Infinity) : p.peakRssMib);
    return tied.reduce((best, x) => (key(x) < key(best) ? x : best));
}

;// CONCATENATED MODULE: ./src/domain/fleet/fleet-decision-document.ts
// The `statistics` member of a fleet's decision (docs/decision.md, "Fleet"): each runner's block model
// refitted from its study's per-pass rates, every candidate's best eligible point per runner with its
// rate and cost intervals, runner-against-runner comparisons, and the choice with its headline.








const FLEET_DECISION_METHOD = "each runner's randomized-block model of ln(generation rate) refitted from its study; runners are " +
    'independent: best points compared by t intervals with variance V_A + V_B (single-cell variance, ' +
    'pass-wide variance included) and Satterthwaite df; one runner: paired by pass; USD per million ' +
    'tokens = price / (rate x 60) x 1e6 with the rate interval mapped through it';
const obj = (v) => ((0,json/* isJsonObject */.OW)(v) ? v : {});
const arr = (v) => (Array.isArray(v) ? v : []);
const objects = (v) => arr(v).filter(json/* isJsonObject */.OW);
const fl = (v) => (v === null ? null : (0,json/* float */.fV)(v));
const pair = (v) => v === null ? null : [(0,json/* float */.fV)(v[0]), (0,json/* float */.fV)(v[1])];
const cellRef = (p) => ({
    server_parallel: p.serverParallel,
    client_concurrency: p.clientConcurrency,
});
const keyOf = (id, p, c) => `${String(id)}|${String(p)}|${String(c)}`;
/** The plan's decision block as every runner's study embeds it (the plan is the same on every runner). */
function decisionRule(plan) {
    const d = obj(plan.decision);
    const rule = String(d.tie_rule);
    return {
        confidence: (0,prices/* numberOf */.rl)(d.confidence) ?? 0.95,
        indifferenceZone: ((0,prices/* numberOf */.rl)(d.indifference_zone_percent) ?? 0) / 100,
        tieRule: decision_plan/* TIE_RULES */.H5.includes(rule) ? rule : 'highest_estimate',
    };
}
/**
 * Refits a runner's block model exactly as its study's decision does (cells with a positive rate in
 * every pass, plan pass order) and picks each candidate's best eligible point: verdict not `fail`,
 * highest estimate; equal estimates go to the lower E2E p95, then fewer slots, then fewer clients.
 */
function fitRunner(runner) {
    const plan = obj(runner.study.plan);
    const passIds = objects(plan.passes).map((p) => p.id);
    const verdicts = new Map(objects(obj(runner.study.decision).cells).map((c) => [
        keyOf(c.candidate_id, c.server_parallel, c.client_concurrency),
        c,
    ]));
    const measured = objects(runner.study.cells).map((cell) => {
        const metrics = objects(cell.pass_metrics);
        const perPass = passIds.map((id) => metrics.find((m) => m.pass_id === id));
        const rates = perPass.map((m) => (0,prices/* numberOf */.rl)(m?.generated_tokens_per_second) ?? NaN);
        const rss = perPass.map((m) => (0,prices/* numberOf */.rl)(m?.server_peak_rss_mib) ?? Infinity);
        return { cell, rates, rss };
    });
    // Fitted exactly as the runner's study fits it.
    const { inModel, model } = (0,rate_model/* fitRateModel */.vs)(measured, (m) => m.rates, (m) => (0,rate_model/* serverRunKey */.cI)(m.cell.candidate_id, m.cell.server_parallel));
    const best = [];
    const cellOf = new Map();
    objects(plan.candidates).forEach((cand, candidateIndex) => {
        let top = null;
        let topCell = null;
        inModel.forEach((m, index) => {
            if (m.cell.candidate_id !== cand.id || model === null)
                return;
            const d = obj(verdicts.get(keyOf(m.cell.candidate_id, m.cell.server_parallel, m.cell.client_concurrency)));
            const verdict = d.verdict === 'pass' || d.verdict === 'indeterminate' ? d.verdict : null;
            if (verdict === null)
                return;
            const point = {
                runner: runner.label,
                runnerIndex: runner.runnerIndex,
                candidateId: String(cand.id),
                candidateIndex,
                serverParallel: Number((0,prices/* numberOf */.rl)(m.cell.server_parallel)),
                clientConcurrency: Number((0,prices/* numberOf */.rl)(m.cell.client_concurrency)),
                cell: { model, index },
                usdPerMinute: runner.usdPerMinute,
                e2eP95: (0,prices/* numberOf */.rl)(obj(d.e2e_latency_ms_p95).estimate),
                peakRssMib: Math.max(...m.rss),
                verdict,
            };
            if (top === null || beats(point, top)) {
                top = point;
                topCell = m.cell;
            }
        });
        if (top !== null && topCell !== null) {
            best.push(top);
            cellOf.set(top, topCell);
        }
    });
    return { runner, model, best, cellOf };
}
function beats(a, b) {
    if (rateOf(a) !== rateOf(b))
        return rateOf(a) > rateOf(b);
    const ea = a.e2eP95 ?? Infinity;
    const eb = b.e2eP95 ?? Infinity;
    if (ea !== eb)
        return ea < eb;
    if (a.serverParallel !== b.serverParallel)
        return a.serverParallel < b.serverParallel;
    return a.clientConcurrency < b.clientConcurrency;
}
const TIE_WORDS = {
    highest_estimate: 'highest estimate',
    lowest_e2e_p95: 'lowest E2E p95',
    lowest_peak_rss: 'lowest peak memory',
};
/** The tie rule as the fleet applies it: `highest_estimate` is the cheaper point estimate when priced. */
function tieRuleText(rule, priced) {
    if (rule !== 'highest_estimate')
        return TIE_WORDS[rule];
    return priced ? 'the cheaper point estimate' : 'the higher rate estimate';
}
/** Dollar amounts: 4 decimals below one dollar per Mtok would otherwise hide the difference. */
function usdText(x) {
    return x >= 1 ? `$${(0,format/* pyFixed */.mS)(x, 2)}` : `$${(0,format/* pyFixed */.mS)(x, 4)}`;
}
const where = (p) => `${p.runner} · ${p.candidateId} at P${p.serverParallel} / C${p.clientConcurrency}`;
function pointText(p, confidence) {
    const rate = cellInterval(p.cell.model, p.cell.index, confidence);
    let text = `${where(p)}: ${(0,headline/* rateText */.cf)(rate.estimate, rate.ci)}`;
    if (p.usdPerMinute !== null) {
        const cost = costInterval(p.usdPerMinute, rate.estimate, rate.ci);
        const ci = cost.ci === null ? ' [no interval]' : ` [${usdText(cost.ci[0])}, ${usdText(cost.ci[1])}]`;
        text += `, ${usdText(cost.estimate)}${ci} per million tokens`;
    }
    return text;
}
const VERDICT_WORDS = {
    better: 'faster',
    worse: 'slower',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'not distinguishable',
};
/** The chosen runner against every other runner on the chosen candidate (at most three named). */
function runnersText(chosen, points, confidence, iz) {
    const others = points.filter((p) => p.candidateId === chosen.candidateId && p.runner !== chosen.runner);
    if (others.length === 0)
        return '';
    const named = others.slice(0, 3).map((o) => {
        const c = independentComparison(chosen.cell, o.cell, confidence);
        const verdict = comparisonVerdict(c.ratio, c.ci, iz, c.mde);
        return `${o.runner}: ${VERDICT_WORDS[verdict]}, ${(0,headline/* changeText */.k0)(c.ratio, c.ci)} tok/s`;
    });
    const more = others.length > 3 ? ` and ${others.length - 3} more runner(s) in the comparison table` : '';
    return `; ${chosen.runner} against the other runners on ${chosen.candidateId}: ${named.join('; ')}${more}`;
}
/** The fleet's headline: the chosen point with its intervals and how it stands against the runner-up. */
function fleetHeadline(outcome, points, rule, priced, floor = null) {
    const { confidence, tieRule } = rule;
    const { chosen, runnerUp, versus } = outcome;
    if (outcome.status === 'no_eligible_point' || chosen === null)
        return ('No runner has a (candidate, P, C) point that passes the gates' +
            (floor === null ? '' : ` at or above ${floor} generated tokens/s`) +
            ': the fleet chooses none.');
    const metric = priced ? 'tokens per dollar' : 'tok/s';
    const open = runnersText(chosen, points, confidence, rule.indifferenceZone) +
        (chosen.verdict === 'indeterminate' ? '; its gates are not all settled in its study' : '');
    if (runnerUp === null || versus === null)
        return `${pointText(chosen, confidence)}; the only eligible point in the fleet${open}.`;
    const change = `${(0,headline/* changeText */.k0)(versus.metricRatio, versus.metricCi)} ${metric}`;
    if (outcome.status === 'decided')
        return `${pointText(chosen, confidence)}; ${change} over ${where(runnerUp)}${open}.`;
    const words = versus.verdict === 'indeterminate' ? 'Not distinguishable' : 'No detectable difference';
    const others = outcome.tied.length > 2 ? ` (${outcome.tied.length} points cannot be told apart)` : '';
    return (`${words} between ${where(chosen)} and ${where(runnerUp)}: ${change}${others}; ` +
        `chosen by the tie rule (${tieRuleText(tieRule, priced)}): ${pointText(chosen, confidence)}${open}.`);
}
function versusJson(v, priced) {
    return {
        metric: priced ? 'generated_tokens_per_usd' : 'generated_tokens_per_second',
        pairing: v.pairing,
        ratio: (0,json/* float */.fV)(v.metricRatio),
        ci: pair(v.metricCi),
        df: fl(v.df),
        minimum_detectable_effect: fl(v.mde),
        verdict: v.verdict,
    };
}
function pointJson(p, confidence, minTps) {
    const rate = cellInterval(p.cell.model, p.cell.index, confidence);
    const cost = p.usdPerMinute === null ? null : costInterval(p.usdPerMinute, rate.estimate, rate.ci);
    return {
        runner: p.runner,
        candidate_id: p.candidateId,
        cell: cellRef(p),
        verdict: p.verdict,
        generated_tokens_per_second: { estimate: (0,json/* float */.fV)(rate.estimate), ci: pair(rate.ci), df: fl(rate.df) },
        usd_per_million_tokens: cost === null ? null : { estimate: (0,json/* float */.fV)(cost.estimate), ci: pair(cost.ci) },
        meets_min_tokens_per_second: minTps === null ? null : rate.estimate >= minTps,
    };
}
function runnerJson(f) {
    const m = f.model;
    return {
        runner: f.runner.label,
        cells: m?.cells ?? 0,
        df: m === null || m.msE === null ? 0 : (0,json/* float */.fV)(m.runs === null ? m.dfE : m.runs.betweenDf),
        residual_sd_log: fl((0,rate_model/* runToRunSd */.p1)(m)),
        noise_floor: fl((0,rate_model/* runToRunSd */.p1)(m) === null ? null : Math.expm1((0,rate_model/* runToRunSd */.p1)(m))),
        cell_variance_log: fl(m?.cellVariance ?? null),
        cell_df: fl(m?.cellDf ?? null),
    };
}
/** Every candidate's best points, runner against runner (runner order, a before b), on the rate. */
function comparisonsJson(fits, confidence, iz) {
    const out = [];
    const candidates = objects(obj(fits[0]?.runner.study.plan).candidates).map((c) => String(c.id));
    for (const id of candidates)
        for (let i = 0; i < fits.length; i++)
            for (let j = i + 1; j < fits.length; j++) {
                const a = fits[i].best.find((p) => p.candidateId === id);
                const b = fits[j].best.find((p) => p.candidateId === id);
                if (!a || !b)
                    continue;
                const c = independentComparison(a.cell, b.cell, confidence);
                out.push({
                    runner_a: a.runner,
                    runner_b: b.runner,
                    candidate_id: id,
                    a_cell: cellRef(a),
                    b_cell: cellRef(b),
                    metric: 'generated_tokens_per_second',
                    pairing: c.pairing,
                    ratio: (0,json/* float */.fV)(c.ratio),
                    ci: pair(c.ci),
                    df: fl(c.df),
                    minimum_detectable_effect: fl(c.mde),
                    confidence: (0,json/* float */.fV)(confidence),
                    verdict: comparisonVerdict(c.ratio, c.ci, iz, c.mde),
                });
            }
    return out;
}
/**
 * The fleet decision of a plan with a decision block, over the complete runners (in fleet order).
 * Points below `minTps` (on the rate estimate) are listed but not considered.
 */
function deriveFleetDecision(runners, minTps, priced) {
    const fits = runners.map(fitRunner);
    const plan = obj(runners[0]?.study.plan);
    const { confidence, indifferenceZone, tieRule } = decisionRule(plan);
    const all = fits.flatMap((f) => f.best);
    const considered = all.filter((p) => minTps === null || rateOf(p) >= minTps);
    const outcome = chooseFleetPoint(considered, { confidence, indifferenceZone, tieRule });
    const headline = fleetHeadline(outcome, all, { confidence, indifferenceZone, tieRule }, priced, minTps);
    const { chosen, runnerUp } = outcome;
    const statistics = {
        schema_version: '1',
        method: FLEET_DECISION_METHOD,
        confidence: (0,json/* float */.fV)(confidence),
        indifference_zone: (0,json/* float */.fV)(indifferenceZone),
        metric: priced ? 'generated_tokens_per_usd' : 'generated_tokens_per_second',
        tie_rule: tieRule,
        tie_rule_applied: tieRuleText(tieRule, priced),
        runners: fits.map(runnerJson),
        points: all.map((p) => pointJson(p, confidence, minTps)),
        comparisons: comparisonsJson(fits, confidence, indifferenceZone),
        choice: {
            status: outcome.status,
            runner: chosen?.runner ?? null,
            candidate_id: chosen?.candidateId ?? null,
            cell: chosen ? cellRef(chosen) : null,
            cell_verdict: chosen?.verdict ?? null,
            runner_up: runnerUp
                ? { runner: runnerUp.runner, candidate_id: runnerUp.candidateId, cell: cellRef(runnerUp) }
                : null,
            versus: outcome.versus ? versusJson(outcome.versus, priced) : null,
            tied: outcome.tied.map((p) => ({ runner: p.runner, candidate_id: p.candidateId })),
            headline,
        },
    };
    let choice = null;
    if (chosen !== null) {
        const summary = obj(fits[runners.findIndex((r) => r.label === chosen.runner)].cellOf.get(chosen)?.summary);
        const median = (0,prices/* numberOf */.rl)(summary.generated_tokens_per_second_median);
        choice = {
            runner: chosen.runner,
            candidate_id: chosen.candidateId,
            server_parallel: chosen.serverParallel,
            client_concurrency: chosen.clientConcurrency,
            generated_tokens_per_second_median: (0,json/* float */.fV)(median),
            usd_per_million_tokens: chosen.usdPerMinute === null ? null : (0,json/* float */.fV)((0,prices/* usdPerMillionTokens */.If)(chosen.usdPerMinute, median)),
        };
    }
    const level = (0,format/* pyFixed */.mS)(confidence * 100, 0);
    const reason = `${headline} The fleet compares every runner's best eligible point of each candidate on ` +
        `${priced ? 'generated tokens per dollar' : 'generated tokens/s'} with ${level} % intervals; points the ` +
        `leader is not shown better than by at least the larger of the indifference zone ` +
        `(${(0,format/* pyFixed */.mS)(indifferenceZone * 100, 1)} %) and that comparison's minimum detectable effect cannot be ` +
        `told apart, and the plan's tie rule (${tieRuleText(tieRule, priced)}) chooses among them.`;
    return {
        statistics,
        choice,
        consideredPointCount: considered.length,
        tiedPointCount: outcome.tied.length,
        reason,
    };
}


/***/ }),

/***/ 7843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ fleetOpenLoopSection),
/* harmony export */   Z8: () => (/* binding */ openLoopPrices),
/* harmony export */   mG: () => (/* binding */ OPEN_LOOP_FLEET_NOTE),
/* harmony export */   z0: () => (/* binding */ fleetOpenLoopTable)
/* harmony export */ });
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6883);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
/* harmony import */ var _report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8220);
/* harmony import */ var _report_receipt_open_loop_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7911);
/* harmony import */ var _fleet_decision_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7389);
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3421);
// The fleet's open-loop prices (docs/open-loop.md, "Fleet"): for a runner whose study has a rate
// envelope, each (candidate, P) with its highest sustainable rate, bracket and goodput, and the USD
// per million generated tokens at that rate — beside the closed-loop figure of the selected point.
// A search that did not converge has no price (it is not a capacity). Absent envelope: nothing.






const fl = (x) => (x === null ? null : (0,_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .float */ .fV)(x));
/**
 * One entry per P of the candidate's envelope; undefined when the study has none. Cost at the
 * sustainable rate uses the goodput tokens/s there; the cost bracket scales it to the bracket's hi
 * (tokens/s proportional to the offered rate), so [cost at hi, cost at the sustainable rate].
 */
function openLoopPrices(study, candidateId, usdPerMinute) {
    const envelope = study.rate_envelope;
    if (!Array.isArray(envelope))
        return undefined;
    return envelope
        .filter((e) => (0,_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonObject */ .OW)(e) && e.candidate_id === candidateId)
        .map((e) => {
        const status = e.status;
        const rate = (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .numberOf */ .rl)(e.max_rate_rps);
        const bracket = Array.isArray(e.bracket_rps) ? e.bracket_rps.map((v) => (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .numberOf */ .rl)(v)) : [null, null];
        const goodputTps = (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .numberOf */ .rl)(e.goodput_tokens_per_second);
        const priced = usdPerMinute !== null && status === 'converged' && rate !== null && goodputTps !== null;
        const cost = priced && goodputTps > 0 ? (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .usdPerMillionTokens */ .If)(usdPerMinute, goodputTps) : null;
        const hi = bracket[1];
        const costAtHi = cost !== null && hi !== null ? (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .usdPerMillionTokens */ .If)(usdPerMinute, goodputTps * (hi / rate)) : null;
        return {
            server_parallel: (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .numberOf */ .rl)(e.server_parallel),
            status,
            max_rate_rps: fl(rate),
            bracket_rps: bracket.map(fl),
            goodput_tokens_per_second: fl(goodputTps),
            usd_per_million_tokens: fl(cost),
            usd_per_million_tokens_bracket: cost === null ? null : [fl(costAtHi), fl(cost)],
            spread_gate: e.spread_gate,
            source_pointer: `/rate_envelope/${envelope.indexOf(e)}`,
        };
    });
}
/** The open-loop table of a fleet as plain text cells (runner, candidate first); null when no study has an envelope. */
function fleetOpenLoopTable(runners, priced) {
    const rows = [];
    for (const r of runners) {
        if (r.status !== 'complete')
            continue;
        for (const c of r.candidates) {
            const entries = c.open_loop;
            if (entries === undefined)
                continue;
            const closed = c.selected?.usd_per_million_tokens;
            for (const e of entries) {
                const env = {
                    status: e.status,
                    bracket_rps: e.bracket_rps,
                    spread_gate: e.spread_gate,
                };
                const rate = e.max_rate_rps;
                const cost = e.usd_per_million_tokens;
                const cb = e.usd_per_million_tokens_bracket;
                const cells = [
                    r.label,
                    c.candidate_id,
                    `P${e.server_parallel}`,
                    e.status === 'converged' && rate !== null ? `${(0,_report_receipt_open_loop_js__WEBPACK_IMPORTED_MODULE_3__/* .rateText */ .cf)(rate)} req/s` : 'not established',
                    (0,_report_receipt_open_loop_js__WEBPACK_IMPORTED_MODULE_3__/* .bracketText */ .GY)(env.bracket_rps),
                    e.goodput_tokens_per_second === null ? '—' : (0,_core_format_js__WEBPACK_IMPORTED_MODULE_4__/* .pyFixed */ .mS)(e.goodput_tokens_per_second, 1),
                ];
                if (priced)
                    cells.push(cost === null
                        ? '—'
                        : `${(0,_fleet_decision_document_js__WEBPACK_IMPORTED_MODULE_0__/* .usdText */ .Yn)(cost)} [${cb === null || cb[0] === null ? 'open' : (0,_fleet_decision_document_js__WEBPACK_IMPORTED_MODULE_0__/* .usdText */ .Yn)(cb[0])}, ${(0,_fleet_decision_document_js__WEBPACK_IMPORTED_MODULE_0__/* .usdText */ .Yn)(cost)}]`, closed === null || closed === undefined ? '—' : (0,_fleet_decision_document_js__WEBPACK_IMPORTED_MODULE_0__/* .usdText */ .Yn)(closed));
                cells.push((0,_report_receipt_open_loop_js__WEBPACK_IMPORTED_MODULE_3__/* .statusWords */ .o7)(env));
                rows.push(cells);
            }
        }
    }
    if (rows.length === 0)
        return null;
    const head = ['Runner', 'Candidate', 'P', 'Highest sustainable rate', 'Bracket', 'Goodput tok/s'];
    if (priced)
        head.push('$/M tokens at that rate [bracket]', '$/M tokens closed-loop (selected point)');
    head.push('Search');
    return { head, rows };
}
const OPEN_LOOP_FLEET_NOTE = 'Per runner, candidate and P: the highest offered rate every pass sustained under the plan’s attainment target ' +
    '(a search that did not converge is not a capacity and has no price). USD per million tokens there = ' +
    'usd_per_minute / (goodput tok/s × 60) × 1e6; the bracket scales the goodput to the bracket’s upper rate.';
/** The fleet receipt's open-loop section; nothing when no runner's study has an envelope. */
function fleetOpenLoopSection(runners, priced) {
    const t = fleetOpenLoopTable(runners, priced);
    if (t === null)
        return [];
    return [
        '## Open-loop capacity',
        '',
        OPEN_LOOP_FLEET_NOTE,
        '',
        `| ${t.head.join(' | ')} |`,
        `| ${t.head.map(() => '---').join(' | ')} |`,
        ...t.rows.map((r) => `| ${r.map((x, i) => (i < 2 ? (0,_report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .markdownText */ .p7)(x) : x)).join(' | ')} |`),
        '',
    ];
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gG: () => (/* binding */ deriveFleet),
  Vs: () => (/* binding */ refusedRunner),
  Sh: () => (/* binding */ runnerLabelProblem)
});

// UNUSED EXPORTS: FLEET_CLASSIFICATION, FLEET_SCHEMA_VERSION, MAX_FLEET_RUNNERS

// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/schema-validation.ts + 1 modules
var schema_validation = __webpack_require__(9412);
// EXTERNAL MODULE: ./src/domain/study/validate.ts
var validate = __webpack_require__(630);
// EXTERNAL MODULE: ./src/domain/fleet/fleet-decision-document.ts + 2 modules
var fleet_decision_document = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/domain/fleet/prices.ts
var fleet_prices = __webpack_require__(3421);
;// CONCATENATED MODULE: ./src/domain/fleet/machine-facts.ts
// A fleet runner's machine facts, read from its study's embedded manifest (provenance).


const obj = (v) => ((0,json/* isJsonObject */.OW)(v) ? v : {});
/** Runner facts from the study's embedded manifest (provenance). */
function machineFacts(study) {
    const prov = obj(study.provenance);
    const runner = obj(prov.runner);
    const source = obj(prov.source);
    const host = obj(prov.host_evidence);
    const memBytes = (0,fleet_prices/* numberOf */.rl)(host.memory_total_bytes);
    const parallel = (0,fleet_prices/* numberOf */.rl)(host.available_parallelism);
    const image = typeof host.runner_image === 'string' && host.runner_image.trim() ? host.runner_image : null;
    return {
        os: runner.os ?? null,
        architecture: runner.architecture ?? null,
        cpu: runner.cpu ?? null,
        cpu_count: runner.cpu_count ?? null,
        available_parallelism: parallel !== null && Number.isSafeInteger(parallel) && parallel > 0 ? parallel : null,
        memory_total_mib: memBytes !== null && memBytes > 0 ? (0,json/* float */.fV)(memBytes / 1048576) : null,
        runner_image: image,
        run_id: source.run_id ?? null,
        run_attempt: source.run_attempt ?? null,
        generated_at_utc: source.generated_at_utc ?? null,
    };
}

// EXTERNAL MODULE: ./src/domain/fleet/fleet-open-loop.ts
var fleet_open_loop = __webpack_require__(7843);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet.ts
// Fleet study: one complete capacity study per runner, compared under the plan's own selection
// rule. Every value of capacity-fleet.json is derived from the runners' studies (each re-derived
// and validated first), the optional price table and the optional throughput floor, so the same
// inputs always give the same bytes.
// cohesive: the one derivation of capacity-fleet.json, from input checks to the document, in named steps.










const FLEET_SCHEMA_VERSION = '1.0';
const FLEET_CLASSIFICATION = 'capacity-fleet';
const MAX_FLEET_RUNNERS = 64;
/** The input of a runner the fleet refused: nothing of its bundle is used, only the reason. */
function refusedRunner(runner, reason) {
    return {
        label: runner.label,
        artifactName: runner.artifactName,
        study: null,
        studyValue: null,
        status: null,
        receiptFile: null,
        refused: reason,
    };
}
/** Re-derives and validates a runner's study; a study that does not is refused. */
function checkRunnerStudy(value, label, path) {
    try {
        (0,validate/* validateStudy */.c3)(value, path);
    }
    catch (e) {
        if (e instanceof errors/* VerificationMismatch */.O9 || e instanceof errors/* InputError */.dz)
            throw new errors/* RunnerRefusedError */.JQ(label, `its study is refused: ${e.message}`, e instanceof errors/* VerificationMismatch */.O9 ? e.mismatches : [e.message]);
        throw e;
    }
}
const RUNNER_LABEL = /^[A-Za-z0-9][A-Za-z0-9._:+-]{0,127}$/;
/** Why `label` cannot name a fleet runner, or undefined when it can. */
function runnerLabelProblem(label) {
    if (typeof label !== 'string')
        return `must be a string, got ${label === null ? 'null' : typeof label}`;
    if (!RUNNER_LABEL.test(label))
        return `${JSON.stringify(label)} must be 1-128 characters of A-Z a-z 0-9 . _ : + - starting with a letter or digit`;
    return undefined;
}
const asFloat = (v) => {
    const n = (0,fleet_prices/* numberOf */.rl)(v);
    return n === null ? null : (0,json/* float */.fV)(n);
};
function fleet_obj(v) {
    return (0,json/* isJsonObject */.OW)(v) ? v : {};
}
function candidateEntries(study, usdPerMinute, minTps, runnerIndex, runner, points, excluded) {
    const plan = fleet_obj(study.plan);
    const candidates = plan.candidates ?? [];
    const selections = study.selections ?? [];
    const cells = study.cells ?? [];
    return candidates.map((cand, candidateIndex) => {
        const id = cand.id;
        const selIndex = selections.findIndex((s) => s.candidate_id === id);
        const sel = fleet_obj(selections[selIndex]);
        const own = cells.filter((c) => c.candidate_id === id);
        const reasons = new Map();
        for (const cell of own)
            for (const r of fleet_obj(cell.summary).failure_reasons ?? [])
                reasons.set(r, (reasons.get(r) ?? 0) + 1);
        const rejected = {};
        for (const k of [...reasons.keys()].sort())
            rejected[k] = reasons.get(k);
        const base = {
            candidate_id: id,
            label: cand.label ?? id,
            role: cand.role ?? null,
            cell_count: own.length,
            eligible_cell_count: sel.eligible_cell_count ?? 0,
            rejected_cell_reasons: rejected,
            source_pointer: `/selections/${selIndex}`,
            ...openLoopMember(study, id, usdPerMinute),
        };
        const selected = sel.selected_cell;
        if (!(0,json/* isJsonObject */.OW)(selected)) {
            excluded.push({ runner, candidate_id: id, reason: 'no-eligible-point' });
            return { ...base, gate_status: 'no-eligible-point', selected: null };
        }
        const p = Number((0,fleet_prices/* numberOf */.rl)(selected.server_parallel));
        const c = Number((0,fleet_prices/* numberOf */.rl)(selected.client_concurrency));
        const cellIndex = cells.findIndex((x) => x.candidate_id === id && (0,fleet_prices/* numberOf */.rl)(x.server_parallel) === p && (0,fleet_prices/* numberOf */.rl)(x.client_concurrency) === c);
        const summary = fleet_obj(cells[cellIndex]?.summary);
        const tps = (0,fleet_prices/* numberOf */.rl)(summary.generated_tokens_per_second_median);
        const e2e = (0,fleet_prices/* numberOf */.rl)(summary.e2e_latency_ms_p95_median);
        const ttft = (0,fleet_prices/* numberOf */.rl)(summary.ttft_ms_p95_median);
        const rss = (0,fleet_prices/* numberOf */.rl)(summary.server_peak_rss_mib_max);
        const cost = usdPerMinute === null ? null : (0,fleet_prices/* usdPerMillionTokens */.If)(usdPerMinute, tps);
        const meetsMin = minTps === null ? null : tps >= minTps;
        if (meetsMin === false)
            excluded.push({ runner, candidate_id: id, reason: 'below-min-tokens-per-second' });
        else
            points.push({
                runnerIndex,
                runner,
                candidateIndex,
                candidateId: id,
                p,
                c,
                tps,
                // A selected cell always has both passes' latencies (it met the SLO); keep the order total anyway.
                e2e: e2e ?? Number.POSITIVE_INFINITY,
                ttft: ttft ?? Number.POSITIVE_INFINITY,
                rss: rss ?? Number.POSITIVE_INFINITY,
                cost,
            });
        return {
            ...base,
            gate_status: 'selected',
            selected: {
                server_parallel: p,
                client_concurrency: c,
                generated_tokens_per_second_median: asFloat(summary.generated_tokens_per_second_median),
                ttft_ms_p95_median: asFloat(summary.ttft_ms_p95_median),
                e2e_latency_ms_p95_median: asFloat(summary.e2e_latency_ms_p95_median),
                server_peak_rss_mib_max: asFloat(summary.server_peak_rss_mib_max),
                usd_per_million_tokens: cost === null ? null : (0,json/* float */.fV)(cost),
                meets_min_tokens_per_second: meetsMin,
                source_pointer: `/cells/${cellIndex}/summary`,
            },
        };
    });
}
/** `open_loop` of a candidate entry, only for a study with a rate envelope (else the bytes are unchanged). */
function openLoopMember(study, id, usdPerMinute) {
    const prices = (0,fleet_open_loop/* openLoopPrices */.Z8)(study, id, usdPerMinute);
    return prices === undefined ? {} : { open_loop: prices };
}
/** The plan's tie-breakers, lower is better: E2E p95, TTFT p95, RSS, P, C; then input order. */
function tieOrder(a, b) {
    return (a.e2e - b.e2e ||
        a.ttft - b.ttft ||
        a.rss - b.rss ||
        a.p - b.p ||
        a.c - b.c ||
        a.runnerIndex - b.runnerIndex ||
        a.candidateIndex - b.candidateIndex);
}
const within = (v, bound) => Math.abs(v - bound) <= Math.max(1e-12 * Math.max(Math.abs(v), Math.abs(bound)), 1e-12);
function decide(points, byCost, tolerancePercent, minTps) {
    const basis = byCost ? 'lowest-usd-per-million-tokens' : 'highest-generated-tokens-per-second';
    if (points.length === 0) {
        return {
            basis,
            choice: null,
            considered_point_count: 0,
            within_tolerance_point_count: 0,
            reason: 'No runner produced an operating point that cleared every gate of the plan' +
                (minTps === null ? '' : ` at or above ${minTps} generated tokens/s`) +
                ', so the fleet has no recommendation.',
        };
    }
    let band;
    if (byCost) {
        const best = Math.min(...points.map((x) => x.cost));
        const ceiling = best * (1 + tolerancePercent / 100);
        band = points.filter((x) => x.cost <= ceiling || within(x.cost, ceiling));
    }
    else {
        const best = Math.max(...points.map((x) => x.tps));
        const floor = best * (1 - tolerancePercent / 100);
        band = points.filter((x) => x.tps >= floor || within(x.tps, floor));
    }
    const chosen = [...band].sort(tieOrder)[0];
    const tol = tolerancePercent.toFixed(1);
    const objective = byCost
        ? `the lowest cost per million generated tokens (within ${tol}% of the cheapest)`
        : `the highest median generated tokens/s (within ${tol}% of the fastest)`;
    const reason = `Among ${points.length} operating point(s) that cleared every gate of the plan` +
        (minTps === null ? '' : ` and reached at least ${minTps} generated tokens/s`) +
        `, ${band.length} had ${objective}; ` +
        (band.length > 1
            ? "the plan's lower-is-better tie-breakers (E2E p95, TTFT p95, peak RSS, server slots, clients) chose this one."
            : 'this is the only one.');
    return {
        basis,
        choice: {
            runner: chosen.runner,
            candidate_id: chosen.candidateId,
            server_parallel: chosen.p,
            client_concurrency: chosen.c,
            generated_tokens_per_second_median: (0,json/* float */.fV)(chosen.tps),
            usd_per_million_tokens: chosen.cost === null ? null : (0,json/* float */.fV)(chosen.cost),
        },
        considered_point_count: points.length,
        within_tolerance_point_count: band.length,
        reason,
    };
}
function incompleteReason(input) {
    if (input.refused)
        return { stage: 'fleet-verification', reason: input.refused };
    const status = input.status;
    if ((0,json/* isJsonObject */.OW)(status) && status.status === 'incomplete') {
        return {
            stage: typeof status.failed_stage === 'string' ? status.failed_stage : null,
            reason: typeof status.reason === 'string' && status.reason.trim()
                ? status.reason
                : 'the study did not finish',
        };
    }
    if (input.artifactName === null && status === null)
        return { stage: null, reason: 'no bundle artifact was found for this runner' };
    return { stage: null, reason: 'the runner bundle has no capacity-study.json' };
}
/**
 * Derives capacity-fleet.json. A runner's study that does not re-derive throws RunnerRefusedError,
 * unless `onRefused` is given (then that runner is recorded as refused).
 */
function deriveFleet(inputs) {
    const { runners, prices, minTokensPerSecond: minTps } = inputs;
    const price = checkedPrices(inputs);
    const seenPlan = { hash: null, from: '', plan: null };
    const points = [];
    const excluded = [];
    const out = [];
    const studied = [];
    runners.forEach((given, runnerIndex) => {
        const usd = prices ? price.get(given.label) : null;
        let r = given;
        if (r.study !== null && !r.refused) {
            try {
                checkRunnerStudy(r.studyValue, r.label, r.study.path);
            }
            catch (e) {
                if (!(e instanceof errors/* RunnerRefusedError */.JQ) || !inputs.onRefused)
                    throw e;
                inputs.onRefused(e);
                r = refusedRunner(r, e.reason);
            }
        }
        if (r.study === null || r.refused) {
            excluded.push({ runner: r.label, candidate_id: null, reason: 'runner-incomplete' });
            out.push(incompleteRunner(r, usd));
            return;
        }
        const study = r.studyValue;
        requireSamePlan(seenPlan, study, r.label, r.study.path);
        studied.push({ label: r.label, runnerIndex, study, usdPerMinute: usd });
        out.push({
            label: r.label,
            status: 'complete',
            failed_stage: null,
            incomplete_reason: null,
            artifact_name: r.artifactName,
            study_sha256: (0,hashing/* sha256Hex */.fg)(r.study.bytes),
            receipt_file: r.receiptFile,
            usd_per_minute: usd === null ? null : (0,json/* float */.fV)(usd),
            machine: machineFacts(study),
            candidates: candidateEntries(study, usd, minTps, runnerIndex, r.label, points, excluded),
        });
    });
    const p = seenPlan.plan;
    const tolerance = p ? ((0,fleet_prices/* numberOf */.rl)(fleet_obj(p.selection).objective_tolerance_percent) ?? 1) : 1;
    const decision = fleetDecision(p, { points, studied, priced: prices !== null, tolerance, minTps });
    const complete = out.filter((r) => r.status === 'complete').length;
    const fleet = {
        schema_version: FLEET_SCHEMA_VERSION,
        classification: FLEET_CLASSIFICATION,
        status: complete === runners.length ? 'complete' : 'incomplete',
        runner_count: runners.length,
        complete_runner_count: complete,
        plan: planSummary(p, seenPlan.hash, tolerance),
        min_tokens_per_second: minTps === null ? null : (0,json/* float */.fV)(minTps),
        prices: prices ? { sha256: prices.sha256, source: 'user price table (USD per runner-minute)' } : null,
        cost_formula: 'usd_per_minute / (generated_tokens_per_second_median * 60) * 1e6',
        runners: out,
        excluded,
        decision,
    };
    (0,schema_validation/* validateDocument */.m)('capacity-fleet', fleet, 'capacity-fleet.json');
    return fleet;
}
/** The fleet's inputs checked (runner count, labels, floor); each runner's price when a table is given. */
function checkedPrices(inputs) {
    const { runners, prices, minTokensPerSecond: minTps } = inputs;
    if (runners.length === 0)
        (0,errors/* fail */.fJ)('a fleet needs at least one runner');
    if (runners.length > MAX_FLEET_RUNNERS)
        (0,errors/* fail */.fJ)(`a fleet has at most ${MAX_FLEET_RUNNERS} runners, got ${runners.length}`);
    if (minTps !== null && !(Number.isFinite(minTps) && minTps > 0))
        (0,errors/* fail */.fJ)(`the minimum tokens/s target must be a number greater than 0, got ${minTps}`);
    const seen = new Set();
    for (const r of runners) {
        const problem = runnerLabelProblem(r.label);
        if (problem)
            (0,errors/* fail */.fJ)(`runner label ${problem}`);
        if (seen.has(r.label))
            (0,errors/* fail */.fJ)(`runner ${JSON.stringify(r.label)} is listed twice`);
        seen.add(r.label);
    }
    // Every runner needs a price when a table is given, complete or not: a fleet is priced as a whole.
    const price = new Map();
    if (prices)
        for (const r of runners)
            price.set(r.label, (0,fleet_prices/* priceFor */.VA)(prices, r.label));
    return price;
}
/** The entry of a runner without a study that re-derives: why, and nothing measured. */
function incompleteRunner(r, usd) {
    const why = incompleteReason(r);
    return {
        label: r.label,
        status: 'incomplete',
        failed_stage: why.stage,
        incomplete_reason: why.reason,
        artifact_name: r.artifactName,
        study_sha256: null,
        receipt_file: r.receiptFile,
        usd_per_minute: usd === null ? null : (0,json/* float */.fV)(usd),
        machine: null,
        candidates: [],
    };
}
/** The first complete runner's plan is the fleet's; a runner that ran another plan is refused. */
function requireSamePlan(seen, study, label, path) {
    const hash = fleet_obj(study.input_fingerprints).capacity_plan_content_sha256;
    if (seen.hash === null) {
        seen.hash = hash;
        seen.from = label;
        seen.plan = fleet_obj(study.plan);
    }
    else if (hash !== seen.hash) {
        (0,errors/* fail */.fJ)(`runner ${JSON.stringify(label)} ran a different capacity plan (content sha256 ${hash}) than runner ` +
            `${JSON.stringify(seen.from)} (${seen.hash}); a fleet compares the same plan on every runner`, path, '/input_fingerprints/capacity_plan_content_sha256');
    }
}
/** The fleet's decision: the cheapest or fastest point, or with intervals when the plan decides. */
function fleetDecision(p, args) {
    const { points, studied, priced, tolerance, minTps } = args;
    const decision = p
        ? decide(points, priced, tolerance, minTps)
        : {
            basis: priced ? 'lowest-usd-per-million-tokens' : 'highest-generated-tokens-per-second',
            choice: null,
            considered_point_count: 0,
            within_tolerance_point_count: 0,
            reason: 'No runner finished its study, so the fleet has no recommendation.',
        };
    // A plan with a decision block: the fleet decides with intervals (docs/decision.md, "Fleet").
    if (p && (0,json/* isJsonObject */.OW)(p.decision)) {
        const d = (0,fleet_decision_document/* deriveFleetDecision */.A9)(studied, minTps, priced);
        decision.choice = d.choice;
        decision.considered_point_count = d.consideredPointCount;
        decision.within_tolerance_point_count = d.tiedPointCount;
        decision.reason = d.reason;
        decision.statistics = d.statistics;
    }
    return decision;
}
/** What the fleet records of the plan every runner ran. */
function planSummary(p, planHash, tolerance) {
    return p
        ? {
            capacity_plan_content_sha256: planHash,
            scope: p.scope ?? null,
            candidates: (p.candidates ?? []).map((c) => ({
                id: c.id,
                label: c.label,
                role: c.role,
            })),
            objective_tolerance_percent: (0,json/* float */.fV)(tolerance),
            tie_breakers: fleet_obj(p.selection).tie_breakers ?? [],
        }
        : null;
}


/***/ }),

/***/ 3421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ MIN_USD_PER_MINUTE),
/* harmony export */   If: () => (/* binding */ usdPerMillionTokens),
/* harmony export */   JH: () => (/* binding */ MAX_USD_PER_MINUTE),
/* harmony export */   VA: () => (/* binding */ priceFor),
/* harmony export */   Xm: () => (/* binding */ parsePriceTable),
/* harmony export */   rl: () => (/* binding */ numberOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8050);
// The optional per-runner price table of a fleet study: {"<runner label>": {"usd_per_minute": x}}.
// GitHub publishes per-minute runner prices on its "Actions runner pricing" page; the tool never
// hard-codes them, the user states what they pay.


/**
 * The range a stated price must lie in. Below a billionth of a dollar per minute, or above a million
 * dollars, is a typo, not a price; and inside it USD per million tokens stays a positive, normal,
 * finite number for any generated rate from 1e-6 to 1e9 tokens per second.
 */
const MIN_USD_PER_MINUTE = 1e-9;
const MAX_USD_PER_MINUTE = 1e6;
/** A JSON number as a JS number (null for anything else). */
function numberOf(v) {
    if (v instanceof _core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonFloat */ .Xg)
        return v.value;
    if (typeof v === 'number')
        return v;
    if (typeof v === 'bigint')
        return Number(v);
    return null;
}
/** Validates a parsed price table; every problem names the runner label and the field. */
function parsePriceTable(value, path, sha256) {
    if (!(0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value))
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)('expected an object keyed by runner label, e.g. {"ubuntu-24.04-arm": {"usd_per_minute": 0.005}}', path, '');
    const usdPerMinute = new Map();
    for (const [label, entry] of Object.entries(value)) {
        const pointer = `/${(0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(label)}`;
        if (!(0,_core_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(entry))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`the price of runner ${JSON.stringify(label)} must be an object {"usd_per_minute": <number>}`, path, pointer);
        const keys = Object.keys(entry);
        const unknown = keys.filter((k) => k !== 'usd_per_minute').sort();
        if (!keys.includes('usd_per_minute') || unknown.length)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`the price of runner ${JSON.stringify(label)} must have exactly the key usd_per_minute` +
                (unknown.length ? ` (unknown fields: ${unknown.join(', ')})` : ' (missing)'), path, pointer);
        const raw = entry.usd_per_minute;
        const n = typeof raw === 'boolean' ? null : numberOf(raw);
        if (n === null || !Number.isFinite(n))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`usd_per_minute of runner ${JSON.stringify(label)} must be a finite number, got ${typeof raw === 'string' ? JSON.stringify(raw) : raw === null ? 'null' : typeof raw}`, path, `${pointer}/usd_per_minute`);
        if (!(n > 0))
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`usd_per_minute of runner ${JSON.stringify(label)} must be greater than 0, got ${n}`, path, `${pointer}/usd_per_minute`);
        if (n < MIN_USD_PER_MINUTE || n > MAX_USD_PER_MINUTE)
            (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`usd_per_minute of runner ${JSON.stringify(label)} must be between ${MIN_USD_PER_MINUTE} and ${MAX_USD_PER_MINUTE} USD per minute, got ${n}`, path, `${pointer}/usd_per_minute`);
        usdPerMinute.set(label, n);
    }
    return { path, sha256, usdPerMinute };
}
/** The price of `label`; a clear error when the table has none. */
function priceFor(table, label) {
    const price = table.usdPerMinute.get(label);
    if (price === undefined)
        (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .fail */ .fJ)(`has no price for runner ${JSON.stringify(label)}; add {"${label}": {"usd_per_minute": <USD per minute>}} ` +
            `(known runners: ${[...table.usdPerMinute.keys()].map((k) => JSON.stringify(k)).join(', ') || 'none'})`, table.path);
    return price;
}
/** USD per million generated tokens at `tokensPerSecond` on a runner billed `usdPerMinute`. */
function usdPerMillionTokens(usdPerMinute, tokensPerSecond) {
    return (usdPerMinute / (tokensPerSecond * 60)) * 1e6;
}


/***/ }),

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ renderMermaidCharts),
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   nF: () => (/* binding */ niceCeil)
/* harmony export */ });
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6883);
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8220);
/* harmony import */ var _study_study_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2499);
// Mermaid `xychart-beta` charts for the job summary and PR comment: per candidate, generated tok/s vs
// client concurrency with one line per server-slot level, plus a compact pass/fail table (xychart
// cannot colour single points, and it draws no legend, so the table doubles as the legend).



/** Line colours and the matching emoji the table uses as a legend (red left out: it reads as "fail"). */
const PALETTE = [
    { hex: '#1f77b4', swatch: '🔵', name: 'blue' },
    { hex: '#ff7f0e', swatch: '🟠', name: 'orange' },
    { hex: '#2ca02c', swatch: '🟢', name: 'green' },
    { hex: '#9467bd', swatch: '🟣', name: 'purple' },
    { hex: '#8c564b', swatch: '🟤', name: 'brown' },
    { hex: '#222222', swatch: '⚫', name: 'black' },
    { hex: '#bcbd22', swatch: '🟡', name: 'yellow' },
];
/**
 * Text inside a quoted Mermaid string (a chart title, shown only inside the chart; the table below
 * it carries the exact label): no quotes, backticks (they would close the fence) or line breaks. GitHub does not link mentions inside a code fence, but the source is also shown when a
 * chart fails to render, so `@name` gets the same zero-width space as in Markdown text. Mermaid
 * reads `%%{…}%%` anywhere in a chart's source as a directive (the chart's own configuration, which a
 * label could then override), so a run of `%` signs becomes one.
 */
function mermaidText(s) {
    return (s
        .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
        .replace(/["`]/g, "'")
        .replace(/%{2,}/g, '%')
        .replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b')
        // Angle quotes stand in for < and >: no tag reaches the chart renderer and no
        // `<!-- … -->` (the sticky comment marker) appears in the comment source.
        .replace(/</g, '\u2039')
        .replace(/>/g, '\u203a')
        .trim());
}
/** Smallest 1/2/5 × 10^k step at or above x: keeps the y-axis top a round number. */
function niceCeil(x) {
    if (!(x > 0))
        return 1;
    const magnitude = 10 ** Math.floor(Math.log10(x));
    for (const step of [1, 2, 2.5, 5, 10]) {
        if (step * magnitude >= x)
            return step * magnitude;
    }
    return 10 * magnitude;
}
function candidateChart(view, candidateId, label) {
    const selected = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_0__/* .selectionFor */ .CU)(view, candidateId).selectedCell;
    const grid = view.serverParallelLevels.map((p) => view.clientConcurrencyLevels.map((c) => (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_0__/* .findCell */ .u3)(view, candidateId, p, c)));
    const maxRate = Math.max(...grid.flat().map((cell) => cell.summary.generatedTokensPerSecondMedian));
    const palette = view.serverParallelLevels.map((_, i) => PALETTE[i % PALETTE.length]);
    const lines = [];
    lines.push(`#### ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownText */ .p7)(label)}: generated tok/s by simultaneous clients`, '');
    lines.push('```mermaid');
    lines.push(`%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette.map((p) => p.hex).join(', ')}"}}}}%%`);
    lines.push('xychart-beta');
    lines.push(`    title "${mermaidText(label)}"`);
    lines.push(`    x-axis "Simultaneous clients" [${view.clientConcurrencyLevels.map((c) => `"C${c}"`).join(', ')}]`);
    lines.push(`    y-axis "Generated tok/s (median of passes)" 0 --> ${niceCeil(maxRate * 1.1)}`);
    view.serverParallelLevels.forEach((p, i) => {
        const values = grid[i].map((cell) => (0,_core_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFixed */ .mS)(cell.summary.generatedTokensPerSecondMedian, 2));
        lines.push(`    line "P${p}" [${values.join(', ')}]`);
    });
    lines.push('```', '');
    lines.push(`| Line | Server slots | ${view.clientConcurrencyLevels.map((c) => `C${c}`).join(' | ')} |`);
    lines.push(`| --- | ---: | ${view.clientConcurrencyLevels.map(() => '---').join(' | ')} |`);
    view.serverParallelLevels.forEach((p, i) => {
        const cells = grid[i].map((cell) => {
            const mark = cell.summary.capacityGateMet ? '✅' : '❌';
            const text = `${mark} ${(0,_core_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFixed */ .mS)(cell.summary.generatedTokensPerSecondMedian, 2)}`;
            const isSelected = selected !== null &&
                selected.serverParallel === cell.serverParallel &&
                selected.clientConcurrency === cell.clientConcurrency;
            return isSelected ? `**${text}** ⭐` : text;
        });
        lines.push(`| ${palette[i].swatch} ${palette[i].name} | P${p} | ${cells.join(' | ')} |`);
    });
    lines.push('');
    lines.push(selected === null
        ? '✅ passed every gate · ❌ rejected · no observed point cleared every gate'
        : `✅ passed every gate · ❌ rejected · ⭐ selected P${selected.serverParallel} / C${selected.clientConcurrency}`);
    return lines.join('\n');
}
/** One chart + pass/fail table per plan candidate, in plan order; Markdown ready for a summary or comment. */
function renderMermaidCharts(study) {
    const view = (0,_study_study_model_js__WEBPACK_IMPORTED_MODULE_0__/* .readStudyView */ .jw)(study);
    return view.candidates.map((c) => candidateChart(view, c.id, c.label)).join('\n\n') + '\n';
}


/***/ }),

/***/ 9923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oU: () => (/* binding */ FLEET_FILE),
  D5: () => (/* binding */ FLEET_PRICES_FILE),
  NT: () => (/* binding */ FLEET_RECEIPT_FILE),
  TH: () => (/* binding */ FLEET_REPORT_FILE),
  ut: () => (/* binding */ REFUSED_FILE),
  lM: () => (/* binding */ buildFleet),
  aT: () => (/* binding */ runnerDir),
  ae: () => (/* binding */ withoutTrailingSlash),
  QL: () => (/* binding */ writeFleetBundle)
});

// UNUSED EXPORTS: FLEET_STUDY_BOUNDS, isRunnerFileRead

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
// EXTERNAL MODULE: ./src/domain/study/assemble.ts
var assemble = __webpack_require__(676);
// EXTERNAL MODULE: ./src/domain/core/json-input.ts
var json_input = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/fleet/fleet.ts + 1 modules
var fleet_fleet = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/domain/core/format.ts
var format = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/domain/report/html-report.ts + 3 modules
var html_report = __webpack_require__(729);
// EXTERNAL MODULE: ./src/domain/decision/headline.ts
var headline = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/domain/report/markdown-escape.ts
var markdown_escape = __webpack_require__(8220);
// EXTERNAL MODULE: ./src/domain/fleet/fleet-decision-document.ts + 2 modules
var fleet_decision_document = __webpack_require__(7389);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet-decision-render.ts
// The fleet decision with intervals in the fleet receipt (Markdown) and the fleet HTML section: the
// headline, each runner's best points with rate and cost intervals, runner-against-runner
// comparisons, each runner's noise, and what the words mean. Every string is escaped.





const STATUS_WORDS = {
    decided: 'decided',
    not_distinguishable: 'not distinguishable — chosen by the tie rule',
    no_eligible_point: 'no eligible point',
};
const VERDICT_WORDS = {
    better: 'better',
    worse: 'worse',
    no_detectable_difference: 'no detectable difference',
    indeterminate: 'INDETERMINATE',
};
const pct = (x) => `${(0,format/* pyFixed */.mS)(x * 100, 1)} %`;
const interval = (ci) => Array.isArray(ci) && ci.length === 2 ? [ci[0], ci[1]] : null;
const cell = (c) => `P${c.server_parallel} / C${c.client_concurrency}`;
function rateCell(r) {
    const ci = interval(r.ci);
    const est = (0,format/* pyFixed */.mS)(r.estimate, 1);
    return ci === null ? `${est} [no interval]` : `${est} [${(0,format/* pyFixed */.mS)(ci[0], 1)}, ${(0,format/* pyFixed */.mS)(ci[1], 1)}]`;
}
function costCell(c) {
    if (c === null)
        return '—';
    const ci = interval(c.ci);
    const est = (0,fleet_decision_document/* usdText */.Yn)(c.estimate);
    return ci === null ? `${est} [no interval]` : `${est} [${(0,fleet_decision_document/* usdText */.Yn)(ci[0])}, ${(0,fleet_decision_document/* usdText */.Yn)(ci[1])}]`;
}
/** The rows both renderers show; `esc` escapes what comes from the studies (labels, ids). */
function tables(s, priced, esc) {
    const choice = s.choice;
    const level = (0,format/* pyFixed */.mS)(s.confidence * 100, 0);
    const pointHead = ['Runner', 'Candidate', 'Best eligible point', 'Gates', `tok/s [${level} % CI]`];
    if (priced)
        pointHead.push(`$/M tokens [${level} % CI]`);
    const points = s.points.map((p) => {
        const row = [
            esc(p.runner),
            esc(p.candidate_id),
            cell(p.cell),
            p.verdict === 'pass' ? 'PASS' : 'INDETERMINATE',
            rateCell(p.generated_tokens_per_second) +
                (p.meets_min_tokens_per_second === false ? ' (below floor)' : ''),
        ];
        if (priced)
            row.push(costCell(p.usd_per_million_tokens));
        return row;
    });
    const chosen = s.points.map((p) => p.runner === choice.runner &&
        p.candidate_id === choice.candidate_id &&
        choice.cell !== null &&
        cell(p.cell) === cell(choice.cell));
    const comparisons = s.comparisons.map((c) => [
        esc(c.candidate_id),
        `${esc(c.runner_a)} (${cell(c.a_cell)}) vs ${esc(c.runner_b)} (${cell(c.b_cell)})`,
        (0,headline/* changeText */.k0)(c.ratio, interval(c.ci)),
        c.minimum_detectable_effect === null ? '—' : pct(c.minimum_detectable_effect),
        VERDICT_WORDS[c.verdict] ?? String(c.verdict),
    ]);
    const noise = s.runners.map((r) => r.noise_floor === null
        ? `${esc(r.runner)}: no run-to-run noise estimate (one cell with a rate in every pass)`
        : `${esc(r.runner)}: one measurement varies by ${pct(r.noise_floor)} between passes ` +
            `(${r.cells} cells, ${(0,format/* pyFixed */.mS)(r.df, 1)} df between server runs); one cell's rate, pass-wide shifts included, ` +
            `has a log-scale SD of ${(0,format/* pyFixed */.mS)(Math.sqrt(r.cell_variance_log), 3)}`);
    const meaning = `Intervals are ${level} % confidence intervals. Runners are independent studies, so a point on one ` +
        `runner against a point on another has the variance of both (each study's single-cell variance, ` +
        `pass-wide shifts included); two points of one runner are paired by pass. A winner is called only ` +
        `when the interval excludes no difference and the difference is at least the larger of the ` +
        `${pct(s.indifference_zone)} indifference zone and what that comparison can detect; ` +
        `otherwise the points cannot be told apart and the plan's tie rule chooses (${s.tie_rule_applied}). ` +
        (priced
            ? 'The choice compares generated tokens per dollar (rate / price; prices are exact, so the interval is the rate interval scaled).'
            : 'The choice compares generated tokens per second.');
    return {
        points: { head: pointHead, rows: points, chosen },
        comparisons: {
            head: ['Candidate', 'Runner A vs runner B (best points)', 'A / B − 1 [CI]', 'Detectable', 'Verdict'],
            rows: comparisons,
        },
        noise,
        meaning,
    };
}
function statusLine(s, esc) {
    const choice = s.choice;
    const up = choice.runner_up;
    const status = STATUS_WORDS[choice.status] ?? String(choice.status);
    return (`Status: ${status}` +
        (up === null ? '' : ` · runner-up: ${esc(up.runner)} · ${esc(up.candidate_id)}`) +
        (choice.runner === null
            ? ''
            : ` · ${choice.tied.length} point(s) cannot be told apart from the leader`));
}
/** The Markdown block under "## Decision" (the headline first). */
function renderDecisionMarkdown(s, priced) {
    const t = tables(s, priced, markdown_escape/* markdownText */.p7);
    const row = (cells) => `| ${cells.join(' | ')} |`;
    const out = [
        `**${(0,markdown_escape/* markdownText */.p7)(s.choice.headline)}**`,
        '',
        statusLine(s, markdown_escape/* markdownText */.p7),
        '',
    ];
    out.push(row(t.points.head));
    out.push(row(t.points.head.map((_, i) => (i >= 4 ? '---:' : '---'))));
    t.points.rows.forEach((r, i) => out.push(row(r.map((c, j) => (j === 0 && t.points.chosen[i] ? `⭐ ${c}` : c)))));
    out.push('');
    if (t.comparisons.rows.length) {
        out.push(row(t.comparisons.head));
        out.push(row(t.comparisons.head.map((_, i) => (i >= 2 && i <= 3 ? '---:' : '---'))));
        for (const r of t.comparisons.rows)
            out.push(row(r));
        out.push('');
    }
    out.push(`**Noise of each runner:** ${t.noise.join('; ')}.`, '');
    out.push(t.meaning, '');
    out.push('The runner × candidate table below keeps the per-candidate selection of the published format for comparison.', '');
    return out;
}
/** The HTML block inside the fleet section's decision box (the headline first). */
function renderDecisionHtml(s, priced) {
    const t = tables(s, priced, html_report/* escapeHtml */.Z);
    const out = [
        `<p><strong>${(0,html_report/* escapeHtml */.Z)(s.choice.headline)}</strong></p>`,
        `<p>${statusLine(s, html_report/* escapeHtml */.Z)}</p>`,
    ];
    const num = (i, from) => (i >= from ? ' class="num"' : '');
    out.push('<table class="fleet-intervals">');
    out.push(`<thead><tr>${t.points.head.map((x) => `<th>${(0,html_report/* escapeHtml */.Z)(x)}</th>`).join('')}</tr></thead><tbody>`);
    t.points.rows.forEach((r, i) => out.push(`<tr${t.points.chosen[i] ? ' class="decided"' : ''}>${r.map((c, j) => `<td${num(j, 4)}>${j === 0 && t.points.chosen[i] ? '★ ' : ''}${c}</td>`).join('')}</tr>`));
    out.push('</tbody></table>');
    if (t.comparisons.rows.length) {
        out.push('<table class="fleet-comparisons">');
        out.push(`<thead><tr>${t.comparisons.head.map((x) => `<th>${(0,html_report/* escapeHtml */.Z)(x)}</th>`).join('')}</tr></thead><tbody>`);
        for (const r of t.comparisons.rows)
            out.push(`<tr>${r.map((c, j) => `<td${j === 2 || j === 3 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`);
        out.push('</tbody></table>');
    }
    out.push(`<p class="meta">Noise of each runner: ${t.noise.join('; ')}.</p>`);
    out.push(`<p class="meta">${(0,html_report/* escapeHtml */.Z)(t.meaning)}</p>`);
    return out;
}

// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/report/mermaid.ts
var mermaid = __webpack_require__(2160);
// EXTERNAL MODULE: ./src/domain/fleet/fleet-open-loop.ts
var fleet_open_loop = __webpack_require__(7843);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet-receipt.ts
// The fleet receipt (Markdown for the job summary and the sticky PR comment): runner x candidate
// table, the decision with its reason, Mermaid charts of tok/s and $/Mtok, links to each runner's
// own receipt. Every study- or plan-derived string goes through the receipt's escaping helper.








const f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
/** Dollar amounts: 4 significant decimals below one cent per Mtok would hide the difference. */
const usd = fleet_decision_document/* usdText */.Yn;
function plainFleet(fleet) {
    const plain = (0,json/* toPlain */.Ul)(fleet);
    if (plain === null || typeof plain !== 'object' || Array.isArray(plain))
        throw new errors/* InputError */.dz('capacity-fleet.json: expected a JSON object');
    return plain;
}
/** Selected points in runner, then plan-candidate order (what both charts show). */
function fleetBars(fleet) {
    const choice = fleet.decision.choice;
    const bars = [];
    for (const r of fleet.runners) {
        for (const c of r.candidates) {
            const s = c.selected;
            if (!s)
                continue;
            bars.push({
                runner: r.label,
                candidate: c.candidate_id,
                tps: s.generated_tokens_per_second_median,
                cost: s.usd_per_million_tokens,
                decided: choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id,
            });
        }
    }
    return bars;
}
function chart(title, axis, bars, value, digits) {
    const max = Math.max(...bars.map(value));
    return [
        '```mermaid',
        'xychart-beta',
        `    title "${(0,mermaid/* mermaidText */.Hg)(title)}"`,
        `    x-axis [${bars.map((b) => `"${(0,mermaid/* mermaidText */.Hg)(`${b.runner} · ${b.candidate}`)}"`).join(', ')}]`,
        `    y-axis "${(0,mermaid/* mermaidText */.Hg)(axis)}" 0 --> ${(0,mermaid/* niceCeil */.nF)(max * 1.1)}`,
        `    bar [${bars.map((b) => (0,format/* pyFixed */.mS)(value(b), digits)).join(', ')}]`,
        '```',
    ];
}
function machineLine(m) {
    if (!m)
        return 'not recorded';
    const cores = m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
        ? `${m.available_parallelism} of ${m.cpu_count} CPUs usable`
        : `${m.cpu_count} CPUs`;
    const mem = m.memory_total_mib === null ? 'memory not recorded' : `${f1(m.memory_total_mib / 1024)} GiB`;
    const image = m.runner_image === null ? '' : ` · image ${m.runner_image}`;
    return (0,markdown_escape/* markdownText */.p7)(`${m.cpu} · ${cores} · ${mem} · ${m.architecture} · ${m.os}${image}`);
}
/** Renders the fleet receipt. Deterministic: the same capacity-fleet.json gives the same bytes. */
function renderFleetReceipt(fleetValue) {
    const fleet = plainFleet(fleetValue);
    const runners = fleet.runners;
    const priced = fleet.prices !== null;
    const out = [
        ...receiptHead(fleet),
        ...decisionSection(fleet),
        ...runnerCandidateTable(fleet),
        ...(0,fleet_open_loop/* fleetOpenLoopSection */.G4)(runners, priced),
        ...chartsSection(fleet),
        ...runnersSection(runners),
        ...boundarySection(),
    ];
    return out.join('\n') + '\n';
}
/** The title, how many runners completed, the plan digest and its scope. */
function receiptHead(fleet) {
    const plan = fleet.plan;
    const out = [];
    out.push('# Capacity fleet receipt', '');
    out.push(`**${fleet.complete_runner_count} of ${fleet.runner_count} runner(s) complete** · ` +
        (fleet.status === 'complete'
            ? 'every runner finished its study'
            : '**fleet incomplete**: see the runners marked INCOMPLETE') +
        (plan ? ` · plan \`${plan.capacity_plan_content_sha256.slice(0, 12)}\`` : ''), '');
    if (plan && typeof plan.scope === 'string')
        out.push(`**Scope:** ${(0,markdown_escape/* markdownText */.p7)(plan.scope)}`, '');
    return out;
}
/** The decision: the statistics section, or the cheapest / fastest point, and its basis. */
function decisionSection(fleet) {
    const decision = fleet.decision;
    const choice = decision.choice;
    const priced = fleet.prices !== null;
    const out = [];
    out.push('## Decision', '');
    const statistics = decision.statistics;
    if (statistics)
        out.push(...renderDecisionMarkdown(statistics, priced));
    else if (choice) {
        const cost = choice.usd_per_million_tokens;
        out.push(`**${(0,markdown_escape/* markdownText */.p7)(choice.runner)} · ${(0,markdown_escape/* markdownText */.p7)(choice.candidate_id)} · P${choice.server_parallel} / C${choice.client_concurrency}** — ` +
            `${f2(choice.generated_tokens_per_second_median)} tok/s` +
            (cost === null ? '' : ` · ${usd(cost)} per million generated tokens`), '');
    }
    else
        out.push('**No recommendation.**', '');
    if (!statistics)
        out.push((0,markdown_escape/* markdownText */.p7)(decision.reason), '');
    const table = priced
        ? `the user's price table (sha256 \`${fleet.prices.sha256.slice(0, 12)}\`)`
        : '';
    if (statistics)
        out.push(priced
            ? `Basis: generated tokens per dollar; USD per million tokens = usd_per_minute / (rate × 60) × 1e6 at each point's rate estimate and interval bounds, from ${table}.`
            : 'Basis: generated tokens/s (no price table was given).');
    else
        out.push(priced
            ? `Basis: lowest cost per million generated tokens = \`${fleet.cost_formula}\`, from ${table}.`
            : 'Basis: highest median generated tokens/s (no price table was given).');
    if (fleet.min_tokens_per_second !== null)
        out.push('', `Throughput floor: at least ${shortNumber(fleet.min_tokens_per_second)} generated tokens/s.`);
    out.push('');
    return out;
}
/** One row per runner and candidate: gate status and the selected point's figures. */
function runnerCandidateTable(fleet) {
    const runners = fleet.runners;
    const choice = fleet.decision.choice;
    const priced = fleet.prices !== null;
    const out = [];
    out.push('## Runner × candidate', '');
    const head = [
        'Runner',
        'Candidate',
        'Gate status',
        'Selected point',
        'tok/s (median)',
        'TTFT p95',
        'E2E p95',
        'Peak RSS',
    ];
    if (priced)
        head.push('$/M tokens');
    out.push(`| ${head.join(' | ')} |`);
    out.push(`| ${head.map((_, i) => (i >= 4 ? '---:' : '---')).join(' | ')} |`);
    for (const r of runners) {
        const label = (0,markdown_escape/* markdownText */.p7)(r.label);
        if (r.status !== 'complete') {
            const cells = [
                label,
                '—',
                `**INCOMPLETE**${r.failed_stage ? ` (${(0,markdown_escape/* markdownText */.p7)(r.failed_stage)})` : ''}`,
                (0,markdown_escape/* markdownText */.p7)(r.incomplete_reason),
            ];
            while (cells.length < head.length)
                cells.push('—');
            out.push(`| ${cells.join(' | ')} |`);
            continue;
        }
        for (const c of r.candidates)
            out.push(`| ${candidateRow(r, c, { choice, priced, width: head.length }).join(' | ')} |`);
    }
    out.push('');
    return out;
}
/** The cells of one complete runner's candidate, padded to the table's width when nothing was selected. */
function candidateRow(r, c, { choice, priced, width }) {
    const label = (0,markdown_escape/* markdownText */.p7)(r.label);
    const s = c.selected;
    const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
    if (!s) {
        const reasons = Object.keys(c.rejected_cell_reasons);
        const cells = [
            label,
            (0,markdown_escape/* markdownText */.p7)(c.candidate_id),
            `FAIL · 0 of ${c.cell_count} cells eligible`,
            reasons.length ? `rejected: ${reasons.map(markdown_escape/* markdownText */.p7).join(', ')}` : '—',
        ];
        while (cells.length < width)
            cells.push('—');
        return cells;
    }
    const below = s.meets_min_tokens_per_second === false ? ' (below floor)' : '';
    const cells = [
        label,
        (0,markdown_escape/* markdownText */.p7)(c.candidate_id),
        `PASS · ${c.eligible_cell_count} of ${c.cell_count} cells eligible`,
        `${decided ? '⭐ ' : ''}P${s.server_parallel} / C${s.client_concurrency}`,
        `${f2(s.generated_tokens_per_second_median)}${below}`,
        s.ttft_ms_p95_median === null ? 'not measured' : `${f1(s.ttft_ms_p95_median)} ms`,
        s.e2e_latency_ms_p95_median === null ? 'not measured' : `${f1(s.e2e_latency_ms_p95_median)} ms`,
        s.server_peak_rss_mib_max === null ? 'not measured' : `${f1(s.server_peak_rss_mib_max)} MiB`,
    ];
    if (priced)
        cells.push(usd(s.usd_per_million_tokens));
    return cells;
}
/** Bar charts of the selected points' rates (and costs, when priced). */
function chartsSection(fleet) {
    const priced = fleet.prices !== null;
    const out = [];
    const bars = fleetBars(fleet);
    if (bars.length) {
        out.push('## Charts', '');
        out.push(...chart('Generated tok/s at each selected point', 'tok/s (median of passes)', bars, (b) => b.tps, 2), '');
        if (priced)
            out.push(...chart('USD per million generated tokens at each selected point', 'USD / M tokens', bars, (b) => b.cost, 4), '');
    }
    return out;
}
/** One row per runner: its hardware, price, study and own receipt. */
function runnersSection(runners) {
    const out = [];
    out.push('## Runners', '');
    out.push('| Runner | Hardware (from its manifest) | Price | Study | Own receipt |');
    out.push('| --- | --- | ---: | --- | --- |');
    for (const r of runners) {
        const art = r.artifact_name === null ? 'no artifact' : (0,markdown_escape/* markdownCode */.D9)(r.artifact_name);
        const sha = r.study_sha256 === null ? '' : ` sha256 \`${r.study_sha256.slice(0, 12)}\``;
        const receipt = r.receipt_file === null ? '—' : `[capacity-receipt.md](${encodeURI(r.receipt_file)})`;
        const price = r.usd_per_minute === null ? '—' : `$${shortNumber(r.usd_per_minute)}/min`;
        out.push(`| ${(0,markdown_escape/* markdownText */.p7)(r.label)} | ${machineLine(r.machine)} | ${price} | ${art}${sha} | ${receipt} |`);
    }
    out.push('');
    return out;
}
function boundarySection() {
    const out = [];
    out.push('## Boundary', '');
    out.push('Each runner ran the complete counterbalanced study on its own machine; passes are never split across ' +
        'machines. Runners are compared only through their selected points, each of which cleared every gate of the ' +
        "same plan on its own runner. Prices are the user's inputs, not measurements, and cover runner minutes only. " +
        `Re-derive with \`paretopilot-capacity verify-fleet <fleet bundle>\`.`);
    return out;
}
function shortNumber(x) {
    const s = String(x);
    return s.includes('e') ? x.toFixed(12).replace(/0+$/, '') : s;
}

// EXTERNAL MODULE: ./src/domain/report/html-kit.ts
var html_kit = __webpack_require__(9735);
;// CONCATENATED MODULE: ./src/domain/fleet/fleet-html.ts
// The fleet section of the HTML report: a runner x candidate table with inline CSS bars for tok/s
// and $/Mtok, the decision and the runner facts. Self-contained (no script, no external asset);
// every string goes through the report's escapeHtml.






const fleet_html_f1 = (x) => (0,format/* pyFixed */.mS)(x, 1);
const fleet_html_f2 = (x) => (0,format/* pyFixed */.mS)(x, 2);
const fleet_html_pct = (x, max) => (max > 0 ? (0,format/* pyFixed */.mS)((x / max) * 100, 1) : '0.0');
const FLEET_STYLE = `
section.fleet table { border-collapse: collapse; margin: 8px 0 14px; font-size: 14px; }
section.fleet th, section.fleet td { border: 1px solid #d0d7de; padding: 5px 9px; text-align: left; vertical-align: middle; }
section.fleet th { background: #f6f8fa; }
section.fleet td.num { text-align: right; white-space: nowrap; }
section.fleet tr.decided td { background: #fff8c5; }
section.fleet .ok { color: #1a7f37; font-weight: 600; }
section.fleet .bad { color: #cf222e; font-weight: 600; }
section.fleet .decision { border-left: 4px solid #1a7f37; background: #f0fff4; padding: 10px 14px; margin: 10px 0 16px; }
section.fleet .bar { position: relative; min-width: 180px; }
section.fleet table.fleet-grid td:nth-child(-n+4) { white-space: nowrap; }
section.fleet .bar span.fill { display: block; height: 16px; border-radius: 3px; }
section.fleet .bar span.tps { background: #1f77b4; }
section.fleet .bar span.cost { background: #ff7f0e; }
section.fleet .bar span.value { font-size: 12.5px; color: #1f2328; }
section.fleet .meta { color: #57606a; }
section.fleet .decision table td { background: #fff; }
section.fleet .decision table tr.decided td { background: #fff8c5; }
`;
/** The `<section id="fleet">` element; deterministic for a given capacity-fleet.json. */
function renderFleetHtmlSection(fleetValue) {
    const fleet = plainFleet(fleetValue);
    const out = [
        ...fleetDecisionPart(fleet),
        ...fleetGrid(fleet),
        ...fleetOpenLoopPart(fleet),
        ...fleetRunnersTable(fleet),
        '</section>',
    ];
    return out.join('\n') + '\n';
}
/** The section's opening: how many runners completed, the decision and its basis. */
function fleetDecisionPart(fleet) {
    const decision = fleet.decision;
    const choice = decision.choice;
    const priced = fleet.prices !== null;
    const basis = decision.statistics
        ? `generated ${priced ? 'tokens per dollar' : 'tok/s'}, with intervals`
        : priced
            ? 'lowest USD per million generated tokens'
            : 'highest median generated tok/s';
    const out = [];
    out.push('<section class="fleet" id="fleet">');
    out.push('<h2>Fleet: the same plan on every runner</h2>');
    out.push(`<p class="meta">${fleet.complete_runner_count} of ${fleet.runner_count} runner(s) complete` +
        (fleet.status === 'complete' ? '' : ' · <span class="bad">fleet incomplete</span>') +
        ` · decision basis: ${basis}</p>`);
    out.push('<div class="decision">');
    const statistics = decision.statistics;
    if (statistics)
        out.push(...renderDecisionHtml(statistics, priced));
    else if (choice) {
        const cost = choice.usd_per_million_tokens;
        out.push(`<p><strong>Decision: ${(0,html_report/* escapeHtml */.Z)(choice.runner)} · ${(0,html_report/* escapeHtml */.Z)(choice.candidate_id)} · P${choice.server_parallel} / C${choice.client_concurrency}</strong> — ` +
            `${fleet_html_f2(choice.generated_tokens_per_second_median)} tok/s${cost === null ? '' : ` · ${(0,html_report/* escapeHtml */.Z)(usd(cost))} per million tokens`}</p>`);
    }
    else
        out.push('<p><strong>No recommendation.</strong></p>');
    if (!statistics)
        out.push(`<p>${(0,html_report/* escapeHtml */.Z)(decision.reason)}</p>`);
    out.push('</div>');
    return out;
}
/** One row per runner and candidate, with bars scaled to the largest rate and cost. */
function fleetGrid(fleet) {
    const choice = fleet.decision.choice;
    const priced = fleet.prices !== null;
    const bars = fleetBars(fleet);
    const maxTps = Math.max(0, ...bars.map((b) => b.tps));
    const maxCost = Math.max(0, ...bars.map((b) => b.cost ?? 0));
    const out = [];
    const head = [
        'Runner',
        'Candidate',
        'Gates',
        'Point',
        'Generated tok/s',
        'TTFT p95',
        'E2E p95',
        'Peak RSS',
    ];
    if (priced)
        head.push('USD / M tokens');
    out.push('<table class="fleet-grid">');
    out.push(`<thead><tr>${head.map((x) => `<th>${x}</th>`).join('')}</tr></thead>`);
    out.push('<tbody>');
    for (const r of fleet.runners) {
        const label = (0,html_report/* escapeHtml */.Z)(r.label);
        if (r.status !== 'complete') {
            out.push(`<tr data-runner="${label}"><td>${label}</td><td>—</td><td class="bad">INCOMPLETE</td>` +
                `<td colspan="${head.length - 3}">${(0,html_report/* escapeHtml */.Z)(`${r.failed_stage ? `stage ${r.failed_stage}: ` : ''}${r.incomplete_reason}`)}</td></tr>`);
            continue;
        }
        for (const c of r.candidates)
            out.push(candidateGridRow(r, c, { choice, priced, width: head.length, maxTps, maxCost }));
    }
    out.push('</tbody></table>');
    return out;
}
/** One complete runner's candidate: its selected point, or why none was eligible. */
function candidateGridRow(r, c, scale) {
    const { choice, priced, width, maxTps, maxCost } = scale;
    const label = (0,html_report/* escapeHtml */.Z)(r.label);
    const s = c.selected;
    const id = (0,html_report/* escapeHtml */.Z)(c.candidate_id);
    if (!s) {
        return (`<tr data-runner="${label}"><td>${label}</td><td>${id}</td><td class="bad">FAIL · 0 of ${c.cell_count} eligible</td>` +
            `<td colspan="${width - 3}">rejected: ${Object.keys(c.rejected_cell_reasons)
                .map(html_report/* escapeHtml */.Z)
                .join(', ') || '—'}</td></tr>`);
    }
    const decided = choice !== null && choice.runner === r.label && choice.candidate_id === c.candidate_id;
    const tps = s.generated_tokens_per_second_median;
    const cells = [
        `<td>${decided ? '★ ' : ''}${label}</td>`,
        `<td>${id}</td>`,
        `<td class="ok">PASS · ${c.eligible_cell_count} of ${c.cell_count} eligible</td>`,
        `<td>P${s.server_parallel} / C${s.client_concurrency}</td>`,
        `<td class="bar"><span class="fill tps" style="width:${fleet_html_pct(tps, maxTps)}%"></span><span class="value">${fleet_html_f2(tps)}${s.meets_min_tokens_per_second === false ? ' (below floor)' : ''}</span></td>`,
        `<td class="num">${s.ttft_ms_p95_median === null ? 'not measured' : `${fleet_html_f1(s.ttft_ms_p95_median)} ms`}</td>`,
        `<td class="num">${s.e2e_latency_ms_p95_median === null ? 'not measured' : `${fleet_html_f1(s.e2e_latency_ms_p95_median)} ms`}</td>`,
        `<td class="num">${s.server_peak_rss_mib_max === null ? 'not measured' : `${fleet_html_f1(s.server_peak_rss_mib_max)} MiB`}</td>`,
    ];
    if (priced) {
        const cost = s.usd_per_million_tokens;
        cells.push(`<td class="bar"><span class="fill cost" style="width:${fleet_html_pct(cost, maxCost)}%"></span><span class="value">${(0,html_report/* escapeHtml */.Z)(usd(cost))}</span></td>`);
    }
    return `<tr data-runner="${label}"${decided ? ' class="decided"' : ''}>${cells.join('')}</tr>`;
}
function fleetOpenLoopPart(fleet) {
    const priced = fleet.prices !== null;
    const out = [];
    const openLoop = (0,fleet_open_loop/* fleetOpenLoopTable */.z0)(fleet.runners, priced);
    if (openLoop !== null)
        out.push('<h3>Open-loop capacity</h3>', `<p>${(0,html_report/* escapeHtml */.Z)(fleet_open_loop/* OPEN_LOOP_FLEET_NOTE */.mG)}</p>`, (0,html_kit/* table */.tp)(openLoop.head.map(html_report/* escapeHtml */.Z), openLoop.rows.map((r) => r.map(html_report/* escapeHtml */.Z)), 'fleet-open-loop'));
    return out;
}
/** One row per runner: its machine, price, study artifact and own receipt. */
function fleetRunnersTable(fleet) {
    const out = [];
    out.push('<h3>Runners</h3>');
    out.push('<table class="fleet-runners"><thead><tr><th>Runner</th><th>CPU</th><th>CPUs</th><th>Memory</th><th>Arch · OS</th><th>Price</th><th>Study artifact</th><th>Own receipt</th></tr></thead><tbody>');
    for (const r of fleet.runners) {
        const m = r.machine;
        const cpus = !m
            ? '—'
            : m.available_parallelism !== null && m.available_parallelism !== m.cpu_count
                ? `${m.available_parallelism} of ${m.cpu_count}`
                : String(m.cpu_count);
        out.push(`<tr><td>${(0,html_report/* escapeHtml */.Z)(r.label)}</td><td>${m ? (0,html_report/* escapeHtml */.Z)(String(m.cpu)) : '—'}</td><td class="num">${cpus}</td>` +
            `<td class="num">${m && m.memory_total_mib !== null ? `${fleet_html_f1(m.memory_total_mib / 1024)} GiB` : '—'}</td>` +
            `<td>${m ? (0,html_report/* escapeHtml */.Z)(`${String(m.architecture)} · ${String(m.os)}${m.runner_image ? ` · ${String(m.runner_image)}` : ''}`) : '—'}</td>` +
            `<td class="num">${r.usd_per_minute === null ? '—' : (0,html_report/* escapeHtml */.Z)(`$${String(r.usd_per_minute)}/min`)}</td>` +
            `<td>${r.artifact_name === null ? 'none' : `<code>${(0,html_report/* escapeHtml */.Z)(r.artifact_name)}</code>`}${r.study_sha256 ? `<br><code>${(0,html_report/* escapeHtml */.Z)(r.study_sha256.slice(0, 16))}…</code>` : ''}</td>` +
            `<td>${r.receipt_file === null ? '—' : `<a href="${(0,html_report/* escapeHtml */.Z)(encodeURI(r.receipt_file))}">capacity-receipt.md</a>`}</td></tr>`);
    }
    out.push('</tbody></table>');
    return out;
}
/** A standalone page holding only the fleet section (the fleet bundle's capacity-fleet-report.html). */
function renderFleetHtmlPage(fleetValue) {
    return ([
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<link rel="icon" href="data:,">',
        '<title>Capacity fleet report</title>',
        `<style>body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; } main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; } h2 { font-size: 21px; border-bottom: 1px solid #d0d7de; padding-bottom: 6px; } code { font: 12.5px ui-monospace, monospace; background: #f3f5f7; padding: 1px 4px; border-radius: 4px; }${FLEET_STYLE}</style>`,
        '</head>',
        '<body>',
        '<main>',
        '<h1>ParetoPilot capacity fleet report</h1>',
        renderFleetHtmlSection(fleetValue).trimEnd(),
        '</main>',
        '</body>',
        '</html>',
    ].join('\n') + '\n');
}

// EXTERNAL MODULE: ./src/domain/fleet/prices.ts
var prices = __webpack_require__(3421);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/bundle/sha256-sums.ts
var sha256_sums = __webpack_require__(1019);
// EXTERNAL MODULE: ./src/adapters/bundle/checksums.ts
var checksums = __webpack_require__(3853);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/domain/measurement/server-log.ts
var server_log = __webpack_require__(51);
// EXTERNAL MODULE: ./src/domain/measurement/time-report.ts
var time_report = __webpack_require__(9345);
;// CONCATENATED MODULE: ./src/domain/fleet/runner-evidence.ts
// A runner's raw memory and log evidence in a fleet: each server configuration's GNU time report
// and server log, checked against the sha256 its study records and read again (peak RSS, KleidiAI
// markers), so the fleet re-derives the numbers the memory gate and the KleidiAI check rest on
// instead of taking them from the study.








function slots(study) {
    const configs = (0,json/* isJsonObject */.OW)(study) ? study.server_configurations : undefined;
    if (!Array.isArray(configs))
        return [];
    return configs.filter(json/* isJsonObject */.OW).map((config) => {
        const label = String(config.source_load_label);
        return {
            label,
            time: (0,bundle_layout/* runFile */.y6)(label, bundle_layout/* SERVER_FILES */.Sv.time),
            log: (0,bundle_layout/* runFile */.y6)(label, bundle_layout/* SERVER_FILES */.Sv.stderr),
            config,
        };
    });
}
/** Every evidence file a runner's study rests on, bundle-relative, in study order. */
function runnerEvidenceFiles(study) {
    return slots(study).flatMap((s) => [s.time, s.log]);
}
/** True for a path that can be a run cell's time report or server log (what a fleet keeps). */
function runner_evidence_isRunnerEvidencePath(rel) {
    return /^runs\/[^/]+\/[^/]+\/p[0-9]+\/(server-time\.txt|server\.stderr\.log)$/.test(rel);
}
/**
 * Checks the evidence of every server configuration: the files' sha256 must be the ones the study
 * records, and the peak RSS and KleidiAI marker count read from them must be the study's. Returns
 * the first problem, or null when every number re-derives.
 */
function checkRunnerEvidence(study, files) {
    for (const s of slots(study)) {
        const time = files.get(s.time);
        const log = files.get(s.log);
        if (!time || !log)
            return `${time ? s.log : s.time} is missing, but its study rests on it`;
        if ((0,hashing/* sha256Hex */.fg)(time) !== s.config.rss_sha256)
            return `${s.time} has sha256 ${(0,hashing/* sha256Hex */.fg)(time)}, but the study records rss_sha256 ${String(s.config.rss_sha256)}`;
        if ((0,hashing/* sha256Hex */.fg)(log) !== s.config.server_log_sha256)
            return `${s.log} has sha256 ${(0,hashing/* sha256Hex */.fg)(log)}, but the study records server_log_sha256 ${String(s.config.server_log_sha256)}`;
        let mib;
        try {
            mib = (0,time_report/* peakRssMib */.qt)((0,time_report/* parsePeakRssKib */.xQ)((0,json_reader/* decodeUtf8Strict */.h0)(time), s.time));
        }
        catch (e) {
            return e.message;
        }
        const recorded = (0,prices/* numberOf */.rl)(s.config.server_peak_rss_mib);
        if (recorded !== mib)
            return `${s.time} gives a peak RSS of ${mib} MiB, but the study records server_peak_rss_mib ${String(recorded)}`;
        const markers = (0,server_log/* countKleidiaiMarkers */.$)(log);
        const recordedMarkers = (0,prices/* numberOf */.rl)(s.config.kleidiai_model_buffer_marker_count);
        if (recordedMarkers !== markers)
            return `${s.log} has ${markers} KleidiAI marker(s), but the study records ${String(recordedMarkers)}`;
    }
    return null;
}
/**
 * The receipt's plain statement of which numbers the fleet re-derived from raw evidence and which
 * it took from a runner's study. Empty when no runner finished.
 */
function renderEvidenceNote(runners) {
    if (!runners.length)
        return '';
    const out = ['', '## What the fleet re-derives', ''];
    out.push("Every value above is re-derived from each runner's study, and each study from the load evaluations and quality wrappers it embeds.", '');
    for (const r of runners)
        out.push(r.evidence === 'verified'
            ? `- ${(0,markdown_escape/* markdownCode */.D9)(r.label)}: peak RSS and KleidiAI marker counts re-read from the GNU time reports and server logs in ${(0,markdown_escape/* markdownCode */.D9)(`${r.dir}/runs/`)}, each matching the sha256 its study records.`
            : `- ${(0,markdown_escape/* markdownCode */.D9)(r.label)}: **peak RSS and KleidiAI marker counts are taken from its study, not re-derived**: its time reports and server logs are not in this fleet bundle.`);
    out.push('');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/orchestrators/fleet-bundle.ts
// Fleet bundles: read each runner's study bundle (checksums first), derive capacity-fleet.json,
// write the fleet bundle, and verify one by re-deriving it byte for byte. Shared by the CLI
// (`fleet`, `verify-fleet`) and the action's `fleet` command; verifying is verify-fleet-bundle.ts.

















const FLEET_FILE = 'capacity-fleet.json';
const FLEET_RECEIPT_FILE = 'capacity-fleet-receipt.md';
const FLEET_REPORT_FILE = 'capacity-fleet-report.html';
const FLEET_PRICES_FILE = 'prices.json';
/** Each runner's evidence inside the fleet bundle: runners/r<index>/ in input order. */
const runnerDir = (index) => `runners/r${index}`;
/** Written into a refused runner's directory: why the fleet did not use its bundle. */
const REFUSED_FILE = 'refused.txt';
/** Files of a runner bundle the fleet keeps (the study binds everything else by hash). */
const KEPT_FILES = [bundle_layout/* STUDY_FILE */.Dx, bundle_layout/* STATUS_FILE */.C5, bundle_layout/* RECEIPT_FILE */.aH];
/**
 * True for every file of a runner bundle the fleet reads (the study, status, receipt, sums, and each
 * run cell's time report and server log); the rest of a runner bundle may be dropped.
 */
const isRunnerFileRead = (rel) => KEPT_FILES.includes(rel) || rel === SUMS_FILE || isRunnerEvidencePath(rel);
/** `dir/` as `dir`, so files below it are shown as `dir/file`. */
const withoutTrailingSlash = (path) => path.replace(/(?<=.)\/+$/, '');
async function readPrices(path, display) {
    const bytes = await (0,bundle_files/* readInputFile */.jH)(path, display);
    const parsed = (0,json_input/* parseJsonInput */.o)({ path: display, bytes });
    return { table: (0,prices/* parsePriceTable */.Xm)(parsed.value, display, parsed.sha256), bytes };
}
/** A runner that left no bundle, or whose bundle was refused: only the reason is kept. */
function absentRunner(label, artifactName, refused) {
    const files = new Map();
    if (refused)
        files.set(REFUSED_FILE, new TextEncoder().encode(`${refused}\n`));
    return {
        evidence: null,
        input: refused
            ? (0,fleet_fleet/* refusedRunner */.Vs)({ label, artifactName }, refused)
            : {
                label,
                artifactName,
                study: null,
                studyValue: null,
                status: null,
                receiptFile: null,
                refused: null,
            },
        files,
    };
}
/**
 * Parsing JSON takes 10-20 times its size in memory and the fleet holds every runner's parsed study
 * at once, so study bytes are bounded before parsing: one study holds its assembly's JSON inputs (at
 * most JSON_INPUT_BOUNDS.total) plus what is derived from them, and all studies of a fleet together
 * stay within twice that. A runner over either bound is refused; the others are kept.
 */
const FLEET_STUDY_BOUNDS = {
    runner: assemble/* JSON_INPUT_BOUNDS */.eg.total + assemble/* JSON_INPUT_BOUNDS */.eg.total / 4,
    total: 2 * (assemble/* JSON_INPUT_BOUNDS */.eg.total + assemble/* JSON_INPUT_BOUNDS */.eg.total / 4),
};
/** Reads the kept files of a runner's bundle (or its lone study) into `files`, checked against SHA256SUMS. */
async function readRunnerFiles(source, shown, files) {
    const what = `runner ${JSON.stringify(source.label)}`;
    let st;
    try {
        st = await (0,promises_.lstat)(source.path);
    }
    catch {
        throw new errors/* InputError */.dz(`${what}: ${shown} does not exist (declare a runner without a bundle with --missing)`);
    }
    if (st.isFile()) {
        files.set(bundle_layout/* STUDY_FILE */.Dx, await (0,bundle_files/* readInputFile */.jH)(source.path, shown));
        return { dir: (0,external_node_path_.dirname)(source.path), listed: [], sums: null, isFile: true };
    }
    if (!st.isDirectory())
        throw new errors/* InputError */.dz(`${what}: ${shown} must be a bundle directory or a capacity-study.json`);
    const dir = source.path;
    const listed = await (0,bundle_files/* listBundleDirectory */.Sq)(dir, shown, 'a runner bundle directory');
    const names = KEPT_FILES.filter((f) => listed.includes(f));
    if (!listed.includes(bundle_layout/* SUMS_FILE */.A$)) {
        for (const name of names)
            files.set(name, await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(dir, name), `${shown}/${name}`));
        return { dir, listed, sums: null, isFile: false };
    }
    const sumsShown = `${shown}/${bundle_layout/* SUMS_FILE */.A$}`;
    const sums = (0,sha256_sums/* parseSha256Sums */.Lm)(await (0,bundle_files/* readTextFile */.Gu)((0,bundle_files/* bundlePath */.EU)(dir, bundle_layout/* SUMS_FILE */.A$), sumsShown), sumsShown);
    for (const name of names) {
        const bytes = await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(dir, name), `${shown}/${name}`);
        const recorded = sums.get(name);
        if (recorded === undefined)
            throw new errors/* RunnerRefusedError */.JQ(source.label, `${name} is not listed in its bundle's ${bundle_layout/* SUMS_FILE */.A$}`);
        const actual = (0,hashing/* sha256Hex */.fg)(bytes);
        if (actual !== recorded)
            throw new errors/* RunnerRefusedError */.JQ(source.label, `${name} has sha256 ${actual}, but its bundle's ${bundle_layout/* SUMS_FILE */.A$} records ${recorded}: the file was changed after the study was assembled`, [`${source.path}/${name}`]);
        files.set(name, bytes);
    }
    return { dir, listed, sums, isFile: false };
}
/** Counts a runner's study against the per-runner and the fleet-wide byte bounds, refusing it over either. */
function chargeStudyBudget(label, studyPath, size, budget) {
    if (size > budget.bounds.runner)
        throw new errors/* RunnerRefusedError */.JQ(label, `${studyPath}: is ${size} bytes; a runner study is at most ${budget.bounds.runner} bytes`);
    if (budget.used + size > budget.bounds.total)
        throw new errors/* RunnerRefusedError */.JQ(label, `${studyPath}: its ${size} bytes would take the fleet's studies above ${budget.bounds.total} bytes together`);
    budget.used += size;
}
/** Unreadable JSON from a runner is that runner's failure, not the fleet's. */
function parseRunnerJson(label, path, bytes) {
    try {
        return (0,json_input/* parseJsonInput */.o)({ path, bytes }).value;
    }
    catch (e) {
        if (e instanceof errors/* InputError */.dz)
            throw new errors/* RunnerRefusedError */.JQ(label, e.message);
        throw e;
    }
}
/** Reads the raw evidence a runner carried (into `files`) and checks it re-derives its study. */
async function readRunnerEvidence(label, studyValue, read, shown, files) {
    const { dir, listed, sums } = read;
    const wanted = runnerEvidenceFiles(studyValue);
    const present = wanted.filter((rel) => listed.includes(rel));
    if (!present.length)
        return 'not-carried';
    const carried = new Map();
    for (const rel of present) {
        const bytes = await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(dir, rel), `${shown}/${rel}`);
        const recorded = sums?.get(rel);
        if (sums && recorded !== (0,hashing/* sha256Hex */.fg)(bytes))
            throw new errors/* RunnerRefusedError */.JQ(label, recorded === undefined
                ? `${rel} is not listed in its bundle's ${bundle_layout/* SUMS_FILE */.A$}`
                : `${rel} does not match its bundle's ${bundle_layout/* SUMS_FILE */.A$}: the file was changed after the study was assembled`);
        carried.set(rel, bytes);
        files.set(rel, bytes);
    }
    // Carried evidence must be whole and must give the study's numbers; otherwise it is refused.
    const problem = checkRunnerEvidence(studyValue, carried);
    if (problem)
        throw new errors/* RunnerRefusedError */.JQ(label, `its raw evidence does not re-derive its study: ${problem}`);
    return 'verified';
}
/**
 * Reads one runner's bundle. When the bundle carries SHA256SUMS, every kept file must match its
 * recorded sha256 (a tampered study is refused before anything is derived from it).
 */
async function loadRunner(source, receiptInFleet, budget) {
    const files = new Map();
    if (source.path === null || source.refused)
        return absentRunner(source.label, source.artifactName ?? null, source.refused ?? null);
    const shown = withoutTrailingSlash(source.display ?? source.path);
    const read = await readRunnerFiles({ ...source, path: source.path }, shown, files);
    const studyBytes = files.get(bundle_layout/* STUDY_FILE */.Dx) ?? null;
    const studyPath = read.isFile ? source.path : `${source.path}/${bundle_layout/* STUDY_FILE */.Dx}`;
    const statusBytes = files.get(bundle_layout/* STATUS_FILE */.C5) ?? null;
    if (studyBytes !== null)
        chargeStudyBudget(source.label, studyPath, studyBytes.length, budget);
    const status = statusBytes
        ? parseRunnerJson(source.label, `${source.path}/${bundle_layout/* STATUS_FILE */.C5}`, statusBytes)
        : null;
    const studyValue = studyBytes ? parseRunnerJson(source.label, studyPath, studyBytes) : null;
    const evidence = studyValue === null ? null : await readRunnerEvidence(source.label, studyValue, read, shown, files);
    return {
        evidence,
        input: {
            label: source.label,
            artifactName: source.artifactName === undefined ? (0,external_node_path_.basename)((0,external_node_path_.resolve)(read.dir)) : source.artifactName,
            study: studyBytes ? { path: studyPath, bytes: studyBytes } : null,
            studyValue,
            status,
            receiptFile: files.has(bundle_layout/* RECEIPT_FILE */.aH) ? receiptInFleet : null,
        },
        files,
    };
}
/** Reads every runner, derives the fleet and renders its outputs (nothing is written). */
async function buildFleet(options, cwd) {
    const refusals = [];
    const loaded = [];
    const budget = { used: 0, bounds: options.studyBounds ?? FLEET_STUDY_BOUNDS };
    for (const [i, r] of options.runners.entries()) {
        try {
            loaded.push(await loadRunner({
                ...r,
                path: r.path === null ? null : (0,external_node_path_.resolve)(cwd, r.path),
                display: r.display ?? r.path ?? undefined,
            }, `${runnerDir(i)}/${bundle_layout/* RECEIPT_FILE */.aH}`, budget));
        }
        catch (e) {
            // Unreadable bundle content (bad text, a malformed SHA256SUMS) is that runner's failure too.
            const refusal = e instanceof errors/* InputError */.dz && options.refuseBadRunners ? new errors/* RunnerRefusedError */.JQ(r.label, e.message) : e;
            if (!(options.refuseBadRunners && refusal instanceof errors/* RunnerRefusedError */.JQ))
                throw e;
            refusals.push(refusal);
            loaded.push(absentRunner(r.label, r.artifactName ?? null, refusal.reason));
        }
    }
    const prices = options.pricesPath
        ? await readPrices((0,external_node_path_.resolve)(cwd, options.pricesPath), options.pricesPath)
        : null;
    const fleet = (0,fleet_fleet/* deriveFleet */.gG)({
        runners: loaded.map((l) => l.input),
        prices: prices?.table ?? null,
        minTokensPerSecond: options.minTokensPerSecond ?? null,
        onRefused: options.refuseBadRunners
            ? (refusal) => {
                refusals.push(refusal);
                const i = loaded.findIndex((l) => l.input.label === refusal.label);
                loaded[i] = absentRunner(refusal.label, loaded[i].input.artifactName, refusal.reason);
            }
            : undefined,
    });
    const json = (0,json_writer/* canonicalJson */.dj)(fleet);
    const complete = fleet.runners.map((r) => r.status === 'complete');
    const receipt = renderFleetReceipt(fleet) +
        renderEvidenceNote(loaded.flatMap((l, i) => complete[i] && l.evidence ? [{ label: l.input.label, dir: runnerDir(i), evidence: l.evidence }] : []));
    const html = renderFleetHtmlPage(fleet);
    const files = new Map();
    files.set(FLEET_FILE, json);
    files.set(FLEET_RECEIPT_FILE, receipt);
    files.set(FLEET_REPORT_FILE, html);
    if (prices)
        files.set(FLEET_PRICES_FILE, prices.bytes);
    loaded.forEach((l, i) => {
        for (const [name, bytes] of l.files)
            files.set(`${runnerDir(i)}/${name}`, bytes);
    });
    return { fleet, json, receipt, html, files, refusals };
}
/**
 * Writes a fleet bundle (its files plus SHA256SUMS) into a new or empty directory, or replaces a
 * non-empty one with `overwrite`. Its parent must exist (it is never created), and an existing
 * `dir` must be a real directory, never a symbolic link or a file. Callers that take the directory
 * from a user check it against their inputs first (the CLI's checkBundleOutput).
 */
async function writeFleetBundle(dir, result, overwrite = false, display = dir) {
    const present = await (0,promises_.lstat)(dir).catch(() => null);
    if (present?.isSymbolicLink())
        throw new errors/* InputError */.dz('is a symbolic link; give a real directory for the bundle', display);
    if (present && !present.isDirectory())
        throw new errors/* InputError */.dz('exists and is not a directory; give a directory path for the bundle', display);
    if (present) {
        const listed = await (0,bundle_files/* listBundleDirectory */.Sq)(dir, display, 'a bundle directory');
        if (listed.length && !overwrite)
            throw new errors/* InputError */.dz('bundle directory is not empty (pass --force to replace it)', display);
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
    try {
        await (0,promises_.mkdir)(dir);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            throw new errors/* InputError */.dz(`directory ${(0,external_node_path_.dirname)(display) || '.'} does not exist (create it first)`, display);
        if (typeof code === 'string')
            throw new errors/* InputError */.dz(`cannot create: ${code}`, display);
        throw e;
    }
    const written = [];
    for (const [rel, content] of [...result.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
        await (0,bundle_files/* writeFileEnsuringDir */.AK)((0,bundle_files/* bundlePath */.EU)(dir, rel), bytes);
        written.push(rel);
    }
    await (0,checksums/* writeSha256List */.$s)(dir, written, bundle_layout/* SUMS_FILE */.A$);
}


/***/ })

};
