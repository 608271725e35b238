export const id = 805;
export const ids = [805];
export const modules = {

/***/ 7328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ fileDigest),
/* harmony export */   s: () => (/* binding */ fileSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
// Streaming file digests (models and binaries are too large to read whole).


async function fileDigest(path, algorithm, encoding = 'hex') {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm);
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest(encoding);
}
function fileSha256(path) {
    return fileDigest(path, 'sha256');
}


/***/ }),

/***/ 8250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/bundle/bundle-files.ts
var bundle_files = __webpack_require__(1427);
// EXTERNAL MODULE: ./src/domain/bundle/bundle-layout.ts
var bundle_layout = __webpack_require__(4256);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/orchestrators/fleet-bundle.ts + 4 modules
var fleet_bundle = __webpack_require__(9923);
// EXTERNAL MODULE: ./src/adapters/bundle/checksums.ts
var checksums = __webpack_require__(3853);
// EXTERNAL MODULE: ./src/adapters/bundle/discover-bundle.ts
var discover_bundle = __webpack_require__(2403);
// EXTERNAL MODULE: ./src/adapters/bundle/cell-observations.ts
var cell_observations = __webpack_require__(6149);
// EXTERNAL MODULE: ./src/domain/study/assemble.ts
var assemble = __webpack_require__(676);
// EXTERNAL MODULE: ./src/domain/core/errors.ts
var core_errors = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/domain/core/hashing.ts
var hashing = __webpack_require__(8830);
// EXTERNAL MODULE: ./src/domain/core/json.ts
var json = __webpack_require__(8050);
// EXTERNAL MODULE: ./src/domain/core/json-reader.ts
var json_reader = __webpack_require__(2612);
// EXTERNAL MODULE: ./src/domain/core/json-writer.ts
var json_writer = __webpack_require__(468);
// EXTERNAL MODULE: ./src/domain/bundle/status.ts
var bundle_status = __webpack_require__(7887);
// EXTERNAL MODULE: ./src/domain/study/validate.ts
var validate = __webpack_require__(630);
// EXTERNAL MODULE: ./src/orchestrators/study-io.ts
var study_io = __webpack_require__(8397);
// EXTERNAL MODULE: ./src/orchestrators/plan-documents.ts
var plan_documents = __webpack_require__(8653);
;// CONCATENATED MODULE: ./src/orchestrators/verify-bundle.ts
// Verifies a capacity bundle: SHA256SUMS, re-assembly from the raw artifacts, byte-compare of the
// study, receipt and status, and the side files the study binds by hash. Returns a report.
















