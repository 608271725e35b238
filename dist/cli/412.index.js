export const id = 412;
export const ids = [412];
export const modules = {

/***/ 3412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCommand: () => (/* binding */ verifyCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1808);
/* harmony import */ var _domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8974);
/* harmony import */ var _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5847);
/* harmony import */ var _domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8830);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8050);
/* harmony import */ var _domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7887);
/* harmony import */ var _domain_study_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(630);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1604);
/* harmony import */ var _orchestrators_study_io_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8397);
/* harmony import */ var _orchestrators_fleet_bundle_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9195);
/* harmony import */ var _fleet_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4277);













const HELP = `Usage: paretopilot-capacity verify <bundle-dir>

Checks SHA256SUMS (every file listed, every listed file present and matching), re-assembles
the study from the bundle's raw artifacts, byte-compares capacity-study.json, capacity-receipt.md
and status.json when present, and lists every mismatched file, cell and field.
Exit 0 only when everything matches; 1 on any mismatch; 2 when the bundle cannot be read (a
missing directory, a file, an empty directory, or SHA256SUMS that is not a regular file).
A fleet bundle (capacity-fleet.json) is verified as by verify-fleet.
`;
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
            ? (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .qualityFile */ .c1)(label, 'quality-evidence.json')
            : (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .runFile */ .y6)(label, FINGERPRINT_FILES[m[1]]);
    }
    m = /^\/server_configurations\/([0-9]+)\/(rss_sha256|server_log_sha256):/.exec(pointer);
    if (m) {
        const label = study.server_configurations[Number(m[1])]?.source_load_label ?? '?';
        return (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .runFile */ .y6)(label, m[2] === 'rss_sha256' ? 'server-time.txt' : 'server.stderr.log');
    }
    return null;
}
function withoutReproduce(text) {
    return text.replace(/^## Reproduce and compare$[\s\S]*?(?=^## Boundary$)/m, '');
}
async function verifyCommand(argv, io) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .runCommand */ .d1)('verify', io, async () => {
        const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_9__/* .parseCommandArgs */ .Qx)(argv, {});
        if (values.help) {
            io.stdout(HELP);
            return _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
        }
        if (positionals.length !== 1)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('expected exactly one bundle directory');
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, positionals[0]);
        await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assertBundleDirectory */ .m7)(root, positionals[0]);
        // A fleet bundle (capacity-fleet.json, no study of its own) is verified as a fleet.
        if ((await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _orchestrators_fleet_bundle_js__WEBPACK_IMPORTED_MODULE_11__/* .FLEET_FILE */ .oU))) && !(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx))))
            return (0,_fleet_js__WEBPACK_IMPORTED_MODULE_12__.verifyFleetCommand)([positionals[0]], io);
        const problems = [];
        const say = (s) => io.stdout(`${s}\n`);
        say(`verify: ${positionals[0]}`);
        const files = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .listBundleFiles */ ._C)(root);
        // Neither a checksum list nor a plan: this is no bundle at all (unreadable input, exit 2).
        if (!(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$))) && !(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_FILE */ .VI))))
            throw new _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`not a capacity bundle: it has neither ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$} nor ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_FILE */ .VI}`, positionals[0]);
        // Present but not a regular file (a directory, say) is unreadable input, never "missing".
        if (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$))) {
            const listed = (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_7__/* .parseSha256Sums */ .Lm)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8Strict */ .h0)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$), _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$)));
            const actual = files.filter((f) => f !== _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$);
            const bad = [];
            for (const f of actual)
                if (!listed.has(f))
                    bad.push(`${f}: present but not listed in ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$}`);
            for (const [f, sha] of listed) {
                if (!actual.includes(f))
                    bad.push(`${f}: listed in ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$} but missing`);
                else {
                    const got = (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, f), f));
                    if (got !== sha)
                        bad.push(`${f}: sha256 ${got} does not match ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$} (${sha})`);
                }
            }
            say(bad.length
                ? `checksums: ${bad.length} problem(s)`
                : `checksums: ${listed.size} files listed in ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$}, all present and matching, none unlisted`);
            for (const b of bad)
                say(`  ${b}`);
            problems.push(...bad);
        }
        else {
            say(`checksums: ${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$} is missing, so file integrity is NOT verified`);
            problems.push(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMS_FILE */ .A$} missing`);
        }
        let study;
        let inputCount;
        try {
            const { inputs } = await (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverBundle */ .gU)(root);
            inputCount = 3 + inputs.loads.size + inputs.rss.size + inputs.serverLogs.size + inputs.quality.size;
            study = (0,_domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_3__/* .assembleStudy */ .mZ)(inputs).study;
        }
        catch (e) {
            if (e instanceof _domain_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz && problems.length) {
                say(`assembly: FAILED: ${e.message}`);
                say(`result: MISMATCH (${problems.length + 1} problem(s))`);
                return _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_MISMATCH */ .O1;
            }
            throw e;
        }
        say(`assembly: re-assembled from ${inputCount} input files`);
        const reassembled = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .canonicalJson */ .dj)(study);
        if (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx))) {
            const storedBytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx), _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx);
            if ((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8Strict */ .h0)(storedBytes) === reassembled)
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx}: byte-identical to the re-assembly`);
            else {
                const stored = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJson */ .qF)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8Strict */ .h0)(storedBytes));
                const diffs = (0,_domain_study_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .diffJson */ .gH)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJson */ .qF)(reassembled), stored, '', [], 10_000);
                const byFile = new Map();
                const other = [];
                for (const d of diffs) {
                    const f = fingerprintFile(d, study);
                    if (f)
                        byFile.set(f, (byFile.get(f) ?? 0) + 1);
                    else
                        other.push(d);
                }
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx}: differs from the re-assembly in ${diffs.length} field(s)`);
                if (byFile.size) {
                    say(`  fingerprints of ${byFile.size} file(s) differ from the hashes recorded in the study:`);
                    for (const [f, n] of [...byFile].sort()) {
                        const actual = (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, f), f));
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
                    problems.push(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx}: differs only in formatting`);
            }
        }
        else
            say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STUDY_FILE */ .Dx}: not in the bundle (nothing to compare)`);
        if (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH))) {
            const stored = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8Strict */ .h0)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH), _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH));
            const rendered = (0,_orchestrators_study_io_js__WEBPACK_IMPORTED_MODULE_10__/* .receiptFor */ .oU)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJson */ .qF)(reassembled), 're-assembled study');
            if (stored === rendered)
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH}: byte-identical to the re-rendered receipt`);
            else if (withoutReproduce(stored) === withoutReproduce(rendered)) {
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH}: differs only inside "## Reproduce and compare" (rendered by another tool or version)`);
                problems.push(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH}: reproduce section differs`);
            }
            else {
                const a = stored.split('\n');
                const b = rendered.split('\n');
                const i = a.findIndex((line, k) => line !== b[k]);
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH}: differs from the re-rendered receipt (first at line ${i + 1})`);
                say(`    stored:   ${a[i] ?? '<end of file>'}`);
                say(`    rendered: ${b[i] ?? '<end of file>'}`);
                problems.push(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .RECEIPT_FILE */ .aH}: differs`);
            }
        }
        if (await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .exists */ .t2)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5))) {
            const stored = (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8Strict */ .h0)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5), _adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5));
            const arch = study.provenance.runner.architecture;
            const expected = (0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_7__/* .writeWorkflowJson */ .R3)((0,_domain_bundle_status_js__WEBPACK_IMPORTED_MODULE_7__/* .completeStatus */ .CK)(study, arch));
            if (stored === expected)
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5}: matches the re-assembled selections`);
            else {
                say(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5}: differs from the status implied by the re-assembly`);
                for (const d of (0,_domain_study_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .diffJson */ .gH)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJson */ .qF)(expected), (0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJson */ .qF)(stored)))
                    say(`    ${d}`);
                problems.push(`${_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .STATUS_FILE */ .C5}: differs`);
            }
        }
        // Side files the study binds by hash but assembly does not read.
        const sideChecks = [];
        for (const c of study.server_configurations) {
            sideChecks.push({
                file: (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .runFile */ .y6)(c.source_load_label, 'server-command.json'),
                expected: c.load_command_sha256,
                what: 'load_command_sha256',
            });
        }
        const wrappers = study.source_artifacts.quality_wrappers;
        for (const [label, entry] of Object.entries(wrappers)) {
            const w = entry.wrapper;
            sideChecks.push({
                file: (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .qualityFile */ .c1)(label, 'server-command.json'),
                expected: w.server_command_sha256,
                what: 'server_command_sha256',
            });
            sideChecks.push({
                file: (0,_adapters_bundle_bundle_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .qualityFile */ .c1)(label, 'quality-evaluation.raw.json'),
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
            const got = (0,_domain_core_hashing_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)(await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)((0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .bundlePath */ .EU)(root, s.file), s.file));
            if (got === s.expected)
                sideOk++;
            else {
                say(`  ${s.file}: sha256 ${got} does not match the recorded ${s.what} ${s.expected}`);
                problems.push(`${s.file}: differs from ${s.what}`);
            }
        }
        say(`bound side files: ${sideOk} present and matching their recorded hashes`);
        say(problems.length
            ? `result: MISMATCH (${problems.length} problem(s))`
            : 'result: OK — every file and every derived value matches');
        return problems.length ? _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_MISMATCH */ .O1 : _io_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_OK */ .Ij;
    });
}


