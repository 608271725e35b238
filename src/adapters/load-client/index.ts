// The load client's public surface: load evaluation, open-loop runs, quality suite and their errors.
export { runLoadEvaluation } from './load-client.js';
export type {
  LoadEvaluationOptions,
  LoadEvaluationResult,
  LoadLevelResult,
  LoadProgressEvent,
  LoadSample,
} from './load-client.js';
export { runOpenLoop } from './open-loop.js';
export type { OpenLoopOptions, OpenLoopRecord, OpenLoopResult } from './open-loop.js';
export { runQualitySuite } from './quality-client.js';
export type {
  QualityCaseRequest,
  QualityCaseResponse,
  QualityLatencySample,
  QualityPerformanceRequest,
  QualityProgressEvent,
  QualitySuiteOptions,
  QualitySuiteResult,
} from './quality-client.js';
export { LoadClientConfigurationError, LoadEvaluationError, QualitySuiteError } from '../errors.js';
export type { LoadEvaluationFailure, LoadPhase, QualityPhase } from '../errors.js';
export { startMetricsSampler } from './metrics-sampler.js';
export type { MetricsSampler, MetricsSamplerOptions, MetricsSampling } from './metrics-sampler.js';
