import type { Terminal } from '@xterm/xterm';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { openEventStream } from '../../api/sse';
import { createLogFlusher } from './logFlush';
import { searchLog } from './logSearch';
import { LOG_FLUSH_DEBOUNCE_MS, LOG_FLUSH_MAX_WAIT_MS } from './terminalSettings';

export type LogPhase = 'connecting' | 'live' | 'ended' | 'failed' | 'paused';

export interface LogViewState {
  phase: LogPhase;
  failure: string;
  /** lines of the log (matching lines while searching) */
  shown: number;
}

/**
 * A log that exists only as a stream (a container's output): replayed from its start into the
 * terminal, searched in what the terminal holds. The lines are copied out only while a search is
 * on, so that another key searches the log rather than the last matches.
 */
export function useStreamedLog(
  terminal: RefObject<Terminal | null>,
  url: string | undefined,
  searchKey: string,
  following: RefObject<boolean>,
): LogViewState {
  const [phase, setPhase] = useState<LogPhase>('connecting');
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState(0);
  const searched = useRef<string[] | undefined>(undefined);

  // live: (re)connect from the start and append each flush
  useEffect(() => {
    const screen = terminal.current;
    if (url === undefined || searchKey !== '' || !screen) return;
    searched.current = undefined;
    screen.reset();
    let count = 0;
    setShown(0);
    setPhase('connecting');
    const flusher = createLogFlusher(
      (chunk) => {
        screen.write(chunk, () => {
          if (following.current) screen.scrollToBottom();
        });
        setShown(count);
      },
      { delayMs: LOG_FLUSH_DEBOUNCE_MS, maxWaitMs: LOG_FLUSH_MAX_WAIT_MS },
    );
    const stream = openEventStream(url, {
      onOpen: () => setPhase('live'),
      onEvent: (event) => {
        if (event.event === 'end') {
          stream.close();
          flusher.flush();
          setPhase('ended');
        } else if (event.event === 'message') {
          count += event.data.split('\n').length;
          flusher.add(`${event.data}\n`);
        }
      },
      onError: (error) => {
        setFailure(error.message);
        setPhase('failed');
      },
    });
    return () => {
      stream.close();
      flusher.cancel();
    };
  }, [searchKey, url, terminal, following]);

  // search: only the matching lines of what has arrived
  useEffect(() => {
    const screen = terminal.current;
    if (url === undefined || searchKey === '' || !screen) return;
    searched.current ??= terminalLines(screen);
    const found = searchLog(searched.current, searchKey);
    screen.reset();
    if (found.highlighted.length > 0) screen.write(`${found.highlighted.join('\n')}\n`);
    setShown(found.lines.length);
  }, [searchKey, url, terminal]);

  return { phase, failure, shown };
}

/** The lines the terminal holds as text, a wrapped line joined back into one. */
function terminalLines(terminal: Terminal): string[] {
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < buffer.length; y++) {
    const row = buffer.getLine(y);
    if (!row) continue;
    const text = row.translateToString(true);
    if (row.isWrapped && lines.length > 0) lines[lines.length - 1] += text;
    else lines.push(text);
  }
  // the rows after the last newline are empty
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
