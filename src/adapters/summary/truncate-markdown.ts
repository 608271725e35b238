// Fits Markdown into a size budget (job summary bytes, PR comment characters) without breaking it.
import { TruncationLimitError } from '../errors.js';

/** `bytes`: UTF-8 bytes. `chars`: UTF-16 code units, never fewer than the code points GitHub counts. */
export type LengthUnit = 'bytes' | 'chars';

export interface TruncationNoteInput {
  /** Size of the part of the original text that was kept. */
  readonly keptUnits: number;
  /** Size of the original text. */
  readonly totalUnits: number;
  readonly unit: LengthUnit;
}

export interface TruncateMarkdownOptions {
  /** Largest allowed size of the result, note included. */
  readonly limit: number;
  readonly unit?: LengthUnit;
  /** One line of Markdown appended after the kept text; default: receiptTruncationNote without a link. */
  readonly note?: (input: TruncationNoteInput) => string;
}

export interface TruncatedMarkdown {
  readonly text: string;
  readonly truncated: boolean;
  readonly keptUnits: number;
  readonly totalUnits: number;
  /** Size of `text` in the requested unit (≤ limit). */
  readonly units: number;
}

export interface BundleLink {
  /** Artifact name of the study bundle. */
  readonly name: string;
  /** Where to download it (the run's artifact URL), when known. */
  readonly url?: string;
}

const encoder = new TextEncoder();

export function measureText(text: string, unit: LengthUnit): number {
  return unit === 'bytes' ? encoder.encode(text).length : text.length;
}

/** `> Receipt truncated at N of M bytes; the full receipt is in the bundle artifact <link>.` */
export function receiptTruncationNote(input: TruncationNoteInput, bundle?: BundleLink): string {
  const unitWord = input.unit === 'bytes' ? 'bytes' : 'characters';
  let where = 'the bundle artifact';
  if (bundle !== undefined) {
    const url = bundle.url === undefined ? undefined : safeLinkTarget(bundle.url);
    where += url === undefined ? ` ${codeSpan(bundle.name)}` : ` [${escapeLinkText(bundle.name)}](${url})`;
  }
  return `> Receipt truncated at ${input.keptUnits} of ${input.totalUnits} ${unitWord}; the full receipt is in ${where}.`;
}

/**
 * Returns `markdown` unchanged when it fits; otherwise the longest prefix that ends at a line
 * boundary outside any HTML tag, comment or table row, with open code fences and HTML blocks
 * closed, followed by a blank line and the note. Cutting at line boundaries never splits a
 * multi-byte character or a surrogate pair.
 */
export function truncateMarkdown(markdown: string, options: TruncateMarkdownOptions): TruncatedMarkdown {
  const unit = options.unit ?? 'bytes';
  const limit = options.limit;
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new TruncationLimitError(`Truncation limit must be a positive integer, got ${String(limit)}.`);
  }
  const note = options.note ?? ((input: TruncationNoteInput) => receiptTruncationNote(input));
  const totalUnits = measureText(markdown, unit);
  if (totalUnits <= limit) {
    return { text: markdown, truncated: false, keptUnits: totalUnits, totalUnits, units: totalUnits };
  }
  const boundaries = cutPoints(markdown, unit);
  for (let i = boundaries.length - 1; i >= 0; i--) {
    const cut = boundaries[i];
    const noteLine = note({ keptUnits: cut.units, totalUnits, unit });
    if (noteLine.includes('\n')) {
      throw new TruncationLimitError('The truncation note must be a single line of Markdown.');
    }
    const tail = `${cut.closers}\n${noteLine}\n`;
    const units = cut.units + measureText(tail, unit);
    if (units <= limit) {
      const text = markdown.slice(0, cut.offset) + tail;
      return { text, truncated: true, keptUnits: cut.units, totalUnits, units };
    }
  }
  const smallest = measureText(`\n${note({ keptUnits: 0, totalUnits, unit })}\n`, unit);
  throw new TruncationLimitError(
    `Truncation limit ${limit} ${unit} is smaller than the truncation note (${smallest} ${unit}).`,
  );
}

/**
 * Cuts `markdown` to at most `limit` units at a safe line boundary (closing open fences and HTML
 * blocks), with no note; callers add their own. Matches `(markdown, maxChars) => string`.
 */
export function cutMarkdown(markdown: string, limit: number, unit: LengthUnit = 'chars'): string {
  if (measureText(markdown, unit) <= limit) return markdown;
  const boundaries = cutPoints(markdown, unit);
  for (let i = boundaries.length - 1; i >= 0; i--) {
    const cut = boundaries[i];
    if (cut.units + measureText(cut.closers, unit) <= limit)
      return markdown.slice(0, cut.offset) + cut.closers;
  }
  return '';
}

