// Text as it streams in: when its first and last pieces came and how large it is. Checking what it says
// waits until the end, so that the time measured is that of the transfer alone.

export class ReceivedText {
  constructor() {
    /** @type {string[]} */
    this.pieces = [];
    this.bytes = 0;
    /** @type {number} performance.now() of the first piece */
    this.firstAt = Number.NaN;
    /** @type {number} performance.now() of the last piece */
    this.lastAt = Number.NaN;
  }

  /** Takes the next piece (ASCII: its length is its size in bytes). */
  /** @param {string} text */
  push(text) {
    const now = performance.now();
    if (this.pieces.length === 0) this.firstAt = now;
    this.lastAt = now;
    this.pieces.push(text);
    this.bytes += text.length;
  }

  /**
   * Throws unless the text holds the numbers 1..last, one a line, in order, none lost or repeated.
   * Lines that are not numbers (a step's header in a job log) are passed over.
   * @param {number} last
   * @param {string} source what streamed the text, for the message
   */
  verifySequence(last, source) {
    let next = 1;
    for (const line of this.pieces.join('').split('\n')) {
      if (!/^\d+$/.test(line)) continue;
      if (Number(line) !== next) throw new Error(`${source}: line ${line} came where ${next} was due`);
      next++;
    }
    if (next !== last + 1) throw new Error(`${source} ended after ${next - 1} of ${last} lines`);
  }
}
