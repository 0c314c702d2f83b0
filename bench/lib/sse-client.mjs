// A fetch-based reader of server-sent events, as a browser's EventSource would see them.

/** @typedef {{ event: string, data: string, id: string | undefined }} SseEvent */

/** @param {string} line */
const fieldValue = (line) => line.slice(line.indexOf(':') + 1).replace(/^ /, '');

/**
 * One event block (the text between blank lines); undefined for a block without data (a comment).
 * The server ends lines with \n only and writes `id` and `event` before the data lines.
 * @param {string} block
 * @returns {SseEvent | undefined}
 */
function parseBlock(block) {
  /** @type {SseEvent} */
  const event = { event: 'message', data: '', id: undefined };
  const dataAt = block.startsWith('data:') ? 0 : block.indexOf('\ndata:') + 1;
  if (dataAt === 0 && !block.startsWith('data:')) return undefined;
  for (const line of block.slice(0, dataAt).split('\n')) {
    if (line.startsWith('event:')) event.event = fieldValue(line);
    else if (line.startsWith('id:')) event.id = fieldValue(line);
  }
  const dataLines = block.slice(dataAt);
  // a million log lines are a million data lines: when all of them have the usual prefix, one
  // replace strips it (splitting them one by one would make this client the bottleneck)
  if (dataLines.startsWith('data: ') && !/\n(?!data: )/.test(dataLines)) {
    event.data = dataLines.slice(6).replaceAll('\ndata: ', '\n');
  } else {
    event.data = dataLines
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map(fieldValue)
      .join('\n');
  }
  return event;
}

/**
 * Opens the stream (resolving once the server answered 200) and calls `onEvent` for each event as it
 * arrives. `ended` resolves when the server closes the stream; `close()` stops reading.
 * @param {string} url
 * @param {string} token
 * @param {(event: SseEvent) => void} onEvent
 */
export async function openSse(url, token, onEvent) {
  const abort = new AbortController();
  const connectTimer = setTimeout(() => abort.abort(new Error('no answer within 30 s')), 30_000);
  let res;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  } finally {
    clearTimeout(connectTimer);
  }
  if (!res.ok || !res.body) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let start = 0;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n', start)) {
        const event = parseBlock(buffer.slice(start, end));
        start = end + 2;
        if (event) onEvent(event);
      }
      buffer = buffer.slice(start);
    }
  })();
  // a stream closed by us is not a failure of the benchmark
  const settled = ended.catch((error) => {
    if (!abort.signal.aborted) throw error;
  });
  return { ended: settled, close: () => abort.abort() };
}
