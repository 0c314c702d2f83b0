import type { Terminal } from '@xterm/xterm';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { openEventStream } from '../../api/sse';
import { linkLineNumbers, type MatchSource, writeMatches } from './logMatches';
import { matcher, stripAnsi } from './logSearch';
import { type LineSource, LogWindow } from './logWindow';
import type { LogPhase, LogViewState } from './useStreamedLog';

/** A job log the server serves by line: ranges, a search over all of it, and its live stream. */
export interface LinedLogSource extends LineSource, MatchSource {
  /** the SSE path of the log, resumed after a byte offset with Last-Event-ID */
  livePath: string;
}

/** A place in the log a search result led to, and the key to mark there. */
export interface LogAnchor {
  line: number;
  key: string;
}

/**
 * A long job log held in the terminal a window at a time (docs/architecture.md "Long logs"): its
 * tail followed live, earlier and later lines loaded as the user scrolls, a search over the whole
 * log on the server whose line numbers jump to their place.
 */
export function useWindowedLog(
  terminal: RefObject<Terminal | null>,
  source: LinedLogSource | undefined,
  searchKey: string,
  anchor: LogAnchor | undefined,
  following: RefObject<boolean>,
  jump: (anchor: LogAnchor) => void,
): LogViewState & { total: number } {
  const [phase, setPhase] = useState<LogPhase>('connecting');
  const [failure, setFailure] = useState('');
  const [searchFailure, setSearchFailure] = useState('');
  const [shown, setShown] = useState(0);
  const [total, setTotal] = useState(0);
  const searching = useRef('');
  searching.current = searchKey;
  const onJump = useRef(jump);
  onJump.current = jump;

  // a match's line number leads to its place in the whole log
  useEffect(() => {
    const screen = terminal.current;
    if (!source || !screen) return;
    const links = linkLineNumbers(
      screen,
      () => searching.current !== '',
      (line) => onJump.current({ line, key: searching.current }),
    );
    return () => links.dispose();
  }, [source, terminal]);

  // the log: its tail followed live, or the lines around an anchor
  useEffect(() => {
    const screen = terminal.current;
    if (!source || searchKey !== '' || !screen) return;
    const view = new LogWindow(screen, source);
    let stream: ReturnType<typeof openEventStream> | undefined;
    const fail = (error: Error) => {
      setFailure(error.message);
      setPhase('failed');
    };
    setPhase('connecting');
    setShown(0);
    screen.reset();
    const mark = anchor && ((text: string) => matcher(anchor.key).mark(stripAnsi(text)));
    view
      .open({ live: anchor === undefined, anchor: anchor?.line, mark })
      .then((opened) => {
        setTotal(opened.total);
        setShown(opened.total);
        if (anchor || !opened.running) {
          setPhase(opened.running ? 'paused' : 'ended');
          return;
        }
        stream = openEventStream(source.livePath, {
          lastEventId: String(opened.end_byte),
          onOpen: () => setPhase('live'),
          onEvent: (event) => {
            if (event.event === 'end') {
              stream?.close();
              setPhase('ended');
            } else if (event.event === 'message') {
              void view.append(event.data.split('\n'), following.current).then(() => {
                setTotal(view.total);
                setShown(view.total);
              });
            }
          },
          onError: fail,
        });
      })
      .catch(fail);
    const scrolling = screen.onScroll(() => view.scrolled());
    // a wheel at the very top or bottom moves nothing, so it is not a scroll: it still asks for more
    screen.attachCustomWheelEventHandler(() => {
      setTimeout(() => view.scrolled(), 0);
      return true;
    });
    return () => {
      view.close();
      stream?.close();
      scrolling.dispose();
      screen.attachCustomWheelEventHandler(() => true);
    };
  }, [source, searchKey, anchor, terminal, following]);

  // a search over the whole log: every matching line with its number
  useEffect(() => {
    const screen = terminal.current;
    if (!source || searchKey === '' || !screen) return;
    let cancelled = false;
    screen.reset();
    setShown(0);
    setSearchFailure('');
    writeMatches(screen, source, searchKey, setShown, () => cancelled).catch((error: Error) => {
      if (!cancelled) setSearchFailure(error.message);
    });
    return () => {
      cancelled = true;
    };
  }, [source, searchKey, terminal]);

  // a failed search says so while it is on; clearing it goes back to the log's own state
  if (searchKey !== '' && searchFailure !== '')
    return { phase: 'failed', failure: searchFailure, shown, total };
  return { phase, failure, shown, total };
}
