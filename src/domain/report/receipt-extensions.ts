// The receipt's sections for the optional plan blocks beyond the published format (closed-loop
// early stop, open-loop rate envelope), in receipt order; each adds nothing when its block is absent.
import type { StudyDocument } from '../study/study-model.js';
import { earlyStopSection } from './receipt-early-stop.js';
import { openLoopSection } from './receipt-open-loop.js';

export { skippedGridCell, SKIPPED_SENTENCE } from './receipt-early-stop.js';

export function extensionSections(study: StudyDocument): string[] {
  return [...earlyStopSection(study), ...openLoopSection(study)];
}
