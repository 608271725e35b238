// Python-compatible text helpers: fixed-point rounding (half-to-even on exact binary ties),
// str.strip(), str.capitalize(). See capacity-receipt.md §3 and capacity-study.md §8.3.

/**
 * Python `format(x, f'.{digits}f')`: rounds the exact binary value, exact ties to even.
 * `toFixed` agrees except on exact ties (it rounds those away from zero) and on −0.
 */
export function pyFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) {
    if (Number.isNaN(x)) return 'nan';
    return x > 0 ? 'inf' : '-inf';
  }
  const negative = x < 0 || Object.is(x, -0);
  const abs = Math.abs(x);
  let text: string;
  if (abs >= 1e21) {
    text = BigInt(Math.round(abs)).toString() + (digits > 0 ? '.' + '0'.repeat(digits) : '');
  } else {
    text = abs.toFixed(digits);
    const exact = abs.toFixed(100);
    const dot = exact.indexOf('.');
    const dropped = exact.slice(dot + 1 + digits);
    if (/^50*$/.test(dropped)) {
      // Exact tie: toFixed rounded up; Python keeps the even neighbour.
      const truncated = exact.slice(0, digits > 0 ? dot + 1 + digits : dot);
      const lastDigit = Number(truncated[truncated.length - 1]);
      if (lastDigit % 2 === 0) text = truncated;
    }
  }
  return (negative ? '-' : '') + text;
}

const PY_WHITESPACE =
  '\t\n\u000b\u000c\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

export function isPyWhitespace(ch: string): boolean {
  return ch.length === 1 && PY_WHITESPACE.includes(ch);
}

/** Python `str.strip()` with no arguments (differs from `trim()` on U+001C–U+001F, U+0085, U+FEFF). */
export function pyStrip(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isPyWhitespace(s[start])) start++;
  while (end > start && isPyWhitespace(s[end - 1])) end--;
  return s.slice(start, end);
}

/** Python `str.capitalize()`: first character upper-cased, the rest lower-cased. */
export function pyCapitalize(s: string): string {
  if (s.length === 0) return s;
  const first = String.fromCodePoint(s.codePointAt(0)!);
  return first.toUpperCase() + s.slice(first.length).toLowerCase();
}