/** What an incomplete bundle's status.json says failed, or undefined for any other status. */
async function failedStageOf(root) {
    if (!(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STATUS_FILE */.C5))))
        return undefined;
    const text = textOrNull(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STATUS_FILE */.C5), bundle_layout/* STATUS_FILE */.C5));
    const status = text === null ? null : jsonOrNull(text);
    if (!(0,json/* isJsonObject */.OW)(status) || status.status !== 'incomplete')
        return undefined;
    const cells = (key) => (Array.isArray(status[key]) ? status[key].length : 0);
    const failedCells = Array.isArray(status.failed_cells) ? status.failed_cells.map(String) : [];
    const missing = cells('missing_cells');
    return {
        stage: String(status.failed_stage),
        detail: `${failedCells.length ? ` at ${failedCells.join(', ')}` : ''}: ${String(status.reason)}${missing ? ` (${missing} cell(s) not measured)` : ''}`,
    };
}
const FINGERPRINT_FILES = {
    load_artifacts: 'load-evaluation.json',
    rss_artifacts: 'server-time.txt',
    server_logs: 'server.stderr.log',
};
/** Maps a study diff pointer to the bundle file whose fingerprint it records, if any. */
function fingerprintFile(pointer, study) {
    let m = /^\/input_fingerprints\/(load_artifacts|rss_artifacts|server_logs|quality_artifacts)\/([^:]+):/.exec(pointer);
    if (m) {
        const label = m[2].replace(/~1/g, '/').replace(/~0/g, '~');
        return m[1] === 'quality_artifacts'
            ? (0,bundle_layout/* qualityFile */.c1)(label, 'quality-evidence.json')
            : (0,bundle_layout/* runFile */.y6)(label, FINGERPRINT_FILES[m[1]]);
    }
    m = /^\/server_configurations\/([0-9]+)\/(rss_sha256|server_log_sha256):/.exec(pointer);
    if (m) {
        const label = study.server_configurations[Number(m[1])]?.source_load_label ?? '?';
        return (0,bundle_layout/* runFile */.y6)(label, m[2] === 'rss_sha256' ? 'server-time.txt' : 'server.stderr.log');
    }
    return null;
}
function withoutReproduce(text) {
    return text.replace(/^## Reproduce and compare$[\s\S]*?(?=^## Boundary$)/m, '');
}
/** Compares the bundle's capacity-study.json with the re-assembly, field by field when it differs. */
async function compareStoredStudy(root, study, reassembled, say, problems) {
    const storedText = textOrNull(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STUDY_FILE */.Dx), bundle_layout/* STUDY_FILE */.Dx));
    if (storedText === reassembled)
        return say(`${bundle_layout/* STUDY_FILE */.Dx}: byte-identical to the re-assembly`);
    const stored = storedText === null ? null : jsonOrNull(storedText);
    if (stored === null) {
        const what = storedText === null ? 'valid UTF-8' : 'valid JSON';
        say(`${bundle_layout/* STUDY_FILE */.Dx}: is not ${what}, so it cannot be the re-assembly`);
        problems.push(`${bundle_layout/* STUDY_FILE */.Dx}: not ${what}`);
        return;
    }
    const diffs = (0,validate/* diffJson */.gH)((0,json_reader/* parseJson */.qF)(reassembled), stored, '', [], 10_000);
    const byFile = new Map();
    const other = [];
    for (const d of diffs) {
        const f = fingerprintFile(d, study);
        if (f)
            byFile.set(f, (byFile.get(f) ?? 0) + 1);
        else
            other.push(d);
    }
    say(`${bundle_layout/* STUDY_FILE */.Dx}: differs from the re-assembly in ${diffs.length} field(s)`);
    if (byFile.size) {
        say(`  fingerprints of ${byFile.size} file(s) differ from the hashes recorded in the study:`);
        for (const [f, n] of [...byFile].sort()) {
            const actual = (0,hashing/* sha256Hex */.fg)(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, f), f));
            say(`    ${f}  (now ${actual}; ${n} recorded field(s) differ)`);
            problems.push(`${f}: fingerprint differs from the study`);
        }
    }
    if (other.length) {
        say(`  ${other.length} other field(s) differ:`);
        for (const d of other.slice(0, 200))
            say(`    ${d}`);
        if (other.length > 200)
            say(`    … and ${other.length - 200} more`);
        problems.push(...other);
    }
    else {
        say('  every derived value (cells, selections, quality checks, server configurations, plan, provenance) matches');
    }
    if (!byFile.size && !other.length)
        problems.push(`${bundle_layout/* STUDY_FILE */.Dx}: differs only in formatting`);
}
/** The bytes as text, or null when they are not valid UTF-8 (a stored file that cannot match). */
function textOrNull(bytes) {
    try {
        return (0,json_reader/* decodeUtf8Strict */.h0)(bytes);
    }
    catch {
        return null;
    }
}
function jsonOrNull(text) {
    try {
        return (0,json_reader/* parseJson */.qF)(text);
    }
    catch (e) {
        if (e instanceof core_errors/* JsonSyntaxError */.q3)
            return null;
        throw e;
    }
}
/** The stored checksum list: every listed file present and matching, none unlisted. */
async function checkChecksums(root, say, problems) {
    // Present but not a regular file (a directory, say) is unreadable input, never "missing".
    if (await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* SUMS_FILE */.A$))) {
        const { listed, problems: bad } = await (0,checksums/* checkSha256List */.kr)(root, bundle_layout/* SUMS_FILE */.A$);
        say(bad.length
            ? `checksums: ${bad.length} problem(s)`
            : `checksums: ${listed} files listed in ${bundle_layout/* SUMS_FILE */.A$}, all present and matching, none unlisted`);
        for (const b of bad)
            say(`  ${b}`);
        problems.push(...bad);
    }
    else {
        say(`checksums: ${bundle_layout/* SUMS_FILE */.A$} is missing, so file integrity is NOT verified`);
        problems.push(`${bundle_layout/* SUMS_FILE */.A$} missing`);
    }
}
/** The stored receipt against the one re-rendered from the re-assembled study (when the bundle has one). */
async function compareStoredReceipt(root, study, say, problems) {
    if (!(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* RECEIPT_FILE */.aH))))
        return;
    const stored = textOrNull(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* RECEIPT_FILE */.aH), bundle_layout/* RECEIPT_FILE */.aH));
    const rendered = (0,study_io/* receiptFor */.oU)(study, 're-assembled study');
    if (stored === rendered)
        say(`${bundle_layout/* RECEIPT_FILE */.aH}: byte-identical to the re-rendered receipt`);
    else if (stored === null) {
        say(`${bundle_layout/* RECEIPT_FILE */.aH}: is not valid UTF-8, so it cannot be the re-rendered receipt`);
        problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: not valid UTF-8`);
    }
    else if (withoutReproduce(stored) === withoutReproduce(rendered)) {
        say(`${bundle_layout/* RECEIPT_FILE */.aH}: differs only inside "## Reproduce and compare" (rendered by another tool or version)`);
        problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: reproduce section differs`);
    }
    else {
        const a = stored.split('\n');
        const b = rendered.split('\n');
        const i = a.findIndex((line, k) => line !== b[k]);
        say(`${bundle_layout/* RECEIPT_FILE */.aH}: differs from the re-rendered receipt (first at line ${i + 1})`);
        say(`    stored:   ${a[i] ?? '<end of file>'}`);
        say(`    rendered: ${b[i] ?? '<end of file>'}`);
        problems.push(`${bundle_layout/* RECEIPT_FILE */.aH}: differs`);
    }
}
/** The stored status against the one the re-assembled selections imply (when the bundle has one). */
async function compareStoredStatus(root, study, say, problems) {
    if (!(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STATUS_FILE */.C5))))
        return;
    const stored = textOrNull(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STATUS_FILE */.C5), bundle_layout/* STATUS_FILE */.C5));
    const expected = (0,bundle_status/* writeWorkflowJson */.R3)((0,bundle_status/* completeStatus */.CK)(study, await (0,cell_observations/* readSharedMachine */.t)(root, await (0,discover_bundle/* readBundlePlan */.P)(root))));
    if (stored === expected)
        say(`${bundle_layout/* STATUS_FILE */.C5}: matches the re-assembled selections`);
    else {
        const value = stored === null ? null : jsonOrNull(stored);
        say(value === null
            ? `${bundle_layout/* STATUS_FILE */.C5}: is not valid ${stored === null ? 'UTF-8' : 'JSON'}, so it cannot be the status implied by the re-assembly`
            : `${bundle_layout/* STATUS_FILE */.C5}: differs from the status implied by the re-assembly`);
        if (value !== null)
            for (const d of (0,validate/* diffJson */.gH)((0,json_reader/* parseJson */.qF)(expected), value))
                say(`    ${d}`);
        problems.push(`${bundle_layout/* STATUS_FILE */.C5}: differs`);
    }
}
/** Side files the study binds by hash but assembly does not read; each present one must match. */
async function checkBoundSideFiles(root, files, study, say, problems) {
    const sideChecks = [];
    for (const c of study.server_configurations) {
        sideChecks.push({
            file: (0,bundle_layout/* runFile */.y6)(c.source_load_label, 'server-command.json'),
            expected: c.load_command_sha256,
            what: 'load_command_sha256',
        });
    }
    const wrappers = study.source_artifacts.quality_wrappers;
    for (const [label, entry] of Object.entries(wrappers)) {
        const w = entry.wrapper;
        sideChecks.push({
            file: (0,bundle_layout/* qualityFile */.c1)(label, 'server-command.json'),
            expected: w.server_command_sha256,
            what: 'server_command_sha256',
        });
        sideChecks.push({
            file: (0,bundle_layout/* qualityFile */.c1)(label, 'quality-evaluation.raw.json'),
            expected: w.evaluation_sha256,
            what: 'evaluation_sha256',
        });
    }
    sideChecks.push({
        file: 'evaluation-suite.json',
        expected: study.plan.pins.evaluation_suite_sha256,
        what: 'pins.evaluation_suite_sha256',
    });
    let sideOk = 0;
    for (const s of sideChecks) {
        if (!files.includes(s.file))
            continue;
        const got = (0,hashing/* sha256Hex */.fg)(await (0,bundle_files/* readInputFile */.jH)((0,bundle_files/* bundlePath */.EU)(root, s.file), s.file));
        if (got === s.expected)
            sideOk++;
        else {
            say(`  ${s.file}: sha256 ${got} does not match the recorded ${s.what} ${s.expected}`);
            problems.push(`${s.file}: differs from ${s.what}`);
        }
    }
    say(`bound side files: ${sideOk} present and matching their recorded hashes`);
}
/**
 * Verifies the bundle at `root` (`shownAs` names it in the header and in errors). A mismatch is a
 * report with ok=false; a bundle that cannot be read at all throws InputError (exit 2 in the CLI).
 */
