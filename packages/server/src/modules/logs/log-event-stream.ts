import type { FollowFrom, JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import type { SseStream } from '../../http/sse.js';

/** Bursts of output are sent as one event: after this quiet time, or once this much has gathered. */
const BATCH_MS = 10;
const BATCH_CHARS = 64 * 1024;

/** The last event of a log stream; SSE drops events without data, so it carries a word. */
export function sendLogEnd(sse: SseStream) {
  sse.send('end', { event: 'end' });
  sse.end();
}

/** Where a stream starts: after the byte offset of an event the client already saw, else the last lines. */
export function resumePoint(lastEventId: string | undefined, tailLines: number): FollowFrom {
  return lastEventId && /^\d{1,15}$/.test(lastEventId) ? { fromByte: Number(lastEventId) } : { tailLines };
}

/**
 * Streams a job log over SSE: `message` events holding complete lines (joined with \n; the id
 * is the byte offset after them, for Last-Event-ID), then `end` when the writer closes.
 * A line still being written waits for its end, unless it grows past the batch size.
 */
export function streamJobLog(sse: SseStream, logs: LogStore, key: JobLogKey, from: FollowFrom) {
  let pending = '';
  let pendingEndByte = 0;
  let timer: NodeJS.Timeout | undefined;
  let quietUntil = 0;

  /** Sends the complete lines gathered (or everything); false when the client is behind. */
  const sendPending = (everything: boolean): boolean => {
    clearTimeout(timer);
    timer = undefined;
    const cut = everything ? pending.length : pending.lastIndexOf('\n') + 1;
    // SSE drops an event whose data is empty: a lone blank line waits for the next one
    if (cut === 0 || (cut === 1 && !everything)) return true;
    const lines = pending.slice(0, cut);
    pending = pending.slice(cut);
    const id = pendingEndByte - Buffer.byteLength(pending, 'utf8');
    return sse.send(lines.endsWith('\n') ? lines.slice(0, -1) : lines, { id });
  };

  const stop = logs.follow(
    key,
    from,
    (text, endByte) => {
      pending += text;
      pendingEndByte = endByte;
      if (pending.length < BATCH_CHARS) {
        // the first lines after a quiet time go at once (a job's first line is awaited); a burst
        // that follows gathers for BATCH_MS
        const now = performance.now();
        if (!timer && now >= quietUntil) {
          quietUntil = now + BATCH_MS;
          if (!sendPending(false)) return sse.drained();
          if (pending === '') return;
        }
        timer ??= setTimeout(() => sendPending(false), BATCH_MS);
        return;
      }
      // one line longer than a batch is sent in pieces rather than held without limit
      if (!sendPending(pending.indexOf('\n') === -1)) return sse.drained();
    },
    () => {
      sendPending(true);
      sendLogEnd(sse);
    },
  );
  sse.onClose(() => {
    clearTimeout(timer);
    stop();
  });
}
