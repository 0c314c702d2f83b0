import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogFlusher } from './logFlush';

describe('createLogFlusher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a burst once, after 10 ms of quiet', () => {
    const writes: string[] = [];
    const flusher = createLogFlusher((text) => writes.push(text), { delayMs: 10, maxWaitMs: 100 });
    flusher.add('a\n');
    vi.advanceTimersByTime(5);
    flusher.add('b\n');
    vi.advanceTimersByTime(9);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['a\nb\n']);
  });

  it('still writes a stream that never goes quiet, at the latest after the longest wait', () => {
    const writes: string[] = [];
    const flusher = createLogFlusher((text) => writes.push(text), { delayMs: 10, maxWaitMs: 30 });
    for (let i = 0; i < 6; i++) {
      flusher.add(`${i}`);
      vi.advanceTimersByTime(6);
    }
    expect(writes).toEqual(['01234']);
  });

  it('flushes on demand and drops what waits when cancelled', () => {
    const writes: string[] = [];
    const flusher = createLogFlusher((text) => writes.push(text), { delayMs: 10, maxWaitMs: 100 });
    flusher.add('now');
    flusher.flush();
    flusher.add('never');
    flusher.cancel();
    vi.advanceTimersByTime(200);
    expect(writes).toEqual(['now']);
  });
});
