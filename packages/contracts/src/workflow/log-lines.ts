/** Lines of a job log by number (1-based), with how many it holds and where they end for following it. */
export interface LogLinesView {
  total: number;
  running: boolean;
  from: number;
  lines: string[];
  /** the byte offset after the lines counted in `total`: a live stream resumed from it continues after them */
  end_byte: number;
}

/** A page of a search over a whole job log: `next` is the line to search after for more, null at the end. */
export interface LogSearchView {
  matches: Array<{ line: number; text: string }>;
  next: number | null;
  total: number;
  running: boolean;
}

/** The most lines one range call returns (and the most matches one search page holds). */
export const LOG_LINES_MAX_COUNT = 5000;
