// The sticky comment's body: its hidden marker line, the run order line after it, GitHub's size limit.
/** GitHub rejects issue comment bodies longer than this many characters. */
export const GITHUB_COMMENT_MAX_CHARS = 65_536;

const MARKER_PREFIX = 'paretopilot-capacity';
const MAX_KEY_CHARS = 128;

/**
 * Shortens Markdown to at most `maxChars` UTF-16 code units, cutting at a readable boundary.
 * src/adapters/summary/truncate-markdown.ts provides one; anything returning a longer string is hard-cut.
 */
export type TruncateMarkdown = (markdown: string, maxChars: number) => string;

/**
 * Reduce a key (plan path or study id) to characters that are safe inside an HTML comment:
 * no `--`, no `>`, no whitespace. Distinct keys that differ only in removed characters collide.
 */
export function sanitizeMarkerKey(key: string): string {
  const cleaned = key
    .trim()
    .replace(/[^A-Za-z0-9._/-]+/g, '_')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_KEY_CHARS);
  return cleaned === '' ? 'default' : cleaned;
}

/** Hidden first line that identifies this study's sticky comment. */
export function stickyMarker(key: string): string {
  return `<!-- ${MARKER_PREFIX}:${sanitizeMarkerKey(key)} -->`;
}

/**
 * The hidden second line of a comment written by workflow run `runNumber` (GITHUB_RUN_NUMBER, which
 * grows with every run of a workflow and stays the same across its re-run attempts).
 */
export function runOrderLine(runNumber: number): string {
  return `<!-- ${MARKER_PREFIX}-run:${runNumber} -->`;
}

/** The run number a comment's second line records, or null for a comment without one. */
export function recordedRunNumber(body: string): number | null {
  const second = (body.split('\n', 2)[1] ?? '').replace(/\r$/, '');
  const m = new RegExp(`^<!-- ${MARKER_PREFIX}-run:([0-9]{1,15}) -->$`).exec(second);
  return m ? Number(m[1]) : null;
}

/**
 * Whether a comment written by run `runNumber` may replace `existingBody`: never one a newer run
 * wrote, so an older run that reports late (its study was slower) cannot overwrite a newer receipt.
 * A writer that knows no run number may only replace a comment that records none either.
 */
export function mayReplaceComment(existingBody: string, runNumber: number | undefined): boolean {
  const recorded = recordedRunNumber(existingBody);
  if (recorded === null) return true;
  return runNumber !== undefined && runNumber >= recorded;
}

/**
 * Defence in depth behind the renderers' escaping: any line of the content that could read as a
 * sticky marker (`<!-- paretopilot-capacity:… -->`, however spaced or cased) has its `<` turned
 * into an entity, so only the first line of a comment this tool writes is ever a marker.
 */
export function neutralizeMarkers(content: string): string {
  return content.replace(new RegExp(`<(!--\\s*${MARKER_PREFIX})`, 'gi'), '&lt;$1');
}

export interface FittedBody {
  readonly body: string;
  readonly truncated: boolean;
}

/**
 * Marker line + content, within `maxChars`. When too long, the content is truncated and a visible
 * note pointing at the full receipt (bundle link when known) is appended.
 */
export function fitCommentBody(
  marker: string,
  content: string,
  maxChars: number,
  truncate: TruncateMarkdown,
  bundleUrl: string | undefined,
): FittedBody {
  content = neutralizeMarkers(content);
  const full = `${marker}\n${content}`;
  if (full.length <= maxChars) return { body: full, truncated: false };
  const note = truncationNote(bundleUrl);
  const budget = Math.max(0, maxChars - marker.length - 1 - note.length - 2);
  let cut = truncate(content, budget);
  if (cut.length > budget) cut = hardCut(cut, budget);
  // Exactly one blank line before the note, whether or not the cut ended at a line break.
  cut = cut.replace(/\n+$/, '');
  return { body: `${marker}\n${cut}\n\n${note}`, truncated: true };
}

export function truncationNote(bundleUrl: string | undefined): string {
  const where =
    bundleUrl === undefined
      ? "in this workflow run's study bundle artifact"
      : `in the [study bundle](${bundleUrl})`;
  return `> [!NOTE]\n> This comment was truncated to fit GitHub's comment size limit. The full receipt is ${where}.`;
}

/**
 * Fallback truncation: cut at the last line break that fits and close an open code fence, so the
 * rest of the comment is not rendered as code.
 */
export function truncateAtLine(markdown: string, maxChars: number): string {
  if (markdown.length <= maxChars) return markdown;
  const fenceClose = '\n```';
  const room = Math.max(0, maxChars - fenceClose.length);
  const lastBreak = markdown.lastIndexOf('\n', room);
  let cut = lastBreak > 0 ? markdown.slice(0, lastBreak) : hardCut(markdown, room);
  const fences = cut.split('\n').filter((line) => line.trimStart().startsWith('```')).length;
  if (fences % 2 === 1) cut += fenceClose;
  return cut.length <= maxChars ? cut : hardCut(cut, maxChars);
}

/** Cut to `maxChars` code units without leaving half of a surrogate pair. */
function hardCut(text: string, maxChars: number): string {
  let end = Math.min(text.length, maxChars);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}