interface CutPoint {
  /** String index just after a line break (or 0). */
  readonly offset: number;
  /** Size of markdown.slice(0, offset). */
  readonly units: number;
  /** Text that closes whatever is open at this point (fence, HTML blocks). */
  readonly closers: string;
}

// Void elements never need a closing tag.
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
// Cutting inside these and closing them keeps whole rows/items; inside anything else (a row, a
// cell, a summary, a link) the cut would be visible mid-element, so no cut is offered there.
const SPLITTABLE_ELEMENTS = new Set([
  'details',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'blockquote',
  'ul',
  'ol',
  'dl',
  'section',
  'article',
  'pre',
]);
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/;

interface Fence {
  readonly char: string;
  readonly length: number;
}

/** Every line boundary, ascending, at which the text may be cut. */
function cutPoints(markdown: string, unit: LengthUnit): CutPoint[] {
  const points: CutPoint[] = [{ offset: 0, units: 0, closers: '' }];
  const stack: string[] = [];
  let fence: Fence | undefined;
  let inComment = false;
  let openTag: { name: string; closing: boolean } | undefined;
  let offset = 0;
  let units = 0;
  while (offset < markdown.length) {
    const newline = markdown.indexOf('\n', offset);
    if (newline < 0) break; // the last line has no boundary after it but the end itself
    const line = markdown.slice(offset, newline);
    offset = newline + 1;
    units += measureText(line, unit) + 1;

    if (fence !== undefined) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) fence = undefined;
    } else if (!inComment && openTag === undefined && FENCE_OPEN.test(line)) {
      const match = FENCE_OPEN.exec(line) as RegExpExecArray;
      const marker = match[1];
      if (!(marker[0] === '`' && match[2].includes('`'))) fence = { char: marker[0], length: marker.length };
    } else {
      ({ inComment, openTag } = scanHtml(line, stack, inComment, openTag));
    }

    const safe = !inComment && openTag === undefined && stack.every((t) => SPLITTABLE_ELEMENTS.has(t));
    if (safe) {
      let closers = fence === undefined ? '' : `${fence.char.repeat(fence.length)}\n`;
      for (let i = stack.length - 1; i >= 0; i--) closers += `</${stack[i]}>\n`;
      points.push({ offset, units, closers });
    }
  }
  return points;
}

/** Updates the open-element stack with the tags of one line outside code. */
function scanHtml(
  rawLine: string,
  stack: string[],
  inComment: boolean,
  openTag: { name: string; closing: boolean } | undefined,
): { inComment: boolean; openTag: { name: string; closing: boolean } | undefined } {
  let line = rawLine;
  let i = 0;
  const finishTag = (tag: { name: string; closing: boolean }, selfClosing: boolean) => {
    if (tag.closing) {
      const at = stack.lastIndexOf(tag.name);
      if (at >= 0) stack.length = at;
    } else if (!selfClosing && !VOID_ELEMENTS.has(tag.name)) {
      stack.push(tag.name);
    }
  };
  if (inComment) {
    const end = line.indexOf('-->');
    if (end < 0) return { inComment: true, openTag };
    i = end + 3;
    inComment = false;
  } else if (openTag !== undefined) {
    const end = line.indexOf('>');
    if (end < 0) return { inComment, openTag };
    finishTag(openTag, line[end - 1] === '/');
    openTag = undefined;
    i = end + 1;
  }
  // Tags inside inline code are text, not markup.
  line = line.slice(0, i) + line.slice(i).replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
  while (i < line.length) {
    const lt = line.indexOf('<', i);
    if (lt < 0) break;
    if (line.startsWith('<!--', lt)) {
      const end = line.indexOf('-->', lt + 4);
      if (end < 0) return { inComment: true, openTag };
      i = end + 3;
      continue;
    }
    const match = TAG.exec(line.slice(lt));
    if (!match) {
      i = lt + 1;
      continue;
    }
    const tag = { name: match[2].toLowerCase(), closing: match[1] === '/' };
    const end = line.indexOf('>', lt + match[0].length);
    if (end < 0) return { inComment, openTag: tag };
    finishTag(tag, line[end - 1] === '/');
    i = end + 1;
  }
  return { inComment, openTag };
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function escapeLinkText(text: string): string {
  return text.replace(/[\\`*_[\]<>()#!|~&]/g, (c) => `\\${c}`);
}

/** An http(s) URL usable as a Markdown link target, or undefined. */
function safeLinkTarget(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
