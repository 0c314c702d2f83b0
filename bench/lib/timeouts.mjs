// No benchmark may wait forever: every wait has a limit and says what it was waiting for.

/**
 * Resolves or rejects as the promise does, or rejects after `limitMs` with a message naming the wait.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} limitMs
 * @param {string} what what was awaited, for the message
 * @returns {Promise<T>}
 */
export function withTimeout(promise, limitMs, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${limitMs / 1000} s waiting for ${what}`)),
      limitMs,
    );
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, expired])).finally(() => clearTimeout(timer));
}

/**
 * Calls `check` every `everyMs` until it returns a value other than undefined, which it resolves with;
 * rejects after `limitMs` with a message naming the wait and what `describe` says of the last state.
 * @template T
 * @param {() => Promise<T | undefined>} check
 * @param {{ limitMs: number, everyMs: number, what: string, describe?: () => string }} options
 * @returns {Promise<T>}
 */
export async function pollUntil(check, { limitMs, everyMs, what, describe }) {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() - started > limitMs) {
      throw new Error(
        `timed out after ${limitMs / 1000} s waiting for ${what}${describe ? ` (${describe()})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