async function verifyBundle(root, say = () => { }, shownAs = root) {
    await (0,bundle_files/* assertBundleDirectory */.m7)(root, shownAs);
    const problems = [];
    say(`verify: ${shownAs}`);
    const files = await (0,bundle_files/* listBundleFiles */._C)(root);
    // Neither a checksum list nor a plan: this is no bundle at all (unreadable input, exit 2).
    if (!(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* SUMS_FILE */.A$))) && !(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* PLAN_FILE */.VI))))
        throw new core_errors/* InputError */.dz(`not a capacity bundle: it has neither ${bundle_layout/* SUMS_FILE */.A$} nor ${bundle_layout/* PLAN_FILE */.VI}`, shownAs);
    await checkChecksums(root, say, problems);
    // A bundle that says it is incomplete is reported as such: its study cannot re-assemble, and a
    // stage that failed is not a mismatch.
    const failed = await failedStageOf(root);
    if (failed !== undefined) {
        const incomplete = `stage ${failed.stage} failed${failed.detail}`;
        say(`incomplete: ${incomplete}`);
        say(`result: INCOMPLETE (stage ${failed.stage} failed; ${problems.length ? `and ${problems.length} checksum problem(s)` : 'every file matches SHA256SUMS'})`);
        return { problems: [...problems, `incomplete: ${incomplete}`], ok: false, incomplete };
    }
    const derivation = await (0,plan_documents/* bundleDerivation */.kh)(root);
    if (derivation) {
        say(derivation.summary);
        problems.push(...derivation.problems);
    }
    let study;
    let inputCount;
    try {
        const { inputs } = await (0,discover_bundle/* discoverBundle */.g)(root);
        inputCount = 3 + inputs.loads.size + inputs.rss.size + inputs.serverLogs.size + inputs.quality.size;
        study = (0,assemble/* assembleStudy */.mZ)(inputs).study;
    }
    catch (e) {
        // The bundle was readable (its listing and checksums were checked above): inputs that do not
        // assemble are a mismatch like any other, whether or not SHA256SUMS was forged to match them.
        if (e instanceof core_errors/* InputError */.dz) {
            say(`assembly: FAILED: ${e.message}`);
            say(`result: MISMATCH (${problems.length + 1} problem(s))`);
            return { problems: [...problems, `assembly: ${e.message}`], ok: false };
        }
        throw e;
    }
    say(`assembly: re-assembled from ${inputCount} input files`);
    const reassembled = (0,json_writer/* canonicalJson */.dj)(study);
    if (await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STUDY_FILE */.Dx)))
        await compareStoredStudy(root, study, reassembled, say, problems);
    else
        say(`${bundle_layout/* STUDY_FILE */.Dx}: not in the bundle (nothing to compare)`);
    await compareStoredReceipt(root, study, say, problems);
    await compareStoredStatus(root, study, say, problems);
    await checkBoundSideFiles(root, files, study, say, problems);
    say(problems.length
        ? `result: MISMATCH (${problems.length} problem(s))`
        : 'result: OK — every file and every derived value matches');
    return { problems, ok: problems.length === 0 };
}

