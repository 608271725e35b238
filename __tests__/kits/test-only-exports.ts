// The exports of src/ that only tests and bench import, each with why; read by the architecture
// test (TEST_ONLY_EXPORTS). Each is a part its own file's code uses, exported so a test can reach it
// directly; code that exists only for tests lives in __tests__/kits/ instead. The list only shrinks:
// a new test-only export fails, and so does an entry that src/ now imports, that nothing imports, or
// that is gone.
export const TEST_ONLY_EXPORTS: Readonly<Record<string, string>> = {
  'src/action/caches.ts: cacheEntryKey': 'part of fileEntries, restoreCaches and others, tested on its own',
  'src/action/inputs.ts: COMMANDS': 'a constant of Command and readInputs, which its tests check against',
  'src/action/inputs.ts: INPUT_DEFAULTS':
    'a constant of readInputs, parseRetentionDays and others, which its tests check against',
  'src/action/inputs.ts: parsePassSelector': 'part of readInputs, tested on its own',
  'src/action/ports.ts: CachePort': 'a type of ActionPorts, which its tests build',
  'src/adapters/artifacts/artifact-store.ts: assertSafeRelativePath':
    'part of resolveUpload, tested on its own',
  'src/adapters/artifacts/github-artifact-store.ts: GitHubArtifactStoreOptions':
    'a type of GitHubArtifactStore, which its tests build',
  'src/adapters/artifacts/github-artifact-store.ts: UploadRetryEvent':
    'a type of GitHubArtifactStoreOptions, which its tests build',
  'src/adapters/artifacts/zip-extract.ts: ZipLimits':
    'a type of extractZip and readCentralDirectory, which its tests build',
  'src/adapters/bundle/space-reserve.ts: SPACE_RESERVE_FILE':
    'a constant of reserveSpace and releaseSpace, which its tests check against',
  'src/adapters/bundle/space-reserve.ts: isNoSpace': 'part of withSpaceReserve, tested on its own',
  'src/adapters/cache/cache-dir.ts: CACHE_LAYOUT': 'a constant of cachePath, which its tests check against',
  'src/adapters/github/pr-comment.ts: CommentLogger':
    'a type of StickyCommentDeps, coreLogger and others, which its tests build',
  'src/adapters/github/pr-comment.ts: UpsertStickyComment':
    'a type of upsertStickyComment, which its tests build',
  'src/adapters/github/sticky-comment-body.ts: neutralizeMarkers':
    'part of fitCommentBody, tested on its own',
  'src/adapters/github/sticky-comment-body.ts: sanitizeMarkerKey': 'part of stickyMarker, tested on its own',
  'src/adapters/llama/build-cache.ts: BUILD_RECORD_FILE':
    'a constant of lookupBuild and publishBuild, which its tests check against',
  'src/adapters/llama/build.ts: listFiles': 'part of buildLlamaServer, tested on its own',
  'src/adapters/llama/build.ts: readElfIdentity': 'part of installBinary, tested on its own',
  'src/adapters/llama/source.ts: ensureNpmTarball': 'part of checkoutFromBundle, tested on its own',
  'src/adapters/llama/toolchain.ts: compilersFromEnv': 'part of probeToolchain, tested on its own',
  'src/adapters/load-client/load-client.ts: LoadEvaluationOptions':
    'a type of validateOptions, EvaluationContext and others, which its tests build',
  'src/adapters/load-client/load-client.ts: LoadSample':
    'a type of LoadLevelResult, LoadProgressEvent and others, which its tests build',
  'src/adapters/load-client/open-loop.ts: OpenLoopOptions':
    'a type of validate and runOpenLoop, which its tests build',
  'src/adapters/load-client/quality-client.ts: QualitySuiteOptions':
    'a type of validateOptions and runQualitySuite, which its tests build',
  'src/adapters/load-client/self-check.ts: ClientTiming':
    'a type of timeProductionClient and collectErrors, which its tests build',
  'src/adapters/load-client/self-check.ts: ScheduleServer': 'part of checkClientTiming, tested on its own',
  'src/adapters/load-client/self-check.ts: ServerRecord':
    'a type of ScheduleServer and collectErrors, which its tests build',
  'src/adapters/load-client/self-check.ts: StreamProfile':
    'a type of ScheduleServer, timeProductionClient and others, which its tests build',
  'src/adapters/load-client/self-check.ts: TimingErrors':
    'a type of collectErrors and checkClientTiming, which its tests build',
  'src/adapters/load-client/self-check.ts: collectErrors': 'part of checkClientTiming, tested on its own',
  'src/adapters/load-client/self-check.ts: monotonicMs': 'part of timeProductionClient, tested on its own',
  'src/adapters/load-client/self-check.ts: selfCheckRequests': 'part of checkClientTiming, tested on its own',
  'src/adapters/load-client/self-check.ts: timeProductionClient':
    'part of checkClientTiming, tested on its own',
  'src/adapters/load-client/sse.ts: SseDataReader': 'part of StreamTracker, tested on its own',
  'src/adapters/load-client/sse.ts: SseFinish':
    'a type of SseDataReader, StreamTracker and others, which its tests build',
  'src/adapters/models/fixture-models.ts: FixtureModelFile':
    'a type of ensureFixtureModels, which its tests build',
  'src/adapters/models/fixture-models.ts: VOCAB_GGUF_PATH':
    'a constant of ensureFixtureModels, which its tests check against',
  'src/adapters/models/mirror.ts: MIRROR_DIR_ENV':
    'a constant of resolveMirrorDirs, which its tests check against',
  'src/adapters/models/mirror.ts: findInMirror': 'part of fetchPinned, tested on its own',
  'src/adapters/models/mirror.ts: mirrorNames': 'part of findInMirror and fetchPinned, tested on its own',
  'src/adapters/models/model-request.ts: parseTokenOrigin': 'part of modelTokenFor, tested on its own',
  'src/adapters/models/model-request.ts: tokenOrigins': 'part of modelTokenFor, tested on its own',
  'src/adapters/process/machine-lock.ts: MACHINE_LOCK_ENV':
    'a constant of machineLockDir, which its tests set',
  'src/adapters/process/machine-lock.ts: machineLockDir': 'part of acquireMachineLock, tested on its own',
  'src/adapters/process/run-process.ts: liveProcessGroupIds':
    "the only view of the module's private registry of running groups: the tests check no build leaves one behind",
  'src/adapters/process/work-dir-lock.ts: acquireWorkDirLock': 'part of withWorkDirLock, tested on its own',
  'src/adapters/server/llama-server.ts: StartServerOptions':
    'a type of validateOptions, spawnTimedServer and others, which its tests build',
  'src/adapters/server/process-registry.ts: ServerProcessRecord':
    'a type of Entry, ProcessRegistry and others, which its tests build',
  'src/adapters/summary/summary-writer.ts: STEP_SUMMARY_LIMIT_BYTES':
    'a constant of writeSummary, which its tests check against',
  'src/adapters/summary/truncate-markdown.ts: LengthUnit':
    'a type of TruncationNoteInput, TruncateMarkdownOptions and others, which its tests build',
  'src/cli/commands/demo.ts: DEMO_EXAMPLES': 'a constant of demoSpecPath, which its tests check against',
  'src/cli/commands/demo.ts: demoSpecPath': 'part of demoCommand, tested on its own',
  'src/cli/commands/export-evidence.ts: EXPORT_EVIDENCE_USAGE':
    'a constant of exportEvidenceCommand, which its tests check against',
  'src/cli/commands/report.ts: REPORT_USAGE': 'a constant of reportCommand, which its tests check against',
  'src/cli/commands/verify-evidence.ts: VERIFY_EVIDENCE_USAGE':
    'a constant of verifyEvidenceCommand, which its tests check against',
  'src/cli/main.ts: COMMANDS':
    'a constant of commandsInHelpOrder, usage and others, which its tests check against',
  'src/cli/main.ts: HELP_ORDER': 'a constant of commandsInHelpOrder, which its tests check against',
  'src/cli/main.ts: commandsInHelpOrder': 'part of usage, tested on its own',
  'src/cli/process-streams.ts: pipeSafeWriter': 'part of processStreams, tested on its own',
  'src/cli/process-streams.ts: shownFor': 'part of processStreams, tested on its own',
  'src/cli/study-session.ts: installStudySignals': 'part of openStudySession, tested on its own',
  'src/domain/bundle/artifact-layout.ts: FIXED_CELL_BYTES':
    'a constant of cellBound, which its tests check against',
  'src/domain/bundle/artifact-layout.ts: MAX_CELL_BYTES':
    'a constant of bound, which its tests check against',
  'src/domain/bundle/artifact-layout.ts: maxSearchRequests': 'part of cellBound, tested on its own',
  'src/domain/bundle/artifact-names.ts: ArtifactKind':
    'a type of ArtifactNameParts, parseArtifactName and others, which its tests build',
  'src/domain/bundle/artifact-names.ts: ArtifactNameParts':
    'a type of artifactName, parseArtifactName and others, which its tests build',
  'src/domain/bundle/artifact-names.ts: FORBIDDEN_ARTIFACT_NAME_CHARACTERS':
    'a constant of artifactNameProblem, which its tests check against',
  'src/domain/bundle/artifact-names.ts: MAX_ARTIFACT_NAME_LENGTH':
    'a constant of artifactNameProblem and artifactName, which its tests check against',
  'src/domain/bundle/artifact-names.ts: artifactNameProblem':
    'part of assertValidArtifactName, parseArtifactName and others, tested on its own',
  'src/domain/bundle/artifact-names.ts: parseArtifactName': 'part of selectStudyAttempt, tested on its own',
  'src/domain/core/closest-name.ts: editDistance': 'part of closestName, tested on its own',
  'src/domain/bundle/study-progress.ts: cellState': 'part of studyProgress, tested on its own',
  'src/domain/core/json-reader.ts: ParseOptions':
    'a type of parseJson and parseJsonReference, which its tests build',
  'src/domain/core/json-writer.ts: WriteOptions':
    'a type of writeTo, writeJson and others, which its tests build',
  'src/domain/core/json-writer.ts: formatPythonFloat': 'part of formatNumber and emit, tested on its own',
  'src/domain/core/json-writer.ts: writeJsonBytes': 'part of canonicalJsonBytes, tested on its own',
  'src/domain/decision/cell-gates.ts: combine': 'part of decisionCells, tested on its own',
  'src/domain/decision/cell-gates.ts: completionGate': 'part of decisionCells, tested on its own',
  'src/domain/decision/cell-gates.ts: latencyGate': 'part of decisionCells, tested on its own',
  'src/domain/decision/cell-gates.ts: memoryGate': 'part of decisionCells, tested on its own',
  'src/domain/decision/derive-decision.ts: DecisionInputs':
    'a type of decisionSeed, deriveDecision and others, which its tests build',
  'src/domain/decision/derive-decision.ts: decisionSeed': 'part of deriveDecision, tested on its own',
  'src/domain/decision/factors.ts: serverOptions': 'part of factorOf, tested on its own',
  'src/domain/decision/plan-comparisons.ts: plannedComparisons':
    'part of confoundedWarnings, tested on its own',
  'src/domain/fleet/fleet-decision.ts: compareForDecision': 'part of chooseFleetPoint, tested on its own',
  'src/domain/fleet/fleet-html.ts: renderFleetHtmlSection': 'part of renderFleetHtmlPage, tested on its own',
  'src/domain/gguf/fixture-model.ts: quantizeQ4_0': 'part of generateFixtureModel, tested on its own',
  'src/domain/gguf/fixture-model.ts: quantizeQ8_0': 'part of generateFixtureModel, tested on its own',
  'src/domain/gguf/fixture-model.ts: seededUniform': 'part of generateFixtureModel, tested on its own',
  'src/domain/gguf/fixture-model.ts: toHalf': 'part of encodeF16, quantizeQ8_0 and others, tested on its own',
  'src/domain/gguf/gguf-header.ts: GGUF_MAX_HEADER_BYTES':
    'a constant of readGgufFacts, which its tests check against',
  'src/domain/gguf/gguf-header.ts: GGUF_READ_CHUNK_BYTES':
    'a constant of readGgufFacts, which its tests check against',
  'src/domain/gguf/gguf-header.ts: fileTypeName': 'part of readGgufFacts, tested on its own',
  'src/domain/gguf/gguf-header.ts: printableText': 'part of readGgufFacts, tested on its own',
  'src/domain/gguf/gguf.ts: GgufFile': 'a type of parseGguf, which its tests build',
  'src/domain/gguf/gguf.ts: tensorByteSize': 'part of parseGguf and writeGguf, tested on its own',
  'src/domain/load/arrivals.ts: ArrivalSpec':
    'a type of checkSpec, interArrivalGaps and others, which its tests build',
  'src/domain/load/arrivals.ts: interArrivalGaps': 'part of arrivalSchedule, tested on its own',
  'src/domain/load/probe.ts: attainmentVerdict': 'part of summarizeProbe, tested on its own',
  'src/domain/load/probe.ts: lagBoundMs':
    "part of summarizeProbe, tested on its own (the open-loop client's tests judge lag by it)",
  'src/domain/load/rate-search.ts: ProbeOutcome':
    'a type of SearchState and recordProbe, which its tests build',
  'src/domain/measurement/load-evaluation.ts: highestSloConcurrency':
    'part of buildLoadEvaluation and validateLoadEvaluation, tested on its own',
  'src/domain/measurement/load-evaluation.ts: rowJson': 'part of buildLoadEvaluation, tested on its own',
  'src/domain/measurement/load-evaluation.ts: sloFailures': 'part of aggregateRow, tested on its own',
  'src/domain/measurement/rate-search-history.ts: searchConfigOf': 'part of replaySearch, tested on its own',
  'src/domain/plan/authored-convert.ts: FourFilePlan':
    'a type of convertToAuthored, refuseExplicitPasses and others, which its tests build',
  'src/domain/plan/authored-keys.ts: AUTHORED_KEYS':
    'a constant of suggestedKey, which its tests check against',
  'src/domain/plan/authored-pointers.ts: authoredPointer': 'part of toAuthoredError, tested on its own',
  'src/domain/plan/check-report.ts: fixFor': 'part of checkProblem, tested on its own',
  'src/domain/plan/early-stop-plan.ts: canEverSkip': 'part of parseEarlyStopPlan, tested on its own',
  'src/domain/plan/early-stop-rule.ts: LevelLatency':
    'a type of MeasuredTurn, failureByMargin and others, which its tests build',
  'src/domain/plan/early-stop-rule.ts: failureByMargin': 'part of skipEvidence, tested on its own',
  'src/domain/plan/evaluation-suite.ts: answerMatches': 'part of matchedAnswer, tested on its own',
  'src/domain/plan/init-plan.ts: DEFAULT_LLAMA_CPP_COMMIT':
    'a constant of buildInitPlan, which its tests check against',
  'src/domain/plan/init-plan.ts: gridForCores': 'part of buildInitPlan, tested on its own',
  'src/domain/plan/init-plan.ts: kleidiaiApplies': 'part of buildInitPlan, tested on its own',
  'src/domain/plan/init-plan.ts: memoryCeilingMib': 'part of buildInitPlan, tested on its own',
  'src/domain/plan/init-plan.ts: modelNameOf': 'part of buildInitPlan, tested on its own',
  'src/domain/plan/init-plan.ts: threadsForCores': 'part of serverArgsForCores, tested on its own',
  'src/domain/plan/pass-selection.ts: MAX_PASSES':
    'a constant of parsePassSelector, which its tests check against',
  'src/domain/plan/pass-selection.ts: allowedPasses': 'part of resolvePassSelector, tested on its own',
  'src/domain/plan/plan-warnings.ts: HOSTED_JOB_LIMIT_MINUTES':
    'a constant of workflowTimeoutWarning, which its tests check against',
  'src/domain/plan/plan-warnings.ts: SLO_FLOOR': 'a constant of sloFloors, which its tests check against',
  'src/domain/plan/plan-warnings.ts: WORKFLOW_TIMEOUT_MINUTES':
    "a constant of workflowTimeoutWarning, which its tests hold equal to the reusable workflows' timeout-minutes default",
  'src/domain/plan/plan-warnings.ts: sloFloors': 'part of sloWarnings, tested on its own',
  'src/domain/plan/run-bounds.ts: RUN_BOUNDS': 'a constant of checkRunBounds, which its tests check against',
  'src/domain/plan/run-spec.ts: binaryPathFor': 'part of canonicalArgv, tested on its own',
  'src/domain/plan/run-spec.ts: canonicalDocuments': 'part of canonicalPins, tested on its own',
  'src/domain/plan/run-spec.ts: modelPathFor': 'part of canonicalArgv, tested on its own',
  'src/domain/plan/schedule.ts: portFor': 'part of performanceRuns and qualityRuns, tested on its own',
  'src/domain/report/decision-chart.ts: DecisionChartInput':
    'a type of plottedCells, sameCell and others, which its tests build',
  'src/domain/report/decision-chart.ts: TradeOff': 'a type of paretoFrontier, which its tests build',
  'src/domain/report/decision-chart.ts: paretoFrontier': 'part of frontierPath, tested on its own',
  'src/domain/report/decision-chart.ts: plottedCells': 'part of decisionChart, tested on its own',
  'src/domain/report/decision-chart.ts: pointTooltip': 'part of pointMarkup, tested on its own',
  'src/domain/report/decision-chart.ts: sloOnChart': 'part of axes and decisionChart, tested on its own',
  'src/domain/report/evidence-export.ts: EvidenceDocument':
    'a type of buildEvidenceExport and serializeEvidenceExport, which its tests build',
  'src/domain/report/evidence-verify.ts: decimalsForUnit':
    'part of roundForUnit and metricValue, tested on its own',
  'src/domain/report/evidence-verify.ts: estimatorRule': 'part of reproduceValue, tested on its own',
  'src/domain/report/html-open-loop.ts: rateAxis': 'part of attainmentChart, tested on its own',
  'src/domain/report/receipt-client-timing.ts: recordedClientTiming':
    'part of clientTimingStatement, tested on its own',
  'src/domain/report/receipt-emulation.ts: recordedLauncher': 'part of emulationNotice, tested on its own',
  'src/domain/report/receipt-open-loop.ts: openLoopChoice': 'part of choiceLine, tested on its own',
  'src/domain/report/receipt.ts: ReceiptOptions':
    'a type of reproduce and renderReceipt, which its tests build',
  'src/domain/report/receipt.ts: receiptWording': 'part of renderReceipt, tested on its own',
  'src/domain/report/receipt.ts: shortDecimal': 'part of header, tested on its own',
  'src/domain/statistics/distributions.ts: lnGamma': 'part of lnBeta, tested on its own',
  'src/domain/statistics/quantile-bounds.ts: requestsForUpperBound':
    'part of quantileBounds, tested on its own',
  'src/domain/study/assemble.ts: loadEvaluationBound': 'part of assembleStudy, tested on its own',
  'src/domain/study/gates.ts: Cell': 'a type of buildCells and selectOperatingPoints, which its tests build',
  'src/domain/study/rate-envelope.ts: deriveRateEnvelope': 'part of deriveOpenLoop, tested on its own',
  'src/domain/study/validate.ts: rederiveStudy': 'part of validateStudy, tested on its own',
  'src/domain/study/wording.ts: WordingFacts':
    'a type of isUnpublished, studyWording and others, which its tests build',
  'src/domain/study/wording.ts: architectureName': 'part of studyWording, tested on its own',
  'src/domain/study/wording.ts: candidateShortNames': 'part of decisionBoundary, tested on its own',
  'src/domain/study/wording.ts: releaseName': 'part of studyWording, tested on its own',
  'src/orchestrators/assemble-artifacts.ts: AssembleFromArtifactsOptions':
    'a type of assembleFromArtifacts, which its tests build',
  'src/orchestrators/assemble-job.ts: AssembleJobOptions': 'a type of assembleJob, which its tests build',
  'src/orchestrators/bundle-extras.ts: EVIDENCE_FILE':
    'a constant of bundleExtras, which its tests check against',
  'src/orchestrators/bundle-extras.ts: REPORT_FILE':
    'a constant of bundleExtras, which its tests check against',
  'src/orchestrators/finalize.ts: missingCells':
    'part of FinalizeResult, writeIncomplete and others, tested on its own',
  'src/orchestrators/finalize.ts: writeSha256Sums':
    'part of writeIncomplete and finalizeBundle, tested on its own',
  'src/orchestrators/fleet-bundle.ts: FLEET_STUDY_BOUNDS':
    'a constant of buildFleet, which its tests check against',
  'src/orchestrators/fleet-job.ts: runnerArtifactPrefix': 'part of assembleRunners, tested on its own',
  'src/orchestrators/init.ts: InitRequest':
    'a type of describeFailure, takeModel and others, which its tests build',
  'src/orchestrators/manifest.ts: ManifestInputs': 'a type of buildManifest, which its tests build',
  'src/orchestrators/plan-documents.ts: canonicalFile':
    'part of deriveAuthoredFiles and pinnedForm, tested on its own',
  'src/orchestrators/prepare.ts: parsePreparedStudy': 'part of readPrepared, tested on its own',
  'src/cli/commands/run.ts: describeDecision': 'part of describeOutcome, tested on its own',
  'src/domain/decision/headline.ts: HeadlineFacts': 'a type of headline, which its tests build',
  'src/domain/decision/headline.ts: HeadlinePoint': 'a type of HeadlineFacts, which its tests build',
  'src/domain/statistics/distributions.ts: normalUpperTail': 'part of normalCdf, tested on its own',
  'src/domain/statistics/distributions.ts: regularizedLowerGamma':
    'part of chiSquareQuantile, tested on its own',
  'src/domain/statistics/sizing.ts: criticalValueAtDf': 'part of pairsNeeded, tested on its own',
  'src/domain/statistics/sizing.ts: detectableNoncentrality':
    'part of minimumDetectableEffect, tested on its own against simulation',
  'src/domain/statistics/winner-interval.ts: WinnerInput': 'a type of winnerInterval, which its tests build',
  'src/domain/statistics/winner-interval.ts: projectionCriticalValue':
    'part of winnerInterval, tested on its own',
  'src/domain/statistics/winner-interval.ts: selectionTruncation':
    'part of winnerInterval, tested on its own against brute force',
  'src/domain/statistics/winner-interval.ts: truncatedNormalCdf':
    'part of winnerInterval, tested on its own in the far tails',
  'src/orchestrators/work-session.ts: SERVER_STATE_FILE':
    'a constant of withWorkSession, which its tests check against',
};