/***/ }),

/***/ 8397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Us: () => (/* binding */ readVerifiedStudy),
/* harmony export */   Wp: () => (/* binding */ renderStudyReceipt),
/* harmony export */   oU: () => (/* binding */ receiptFor)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1427);
/* harmony import */ var _domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8974);
/* harmony import */ var _domain_core_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8050);
/* harmony import */ var _domain_report_receipt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(268);
/* harmony import */ var _domain_study_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(630);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
// Shared by the CLI and the action: the one way to read a study, and its receipt rendering.
// Every command that renders or exports a study (receipt, report, export-evidence) reads it through
// readVerifiedStudy, so each re-derives every cell, gate and selection before rendering anything.







/**
 * Reads a study file (a regular file, strict UTF-8 JSON) and validates it by full re-derivation:
 * InputError (exit 2) when it cannot be re-derived, VerificationMismatch (exit 1) when a stored
 * value differs from the recomputation.
 */
async function readVerifiedStudy(path, cwd) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    const bytes = await (0,_adapters_bundle_bundle_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputFile */ .jH)(abs, path);
    const value = (0,_domain_study_assemble_js__WEBPACK_IMPORTED_MODULE_2__/* .readJsonFile */ .JE)({ path, bytes }).value;
    (0,_domain_study_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .validateStudy */ .c3)(value, path);
    return { display: path, path: abs, bytes, value };
}
/** Renders the receipt of a study readVerifiedStudy (or an assembly) already validated. */
function renderStudyReceipt(study) {
    // The receipt never reads the embedded sources; skip copying them.
    const { source_artifacts: _sources, ...shown } = study;
    return (0,_domain_report_receipt_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReceipt */ .pB)((0,_domain_core_json_js__WEBPACK_IMPORTED_MODULE_3__/* .toPlain */ .Ul)(shown), {
        toolName: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .TOOL_NAME */ .lH,
        toolVersion: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .TOOL_VERSION */ .wr,
        toolRepository: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .TOOL_REPOSITORY */ .Kq,
    });
}
function receiptFor(study, file = 'capacity-study.json') {
    (0,_domain_study_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .validateStudy */ .c3)(study, file);
    return renderStudyReceipt(study);
}


/***/ })

};
