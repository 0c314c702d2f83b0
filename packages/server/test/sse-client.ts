import { expect } from 'vitest';

/**
 * Reads an SSE stream as the portal's EventSource does (Bearer header, unnamed `message` events) and
 * returns the first `data:` payload, JSON-parsed, that `until` accepts; fails after 10 s.
 */
export async function readSseJson<T>(
  url: string,
  token: string,
  until: (data: T) => boolean = () => true,
): Promise<{ data: T; headers: Headers }> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + 10_000;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const lines = frame.split('\n');
        // a named event is not what EventSource.onmessage hears
        if (lines.some((line) => line.startsWith('event:') && line.trim() !== 'event: message')) continue;
        const data = lines
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data && until(JSON.parse(data))) return { data: JSON.parse(data), headers: res.headers };
      }
    }
    throw new Error(`${url}: no message matched`);
  } finally {
    controller.abort();
  }
}
