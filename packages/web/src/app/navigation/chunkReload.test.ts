import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadChunk, type ReloadEnv } from './chunkReload';

function memoryEnv(now = 100_000) {
  const store = new Map<string, string>();
  const env = {
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    reload: vi.fn<() => void>(),
    now: () => now,
  } satisfies ReloadEnv;
  return env;
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js');

describe('loadChunk', () => {
  it('returns the module when it loads', async () => {
    await expect(loadChunk(async () => 'page', memoryEnv())).resolves.toBe('page');
  });

  it('reloads the page once when a chunk fails to load', async () => {
    const env = memoryEnv();
    void loadChunk(() => Promise.reject(chunkError), env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    await expect(loadChunk(() => Promise.reject(chunkError), env)).rejects.toBe(chunkError);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for other errors', async () => {
    const env = memoryEnv();
    const bug = new Error('x is not a function');
    await expect(loadChunk(() => Promise.reject(bug), env)).rejects.toBe(bug);
    expect(env.reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(chunkError)).toBe(true);
  });
});
