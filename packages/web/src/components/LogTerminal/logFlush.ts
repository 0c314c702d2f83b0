export interface LogFlusher {
  add(text: string): void;
  /** Writes what is waiting now. */
  flush(): void;
  /** Drops what is waiting and stops the timers. */
  cancel(): void;
}

/**
 * Gathers log text and writes it in one go once the stream is quiet for `delayMs` (spec §9: the
 * watch flush is debounced 10 ms), or at the latest `maxWaitMs` after the first waiting piece so a
 * chatty stream still shows up.
 */
export function createLogFlusher(
  write: (text: string) => void,
  { delayMs, maxWaitMs }: { delayMs: number; maxWaitMs: number },
): LogFlusher {
  let pending: string[] = [];
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    quietTimer = undefined;
    maxTimer = undefined;
  };
  const flush = () => {
    stopTimers();
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  return {
    add(text) {
      pending.push(text);
      clearTimeout(quietTimer);
      quietTimer = setTimeout(flush, delayMs);
      maxTimer ??= setTimeout(flush, maxWaitMs);
    },
    flush,
    cancel() {
      stopTimers();
      pending = [];
    },
  };
}
