// Sets string values of a JSON text in place: every byte outside the edited values stays as the
// user wrote it (indentation, key order, numbers), so a rewritten file differs only where it must.
import { InputError } from './errors.js';

/** One value to set: the path of object keys and array indexes down to it, and its new text. */
export interface JsonStringEdit {
  readonly path: readonly (string | number)[];
  readonly value: string;
}

interface Member {
  key: string;
  keyStart: number;
  value: Node;
}

interface Node {
  start: number;
  end: number;
  members?: Member[];
  items?: Node[];
}

/** A scanner of the text's structure (the text is already known to be valid JSON). */
function scan(text: string, file: string): Node {
  let i = 0;
  const fail = (what: string): never => {
    throw new InputError(`cannot edit in place: ${what} at offset ${i}`, file);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail('an unterminated string');
    i++;
    const key: unknown = JSON.parse(text.slice(start, i));
    return typeof key === 'string' ? key : fail('a string expected');
  };
  const value = (): Node => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const members: Member[] = [];
      ws();
      if (text[i] === '}') i++;
      else
        for (;;) {
          ws();
          if (text[i] !== '"') fail('a key expected');
          const keyStart = i;
          const key = string();
          ws();
          if (text[i++] !== ':') fail('":" expected');
          members.push({ key, keyStart, value: value() });
          ws();
          if (text[i] === ',') i++;
          else if (text[i++] === '}') break;
          else fail('"," or "}" expected');
        }
      return { start, end: i, members };
    }
    if (c === '[') {
      i++;
      const items: Node[] = [];
      ws();
      if (text[i] === ']') i++;
      else
        for (;;) {
          items.push(value());
          ws();
          if (text[i] === ',') i++;
          else if (text[i++] === ']') break;
          else fail('"," or "]" expected');
        }
      return { start, end: i, items };
    }
    if (c === '"') string();
    else {
      while (i < text.length && !' \t\n\r,]}'.includes(text[i])) i++;
      if (i === start) fail('a value expected');
    }
    return { start, end: i };
  };
  return value();
}

/** The whitespace that opens the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** `value` (a string, or an object for the rest of a path) written at `indent` with `unit` steps. */
function render(rest: readonly (string | number)[], value: string, indent: string, unit: string): string {
  if (rest.length === 0) return JSON.stringify(value);
  const [key, ...more] = rest;
  if (typeof key === 'number') throw new RangeError('an array index below a missing key');
  const inner = indent + unit;
  return `{\n${inner}${JSON.stringify(key)}: ${render(more, value, inner, unit)}\n${indent}}`;
}

function applyOne(text: string, edit: JsonStringEdit, file: string): string {
  let node = scan(text, file);
  for (const [depth, step] of edit.path.entries()) {
    const here = `/${edit.path.slice(0, depth + 1).join('/')}`;
    if (typeof step === 'number') {
      const item = node.items?.[step];
      if (item === undefined) throw new InputError(`cannot edit in place: no array item there`, file, here);
      node = item;
      continue;
    }
    if (node.members === undefined)
      throw new InputError(`cannot edit in place: not an object`, file, here.replace(/\/[^/]*$/, '') || '/');
    const member = node.members.find((m) => m.key === step);
    if (member) {
      node = member.value;
      continue;
    }
    // A missing key: insert it after the object's last member, indented like its siblings.
    const rest = edit.path.slice(depth + 1);
    const objectIndent = lineIndent(text, node.start);
    const last = node.members.at(-1);
    const memberIndent = last ? lineIndent(text, last.keyStart) : `${objectIndent}  `;
    const unit =
      memberIndent.startsWith(objectIndent) && memberIndent.length > objectIndent.length
        ? memberIndent.slice(objectIndent.length)
        : '  ';
    const member_ = `${JSON.stringify(step)}: ${render(rest, edit.value, memberIndent, unit)}`;
    if (last)
      return `${text.slice(0, last.value.end)},\n${memberIndent}${member_}${text.slice(last.value.end)}`;
    return `${text.slice(0, node.start)}{\n${memberIndent}${member_}\n${objectIndent}}${text.slice(node.end)}`;
  }
  return `${text.slice(0, node.start)}${JSON.stringify(edit.value)}${text.slice(node.end)}`;
}

/** `text` with every edit applied in order; values not named keep their bytes. */
export function setJsonStrings(text: string, edits: readonly JsonStringEdit[], file = 'JSON'): string {
  return edits.reduce((t, e) => applyOne(t, e, file), text);
}