// EXTERNAL MODULE: ./src/cli/commands/fleet.ts + 1 modules
var fleet = __webpack_require__(881);
;// CONCATENATED MODULE: ./src/cli/commands/verify.ts
// `verify`: checks a bundle's checksums and re-derives everything it records (or verifies a fleet bundle).









const HELP = `Usage: paretopilot-capacity verify <bundle-dir>

Checks SHA256SUMS (every file listed, every listed file present and matching), re-assembles
the study from the bundle's raw artifacts, byte-compares capacity-study.json, capacity-receipt.md
and status.json when present, and lists every mismatched file, cell and field.
Exit 0 only when everything matches; 1 on any mismatch; 2 when the bundle cannot be read (a
missing directory, a file, an empty directory, or SHA256SUMS that is not a regular file).
A fleet bundle (capacity-fleet.json) is verified as by verify-fleet.
`;
async function verifyCommand(argv, io) {
    return (0,cli_io/* runCommand */.d)('verify', io, async () => {
        const { values, positionals } = (0,cli_io/* parseCommandArgs */.Q)(argv, {});
        if (values.help) {
            io.stdout(HELP);
            return exit_codes/* EXIT_OK */.Ij;
        }
        if (positionals.length !== 1)
            throw new errors/* UsageError */.e('expected exactly one bundle directory');
        const root = (0,external_node_path_.resolve)(io.cwd, positionals[0]);
        // A fleet bundle (capacity-fleet.json, no study of its own) is verified as a fleet.
        if ((await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, fleet_bundle/* FLEET_FILE */.oU))) && !(await (0,bundle_files/* exists */.t2)((0,bundle_files/* bundlePath */.EU)(root, bundle_layout/* STUDY_FILE */.Dx))))
            return (0,fleet.verifyFleetCommand)([positionals[0]], io);
        const report = await verifyBundle(root, (s) => io.stdout(`${s}\n`), positionals[0]);
        return report.ok ? exit_codes/* EXIT_OK */.Ij : exit_codes/* EXIT_MISMATCH */.O1;
    });
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ toAuthoredError)
/* harmony export */ });
/* unused harmony export authoredPointer */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5847);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8050);
/* harmony import */ var _authored_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7969);
// Problems of the documents derived from an authored plan, reported against the authored file: each
// JSON pointer of a derived run spec, capacity plan, load plan or suite mapped to the authored field
// it came from (docs/plans.md, "How derivation works").



