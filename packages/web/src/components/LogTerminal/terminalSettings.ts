/** Terminal constants of spec §9. */
export const LOG_SCROLLBACK = 9_999_999;
export const LOG_ROWS = 30;
export const LOG_FONT_SIZE = 12;
/** the full log view's font size */
export const FULL_LOG_FONT_SIZE = 13;
export const LOG_FLUSH_DEBOUNCE_MS = 10;
export const LOG_FLUSH_MAX_WAIT_MS = 100;
export const LOG_SEARCH_DEBOUNCE_MS = 500;
/** `lines` asking a log stream for everything from the start (a replay after a search) */
export const LOG_ALL_LINES = 9_999_999;
