/**
 * A job log writer that keeps what is written in memory, for tests of job steps that are not about
 * the log store itself.
 */
export function memoryLog() {
  let text = '';
  return {
    text: () => text,
    log: {
      write: (chunk: string | Buffer) => {
        text += chunk.toString();
        return true;
      },
      drained: async () => {},
      close: async () => {},
    },
  };
}