const token = (t) => `/${(0,_core_json_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(t)}`;
const unescape = (t) => t.replace(/~1/g, '/').replace(/~0/g, '~');
/** Derived capacity-plan members → authored members (a prefix match; the rest of the pointer is kept). */
const PLAN_MEMBERS = [
    ['/server_parallel_levels', '/grid/server_parallel'],
    ['/client_concurrency_levels', '/grid/client_concurrency'],
    ['/passes', '/grid/candidate_order'],
    ['/quality_gate/minimum_score', '/gates/quality_floor'],
    ['/quality_gate/minimum_retention_vs_reference', '/gates/quality_retention'],
    ['/quality_gate/reference_candidate_id', '/gates/reference'],
    ['/quality_gate', '/gates'],
    ['/capacity_gate/max_server_peak_rss_mib', '/gates/max_server_peak_rss_mib'],
    ['/capacity_gate/max_throughput_relative_spread_percent', '/gates/max_throughput_relative_spread_percent'],
    ['/capacity_gate/max_e2e_relative_spread_percent', '/gates/max_e2e_relative_spread_percent'],
    ['/capacity_gate', '/gates'],
    ['/load_slo', '/slo'],
    ['/selection', '/selection'],
    ['/receipt/title', '/title'],
    ['/receipt', '/receipt'],
    ['/decision', '/decision'],
    ['/open_loop', '/open_loop'],
    ['/early_stop', '/early_stop'],
    ['/scope', '/scope'],
    ['/per_slot_context_tokens', '/per_slot_context_tokens'],
];
const LOAD_MEMBERS = [
    ['/concurrency_levels', '/grid/client_concurrency'],
    ['/slo', '/slo'],
    ['/schema_version', '/load'],
    ['', '/load'],
];
const SUITE_MEMBERS = [
    ['/quality_cases', '/quality/cases'],
    ['/schema_version', '/quality'],
    ['', '/quality'],
];
function byPrefix(pointer, members) {
    for (const [from, to] of members)
        if (pointer === from || pointer.startsWith(`${from}/`) || (from === '' && pointer !== ''))
            return to + pointer.slice(from.length);
    return undefined;
}
/** The authored pointer a derived document's pointer stands for ('' when it has no authored source). */
function authoredPointer(kind, pointer, mapping) {
    const parts = pointer.split('/').slice(1).map(unescape);
    if (kind === 'runSpec') {
        if (parts[0] === 'candidates' && parts.length >= 3 && parts[2] === 'model') {
            const model = mapping.candidateModels[parts[1]];
            if (model !== undefined)
                return token('models') + token(model) + parts.slice(3).map(token).join('');
        }
        if (['llama_cpp', 'builds', 'candidates', 'base_port', 'host', 'timeouts', 'mirror_dirs'].includes(parts[0]))
            return pointer;
        return '';
    }
    if (kind === 'plan') {
        if (parts[0] === 'candidates' && parts.length >= 2 && /^\d+$/.test(parts[1])) {
            const id = mapping.order[Number(parts[1])];
            const member = parts[2] === 'label' ? token('label') : '';
            return id === undefined ? '/candidates' : token('candidates') + token(id) + member;
        }
        if (parts[0] === 'candidates')
            return '/candidates';
        return byPrefix(pointer, PLAN_MEMBERS) ?? '';
    }
    if (kind === 'loadPlan')
        return byPrefix(pointer, LOAD_MEMBERS) ?? '/load';
    return byPrefix(pointer, SUITE_MEMBERS) ?? '/quality';
}
/**
 * `e` reported against the authored `file` when it names one of the documents derived from it
 * (any other error — a `quality_suite` file's own — is returned as it is).
 */
