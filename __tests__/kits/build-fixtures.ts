// Build inputs the tests share: the llama.cpp release node-llama-cpp bundles (reachable without
// GitHub) and the generic and KleidiAI build variants.
import type { NpmBundleSourceSpec } from '../../src/domain/build/build-source.js';
import type { BuildVariant } from '../../src/domain/build/build-variant.js';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../src/domain/build/kleidiai.js';

/** The llama.cpp release that node-llama-cpp@3.21.1 bundles (reachable without GitHub). */
export const NODE_LLAMA_CPP_BUNDLE_SOURCE: NpmBundleSourceSpec = {
  kind: 'npm-bundle',
  package: 'node-llama-cpp',
  version: '3.21.1',
  integrity:
    'sha512-E3N0Ev2Va0wzydvXYFwM9Hvyo07PoWjt8T/9GMc43Cvt8YkV/NU/tYUgEMC1grTPv2o9PRjQi0G3Wb5P/awiMg==',
  expectedCommit: '80fb11ac73e66d89eae2c6a91d8a77428fa733ed',
};

export const GENERIC_VARIANT: BuildVariant = { label: 'generic', kleidiai: false };
export const KLEIDIAI_VARIANT: BuildVariant = {
  label: 'kleidiai',
  kleidiai: true,
  kleidiaiSource: KLEIDIAI_V1_24_0_SOURCE,
};
