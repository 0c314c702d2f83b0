/**
 * Colour escapes (CSI) and terminal commands (OSC) of a log line; they are not part of its text.
 * An OSC never runs past the end of its line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: log lines carry ANSI escapes
const ANSI_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b\n]*(?:\u0007|\u001b\\)/g;

/** A log's text without its colour escapes: what a search looks in. */
export function stripAnsi(text: string): string {
  return text.includes('\u001b') ? text.replace(ANSI_SEQUENCE, '') : text;
}
