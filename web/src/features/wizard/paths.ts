/**
 * Reading and writing a form value by core's field path ('oneOffBonuses.0.amount'): the wizard's forms bind
 * their inputs by the same keys core's checks report their issues under.
 */

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The value at `path` ('a.0.b'), or undefined where the path leads nowhere. */
export function getIn(source: unknown, path: string): unknown {
  let current = source;
  for (const part of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = Array.isArray(current)
      ? current[Number(part)]
      : Object.hasOwn(current, part)
        ? current[part]
        : undefined;
  }
  return current;
}

/** A copy of `source` with `value` at `path`; the containers on the way are copied, nothing else. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const [head = '', ...rest] = path.split('.');
  const container: Container = isContainer(source) ? source : {};
  const child = Array.isArray(container) ? container[Number(head)] : container[head];
  const next = rest.length === 0 ? value : setIn(child, rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...container, [head]: next } as T;
}

/**
 * An element id for a table key, which may hold spaces or other characters an id reference (aria-controls,
 * aria-labelledby) cannot: each such character becomes '_' and its code.
 */
export function keyId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.codePointAt(0)?.toString(16) ?? ''}`)}`;
}
