// Build inputs the tests share: the llama.cpp release node-llama-cpp bundles (reachable without
// GitHub) and the generic and KleidiAI build variants.
import type { BuildVariant } from '../../src/domain/build/build-variant.js';
import { KLEIDIAI_V1_24_0_SOURCE } from '../../src/domain/build/kleidiai.js';

// The bundle's source is production data (init pins it): the tests take it from src.
export { NODE_LLAMA_CPP_BUNDLE_SOURCE } from '../../src/domain/build/build-source.js';

export const GENERIC_VARIANT: BuildVariant = { label: 'generic', kleidiai: false };
export const KLEIDIAI_VARIANT: BuildVariant = {
  label: 'kleidiai',
  kleidiai: true,
  kleidiaiSource: KLEIDIAI_V1_24_0_SOURCE,
};