function toAuthoredError(e, file, mapping) {
    const kinds = Object.keys(_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .DERIVED_FILE_NAMES */ .ck);
    const kind = kinds.find((k) => e.file === (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, k));
    if (kind === undefined || (kind === 'suite' && !mapping.inlineSuite))
        return e;
    const label = (0,_authored_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedLabel */ ._4)(file, kind);
    const text = (m) => m.split(label).join(file);
    if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar)
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, e.errors.map((x) => ({ pointer: authoredPointer(kind, x.pointer, mapping), message: text(x.message) })));
    const pointer = e.pointer ?? '';
    const prefix = `${label}${e.pointer !== undefined ? `: ${pointer || '/'}` : ''}: `;
    const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(text(message), file, authoredPointer(kind, pointer, mapping));
}


/***/ }),

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ loadJsonFile),
/* harmony export */   Pc: () => (/* binding */ deriveAuthoredFiles),
/* harmony export */   kh: () => (/* binding */ bundleDerivation),
/* harmony export */   n7: () => (/* binding */ pinnedForm)
/* harmony export */ });
/* unused harmony export canonicalFile */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4256);
/* harmony import */ var _domain_build_kleidiai_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9227);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8830);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7199);
/* harmony import */ var _domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(468);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8050);
/* harmony import */ var _domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9412);
/* harmony import */ var _domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7969);
/* harmony import */ var _domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7313);
// The plan documents a study is read from, as files: one input file read and parsed, and the four
// documents an authored plan (docs/plans.md) derives, each as the canonical JSON bytes a stage, the
// bundle and a verifier all read alike.












async function loadJsonFile(path, display) {
    const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)(path, display);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** A document held in memory as its canonical JSON bytes, parsed back as a file of them would be. */
function canonicalFile(doc, path, display) {
    const bytes = (0,_domain_core_json_writer_js__WEBPACK_IMPORTED_MODULE_7__/* .canonicalJsonBytes */ .qJ)(doc);
    return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: display, bytes }), path, display, bytes };
}
/** The `quality_suite` file an authored plan names, relative to its folder (inside it). */
async function namedSuite(authored, relativePath) {
    if (relativePath.startsWith('/') ||
        relativePath.split(/[\\/]/).includes('..') ||
        relativePath.includes('\0'))
        throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz('must be a relative path inside the plan folder', authored.display, '/quality_suite');
    const suite = await loadJsonFile((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.path), relativePath), (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(authored.display), relativePath));
    (0,_domain_core_schema_validation_js__WEBPACK_IMPORTED_MODULE_8__/* .validateDocument */ .m)('evaluation-suite', suite.value, suite.display);
    return suite;
}
/**
 * The four documents an authored plan derives, or every problem found on the way, each against the
 * authored file and its JSON pointer (a `quality_suite` file's own problems name that file).
 * `suiteOverride` replaces the `quality_suite` file (a bundle holds the suite as recorded).
 */
