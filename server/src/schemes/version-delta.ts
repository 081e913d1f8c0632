/**
 * A saved version stored as the changes against the version before it (server/README.md, 'Schemes and
 * versions'): a version that changes one wage stores that wage, not every table again. Values are JSON as
 * PostgreSQL's jsonb keeps it (objects, arrays, strings, numbers, booleans, null; no undefined).
 *
 * A change sets the value at a path (creating what is missing), deletes an object's member, or cuts an
 * array to a length. Objects are compared member by member, arrays element by element, so a table added
 * at the end is one change and a wage changed deep inside a table is one change.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Path = (string | number)[];

export type Change =
  /** Sets the value at the path. */
  | { readonly p: Path; readonly v: Json }
  /** Deletes the object member at the path. */
  | { readonly p: Path; readonly d: 1 }
  /** Cuts the array at the path to this length. */
  | { readonly p: Path; readonly n: number };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changes that turn `before` into `after`. The walk keeps one path and copies it only for a change it
 * reports, so comparing two equal payloads allocates nothing per member (a save's hot path, store.ts).
 */
export function diff(before: Json, after: Json, path: Path = []): Change[] {
  const changes: Change[] = [];
  walk(before, after, [...path], changes);
  return changes;
}

function walk(before: Json, after: Json, path: Path, changes: Change[]): void {
  if (before === after) return;
  if (isObject(before) && isObject(after)) {
    for (const key in before) {
      if (Object.hasOwn(before, key) && !Object.hasOwn(after, key)) changes.push({ p: [...path, key], d: 1 });
    }
    for (const key in after) {
      if (!Object.hasOwn(after, key)) continue;
      if (Object.hasOwn(before, key)) {
        path.push(key);
        walk(before[key]!, after[key]!, path, changes);
        path.pop();
      } else {
        changes.push({ p: [...path, key], v: after[key]! });
      }
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index += 1) {
      path.push(index);
      walk(before[index]!, after[index]!, path, changes);
      path.pop();
    }
    for (let index = common; index < after.length; index += 1) {
      changes.push({ p: [...path, index], v: after[index]! });
    }
    if (after.length < before.length) changes.push({ p: [...path], n: after.length });
    return;
  }
  changes.push({ p: [...path], v: after });
}

/** What a stored change set says is wrong with it: the data would not be what was saved. */
export class BrokenChangeError extends Error {}

/**
 * A change as `scheme_versions.changes` keeps it since migration 0018: an array whose first element is the
 * path as a JSON Pointer (RFC 6901: '/salary_tables/0/full_table/null/LG1/1', '~1' for a '/' in a name and
 * '~0' for a '~'): `[pointer, value]` sets, `[pointer]` deletes a member, `[pointer, 'n', length]` cuts a list.
 * In jsonb a one-wage change takes about 60 bytes where the object form `{p: [...], v}` took 110 (issue 19:
 * what a one-cell version adds to the database). Versions stored before keep the object form; readChanges
 * reads both.
 */
export type StoredChange = readonly [string] | readonly [string, Json] | readonly [string, 'n', number];

const pointerPart = (part: string | number): string =>
  `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** The changes in their stored form (StoredChange). */
export function storedChanges(changes: readonly Change[]): StoredChange[] {
  return changes.map((change) => {
    const pointer = change.p.map(pointerPart).join('');
    if ('v' in change) return [pointer, change.v];
    if ('n' in change) return [pointer, 'n', change.n];
    return [pointer];
  });
}

/** A list index as a pointer writes it: '0' or a number without leading zeros. */
const INDEX = /^(?:0|[1-9]\d{0,8})$/;

/**
 * A path from a JSON Pointer. A part that reads as a list index becomes a number, which applyChanges needs for
 * a list; for an object it names the same member (a member '18' and [18] are one).
 */
function pathOf(pointer: string): Path {
  if (pointer === '') return [];
  if (!pointer.startsWith('/'))
    throw new BrokenChangeError(`Pad ${JSON.stringify(pointer)} begint niet met /`);
  return pointer
    .slice(1)
    .split('/')
    .map((part) => {
      const name = part.replaceAll('~1', '/').replaceAll('~0', '~');
      return INDEX.test(name) ? Number(name) : name;
    });
}

const isPath = (value: unknown): value is Path =>
  Array.isArray(value) && value.every((part) => typeof part === 'string' || typeof part === 'number');

/**
 * The changes of `scheme_versions.changes`, in the stored form (StoredChange) or the object form of versions
 * saved before migration 0018 ({p, v} / {p, d: 1} / {p, n}); anything else is a BrokenChangeError.
 */
export function readChanges(stored: unknown): Change[] {
  if (!Array.isArray(stored)) throw new BrokenChangeError('Wijzigingen zijn geen lijst');
  return stored.map((entry: unknown): Change => {
    if (Array.isArray(entry) && typeof entry[0] === 'string') {
      const p = pathOf(entry[0]);
      if (entry.length === 2) return { p, v: entry[1] as Json };
      if (entry.length === 1) return { p, d: 1 };
      if (entry.length === 3 && entry[1] === 'n' && Number.isInteger(entry[2]))
        return { p, n: entry[2] as number };
    } else if (typeof entry === 'object' && entry !== null && isPath((entry as { p?: unknown }).p)) {
      const change = entry as Record<string, unknown> & { p: Path };
      if ('v' in change) return { p: change.p, v: change.v as Json };
      if (change.d === 1) return { p: change.p, d: 1 };
      if (Number.isInteger(change.n)) return { p: change.p, n: change.n as number };
    }
    throw new BrokenChangeError(`Onbekende wijziging ${JSON.stringify(entry)}`);
  });
}

/** `base` with the changes made, as a new value; `base` itself is left as it is. */
export function applyChanges(base: Json, changes: readonly Change[]): Json {
  let root = structuredClone(base);
  for (const change of changes) {
    if (change.p.length === 0 && 'v' in change) {
      root = structuredClone(change.v);
      continue;
    }
    if (change.p.length === 0 && 'd' in change)
      throw new BrokenChangeError('Het geheel kan niet worden verwijderd');
    const parentPath = change.p.slice(0, -1);
    const last = change.p.at(-1)!;
    let target: Json = root;
    for (const key of 'n' in change ? change.p : parentPath) {
      const next: Json | undefined = (target as Record<string | number, Json>)[key];
      if (typeof next !== 'object' || next === null) {
        throw new BrokenChangeError(`Pad ${JSON.stringify(change.p)} bestaat niet in de vorige versie`);
      }
      target = next;
    }
    if ('n' in change) {
      if (!Array.isArray(target)) throw new BrokenChangeError(`${JSON.stringify(change.p)} is geen lijst`);
      target.length = change.n;
    } else if ('d' in change) {
      if (!isObject(target)) throw new BrokenChangeError(`${JSON.stringify(parentPath)} is geen object`);
      delete target[String(last)];
    } else if (Array.isArray(target)) {
      if (typeof last !== 'number' || last > target.length) {
        throw new BrokenChangeError(`${JSON.stringify(change.p)} ligt buiten de lijst`);
      }
      target[last] = structuredClone(change.v);
    } else {
      // As a member of its own, also when it is called '__proto__' (an assignment would set the prototype).
      Object.defineProperty(target, String(last), {
        value: structuredClone(change.v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return root;
}
