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

/** Keys the edits add to an object, in order: a string value, or an object of further added keys. */
type Added = Map<string, string | Added>;

/** What the edits do to the scanned text: values replaced by a string, keys added to objects. */
interface Overlay {
  replaced: Map<Node, string>;
  added: Map<Node, Added>;
}

const pointer = (path: readonly (string | number)[], depth: number) =>
  `/${path.slice(0, depth + 1).join('/')}`;

/** Sets `edit` from `path[from]` on, a key of `added` (what a rescan after the earlier edits would find). */
function addKeys(added: Added, edit: JsonStringEdit, from: number, file: string): void {
  let map = added;
  for (let depth = from; depth < edit.path.length; depth++) {
    const step = edit.path[depth];
    // An object added by an earlier edit has no items; a missing key cannot open an array.
    if (typeof step === 'number')
      throw new InputError(`cannot edit in place: no array item there`, file, pointer(edit.path, depth));
    if (depth === edit.path.length - 1) {
      map.set(step, edit.value);
      return;
    }
    const next = map.get(step);
    if (typeof next === 'string') {
      if (typeof edit.path[depth + 1] === 'number')
        throw new InputError(
          `cannot edit in place: no array item there`,
          file,
          pointer(edit.path, depth + 1),
        );
      throw new InputError(`cannot edit in place: not an object`, file, pointer(edit.path, depth));
    }
    if (next !== undefined) {
      map = next;
      continue;
    }
    if (edit.path.slice(depth + 1).some((x) => typeof x === 'number'))
      throw new RangeError('an array index below a missing key');
    const created: Added = new Map();
    map.set(step, created);
    map = created;
  }
}

/** Folds one edit into the overlay, walking the scanned tree as the edits before it left it. */
function applyOne(root: Node, overlay: Overlay, edit: JsonStringEdit, file: string): void {
  let node = root;
  for (const [depth, step] of edit.path.entries()) {
    const here = pointer(edit.path, depth);
    // A value already replaced by a string has no members or items any more.
    const open: Node = overlay.replaced.has(node) ? { start: node.start, end: node.end } : node;
    if (typeof step === 'number') {
      const item = open.items?.[step];
      if (item === undefined) throw new InputError(`cannot edit in place: no array item there`, file, here);
      node = item;
      continue;
    }
    if (open.members === undefined)
      throw new InputError(`cannot edit in place: not an object`, file, here.replace(/\/[^/]*$/, '') || '/');
    const member = open.members.find((m) => m.key === step);
    if (member) {
      node = member.value;
      continue;
    }
    // A missing key: added after the object's last member when the text is written.
    const added: Added = overlay.added.get(node) ?? new Map();
    addKeys(added, edit, depth, file);
    overlay.added.set(node, added);
    return;
  }
  overlay.replaced.set(node, edit.value);
}

/** The whitespace that opens the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** An added value written at `indent` with `unit` steps. */
function render(value: string | Added, indent: string, unit: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = indent + unit;
  const members = [...value].map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner, unit)}`);
  return `{\n${members.join(',\n')}\n${indent}}`;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** The splices of the overlay in text order: a replaced value whole, added keys after the last member. */
function splices(text: string, node: Node, overlay: Overlay, out: Splice[]): Splice[] {
  const replaced = overlay.replaced.get(node);
  if (replaced !== undefined) {
    out.push({ start: node.start, end: node.end, text: JSON.stringify(replaced) });
    return out;
  }
  for (const m of node.members ?? []) splices(text, m.value, overlay, out);
  for (const item of node.items ?? []) splices(text, item, overlay, out);
  const added = overlay.added.get(node);
  if (added === undefined) return out;
  // Indented like the object's members (its own line's indent plus one unit when it has none).
  const objectIndent = lineIndent(text, node.start);
  const last = node.members!.at(-1);
  const memberIndent = last ? lineIndent(text, last.keyStart) : `${objectIndent}  `;
  const unit =
    memberIndent.startsWith(objectIndent) && memberIndent.length > objectIndent.length
      ? memberIndent.slice(objectIndent.length)
      : '  ';
  const members = [...added].map(
    ([k, v]) => `${memberIndent}${JSON.stringify(k)}: ${render(v, memberIndent, unit)}`,
  );
  if (last) out.push({ start: last.value.end, end: last.value.end, text: `,\n${members.join(',\n')}` });
  else out.push({ start: node.start, end: node.end, text: `{\n${members.join(',\n')}\n${objectIndent}}` });
  return out;
}

/**
 * `text` with every edit applied in order; values not named keep their bytes. The text is scanned
 * once and written once, so a plan of a thousand candidates costs no more per edit than a small one.
 */
export function setJsonStrings(text: string, edits: readonly JsonStringEdit[], file = 'JSON'): string {
  const root = scan(text, file);
  const overlay: Overlay = { replaced: new Map(), added: new Map() };
  for (const edit of edits) applyOne(root, overlay, edit, file);
  let out = '';
  let at = 0;
  for (const s of splices(text, root, overlay, [])) {
    out += text.slice(at, s.start) + s.text;
    at = s.end;
  }
  return out + text.slice(at);
}