async function deriveAuthoredFiles(authored, kleidiai, suiteOverride) {
    const file = authored.display;
    const problems = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .authoredPlanProblems */ .S0)(authored.value, file);
    if (problems.length > 0)
        return { problems };
    const mapping = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .authoredMappingOf */ .w2)(authored.value);
    let suiteFile;
    try {
        const named = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__/* .isJsonObject */ .OW)(authored.value) ? authored.value.quality_suite : undefined;
        if (typeof named === 'string')
            suiteFile = suiteOverride ?? (await namedSuite(authored, named));
        const docs = (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .deriveAuthoredDocuments */ .oU)(authored.value, file, { kleidiai, suite: suiteFile?.value });
        const derived = (kind, doc) => canonicalFile(doc, authored.path, (0,_domain_plan_authored_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .derivedLabel */ ._4)(file, kind));
        return {
            files: {
                spec: derived('runSpec', docs.runSpec),
                plan: derived('plan', docs.plan),
                loadPlan: derived('loadPlan', docs.loadPlan),
                // A suite file keeps its own name: its problems are that file's.
                suite: suiteFile
                    ? canonicalFile(docs.suite, suiteFile.path, suiteFile.display)
                    : derived('suite', docs.suite),
                mapping,
            },
            problems: [],
        };
    }
    catch (e) {
        if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz))
            throw e;
        return { problems: [(0,_domain_plan_authored_pointers_js__WEBPACK_IMPORTED_MODULE_10__/* .toAuthoredError */ .S)(e, file, mapping)] };
    }
}
/**
 * The form of a pinned document a study uses: the file as read when its bytes match `pin`, its
 * canonical JSON when its content does (a reformatted file keeps its pin; the bundle then holds the
 * canonical bytes, which hash to the pin), else the file as read (the cross-check refuses it).
 */
function pinnedForm(file, pin) {
    if (file.sha256 === pin || !(0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_11__/* .isJsonObject */ .OW)(file.value))
        return file;
    const canonical = canonicalFile(file.value, file.path, file.display);
    return canonical.sha256 === pin ? canonical : file;
}
/**
 * A bundle prepared from an authored plan holds it next to the four documents it derived: they must
 * be exactly what it derives (a bundle whose plan files were edited or swapped afterwards is
 * refused). Null for a bundle without an authored plan. `finalize` runs it before it calls a bundle
 * complete, and `verify` again.
 */
async function bundleDerivation(root) {
    const name = _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.authoredPlan;
    if (!(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, name))))
        return null;
    const read = async (rel) => {
        const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), rel);
        return { ...(0,_domain_core_json_input_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonInput */ .o)({ path: rel, bytes }), path: (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), display: rel, bytes };
    };
    let derived;
    try {
        derived = await deriveAuthoredFiles(await read(name), _domain_build_kleidiai_js__WEBPACK_IMPORTED_MODULE_3__/* .KLEIDIAI_V1_24_0_SOURCE */ .ng, await read(_domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.evaluationSuite));
    }
    catch (e) {
        if (!(e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz))
            throw e;
        derived = { problems: [e] };
    }
    if (!derived.files) {
        const why = derived.problems[0]?.message;
        return { summary: `${name}: does not derive a study: ${why}`, problems: [`${name}: ${why}`] };
    }
    const pairs = [
        [derived.files.spec, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.runSpec],
        [derived.files.plan, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.plan],
        [derived.files.loadPlan, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.loadPlan],
        [derived.files.suite, _domain_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .BUNDLE_FILES */ .HJ.evaluationSuite],
    ];
    const differ = [];
    for (const [file, rel] of pairs) {
        const stored = (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel)))
            ? (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, rel), rel))
            : undefined;
        if (stored !== file.sha256)
            differ.push(rel);
    }
    if (differ.length === 0)
        return { summary: `${name}: the bundle's plan documents are what it derives`, problems: [] };
    return {
        summary: `${name}: derives other plan documents than the bundle holds: ${differ.join(', ')}`,
        problems: differ.map((rel) => `${rel}: is not what ${name} derives`),
    };
}


/***/ })

};
