import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { type RefObject, useEffect, useRef } from 'react';
import { LOG_ROWS, LOG_SCROLLBACK } from './terminalSettings';

export interface TerminalLook {
  fontSize: number;
  background: string;
  foreground: string;
}

/** Keeps the 30 rows of spec §9 and takes the width the container offers. */
function fitColumns(terminal: Terminal, fit: FitAddon): void {
  const size = fit.proposeDimensions();
  if (size && Number.isFinite(size.cols) && size.cols > 0) terminal.resize(size.cols, LOG_ROWS);
}

/**
 * A read-only xterm in `container`, created once and disposed with the component; its look
 * follows `look` (the user's log colours and the view's font size).
 */
export function useXterm(container: RefObject<HTMLDivElement | null>, look: TerminalLook) {
  const terminal = useRef<Terminal | null>(null);
  const fit = useRef<FitAddon | null>(null);
  const firstLook = useRef(look);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { fontSize, background, foreground } = firstLook.current;
    const created = new Terminal({
      scrollback: LOG_SCROLLBACK,
      rows: LOG_ROWS,
      fontSize,
      theme: { background, foreground, cursor: background },
      convertEol: true,
      disableStdin: true,
      cursorBlink: false,
    });
    const fitAddon = new FitAddon();
    created.loadAddon(fitAddon);
    created.open(element);
    fitColumns(created, fitAddon);
    terminal.current = created;
    fit.current = fitAddon;
    const resizing =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => fitColumns(created, fitAddon));
    resizing?.observe(element);
    return () => {
      resizing?.disconnect();
      created.dispose();
      terminal.current = null;
      fit.current = null;
    };
  }, [container]);

  const { fontSize, background, foreground } = look;
  useEffect(() => {
    const current = terminal.current;
    if (!current || !fit.current) return;
    current.options.fontSize = fontSize;
    current.options.theme = { background, foreground, cursor: background };
    fitColumns(current, fit.current);
  }, [fontSize, background, foreground]);

  return terminal;
}
