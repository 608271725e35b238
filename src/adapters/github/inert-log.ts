// Log text that came from artifacts, plans or the GitHub API is data, never a workflow command: text
// holding `::` or `##[` (which a runner could act on: `::add-mask::…`, a legacy `##[…]`) is written
// between `::stop-commands::` and its unguessable resume token.
import { randomBytes } from 'node:crypto';

/**
 * The runner reads a line as a command when, after leading whitespace, it starts with `::`, or
 * when it holds `##[` anywhere (the legacy form). Its whitespace is .NET's (`Char.IsWhiteSpace`,
 * which includes U+0085 NEXT LINE that JavaScript's `\s` lacks). Rather than a copy of that list
 * that could drift from the runner's, any `::` fences the text, whatever precedes it.
 */
const COMMAND_LIKE = /::|##\[/;

/**
 * `text` unchanged when it holds neither `::` nor `##[`; otherwise fenced by stop-commands. A
 * trailing newline stays after the fence, so the resume token always stands on a line of its own.
 */
export function inertLogText(
  text: string,
  token: () => string = () => randomBytes(16).toString('hex'),
): string {
  if (!COMMAND_LIKE.test(text)) return text;
  const resume = token();
  const end = text.endsWith('\n') ? '\n' : '';
  return `::stop-commands::${resume}\n${end ? text.slice(0, -1) : text}\n::${resume}::${end}`;
}
