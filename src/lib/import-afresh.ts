/**
 * Chromium and Safari keep a module whose download failed as failed for the life of the page:
 * `import()` of the same address rejects again at once, without asking the network. So a loader
 * wrapped here, once its download has failed, asks the next time for the same file at an address
 * the browser has not seen (`?retry=N`), and a piece that could not be opened offline opens once
 * the connection is back. The failed file's address is read from the browser's error (Chromium
 * and Firefox name it); where the error does not name it (Safari), the next try asks for the same
 * address again, which may fail again, and reloading the page is what brings the piece back.
 *
 * Only the module asked for gets a new address; the shared files it imports keep theirs, so
 * nothing that loaded is loaded twice.
 */

const afresh = new WeakSet<() => Promise<unknown>>();

/** The same-origin module address a failed `import()`'s error names, without its `retry`. */
export function failedModuleUrl(error: unknown): URL | undefined {
  const found = error instanceof Error ? /\bhttps?:\/\/[^\s"'`]+/.exec(error.message) : null;
  if (!found || !URL.canParse(found[0])) return undefined;
  const url = new URL(found[0]);
  if (url.origin !== location.origin) return undefined;
  url.searchParams.delete("retry");
  return url;
}

/**
 * `load`, except that after a failed download the next call asks for the file at a new address,
 * and once that address has worked every later call keeps to it (one module, loaded once).
 */
export function importAfresh<M>(load: () => Promise<M>): () => Promise<M> {
  if (afresh.has(load)) return load;
  let failed: URL | undefined;
  let worked: string | undefined;
  let tries = 0;
  const loader = (): Promise<M> => {
    if (worked) return import(/* @vite-ignore */ worked) as Promise<M>;
    if (!failed) return load().catch(remember);
    const again = new URL(failed);
    again.searchParams.set("retry", String(++tries));
    return (import(/* @vite-ignore */ again.href) as Promise<M>).then((module) => {
      worked = again.href;
      return module;
    }, remember);
  };
  const remember = (error: unknown): never => {
    failed = failedModuleUrl(error) ?? failed;
    throw error;
  };
  afresh.add(loader);
  return loader;
}
