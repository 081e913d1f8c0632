import { useEffect, useState } from 'react';

/** Something the wizard loads from the server: loading, loaded, or failed with a Dutch line. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/** The message of a failed load, in the words of the CLI's error mapping. */
export type DescribeError = (error: unknown) => string;

/**
 * Loads `load()` whenever `key` changes (null: nothing to load). A load that is overtaken by a newer key is
 * ignored, so a quick change of cao never shows the old cao's tables.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, describe: DescribeError): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, loaded: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, loaded: { status: 'ok', data } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'error', message: describe(error) } }),
    );
    return () => {
      current = false;
    };
    // `load` and `describe` are new functions on every render; the key says what is loaded.
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}

/** The data when loaded, else the fallback. */
export function loadedOr<T>(loaded: Loaded<T>, fallback: T): T {
  return loaded.status === 'ok' ? loaded.data : fallback;
}
