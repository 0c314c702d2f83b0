/** A new deployment removes the old chunks: a failed dynamic import reloads the page once (spec §2). */
const RELOADED_AT_KEY = 'slipway.chunk-reload-at';
/** A second failure this soon after a reload is a real error, not a stale page: no reload loop. */
const RELOAD_WINDOW_MS = 10_000;

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserEnv = (): ReloadEnv => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** Reloads unless the page was reloaded for this reason moments ago; returns whether it did. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  const last = Number(env.storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (env.now() - last < RELOAD_WINDOW_MS) return false;
  env.storage.setItem(RELOADED_AT_KEY, String(env.now()));
  env.reload();
  return true;
}

/** Wraps a dynamic import: on a chunk load error the page reloads (the promise then never settles). */
export async function loadChunk<T>(load: () => Promise<T>, env: ReloadEnv = browserEnv()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(env)) return new Promise<T>(() => {});
    throw error;
  }
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
