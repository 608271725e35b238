// Renderings added to every complete bundle besides the study, receipt and status.
import type { BundleExtra } from '../orchestrators/finalize.js';

export function bundleExtras(): BundleExtra[] {
  return [];
}
