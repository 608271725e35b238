// Escaping of plan- and artifact-derived text for the Markdown the tool publishes (receipt, job
// summary, PR comment, chart tables). Such text is data: it must never become markup, a mention, a
// link, a table cell boundary or the sticky-comment marker. One implementation, used everywhere.

/**
 * The receipt's own Markdown escape (capacity-receipt.md §2): backslash, then bar, then backtick.
 * It keeps tables and code spans intact but nothing else; `markdownText` builds on it.
 */
export function esc(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, '\\`');
}

/** Control characters, line/paragraph separators and bidirectional overrides: shown as one space. */
const BREAKING = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;
const ZWSP = '\u200b';

/**
 * Inline text for a table cell, heading, list item or paragraph. On top of `esc`:
 * - line breaks and other control characters become a space (a newline would end a table row or
 *   start a new block);
 * - `&`, `<`, `>` become entities, so no HTML tag, entity or `<!-- … -->` comment (the sticky
 *   comment marker) can appear, and `<…>` autolinks cannot form;
 * - `[` and `]` are backslash-escaped, so neither `[text](url)` links nor `![alt](src)` images form;
 * - `@` before a name and `#` before a number get a zero-width space, so `@user`, `@org/team`,
 *   `#123` and `owner/repo#123` notify nobody, and bare `https://` / `www.` addresses are broken the same way;
 * - a block marker at the very start (`#`, `-`, `+`, `*`, `=`, `1.`) is backslash-escaped.
 * Plain text (letters, digits, spaces, `.,:;()/_-*`) is returned unchanged.
 */
export function markdownText(s: string): string {
  let t = esc(s.replace(BREAKING, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[[\]]/g, (m) => `\\${m}`)
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`)
    // `#12`, `owner/repo#12`; not the `&amp;#64;` of an escaped entity, which is text already.
    .replace(/(?<!&amp;)#(?=\p{N})/gu, `#${ZWSP}`)
    .replace(/:\/\//g, `:/${ZWSP}/`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 1)}${ZWSP}${m.slice(1)}`);
  if (/^(?:[#+=*-]|\d+[.)])/.test(t)) t = /^\d/.test(t) ? t.replace(/^(\d+)/, '$1\\') : `\\${t}`;
  return t;
}

/** Characters a backtick code span cannot carry safely: its own delimiter, a table pipe, a line break, `<`. */
const CODE_UNSAFE = /[`|\\<\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * Data shown as code. Plain values keep the familiar backtick code span (where GitHub renders them
 * literally: no mention, link or HTML); a value that could close the span, split a table cell or
 * spell the comment marker is rendered as `<code>` with `markdownText` inside instead.
 */
export function markdownCode(s: string): string {
  return CODE_UNSAFE.test(s) ? `<code>${markdownText(s)}</code>` : `\`${s}\``;
}
