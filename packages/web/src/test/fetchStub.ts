import { vi } from 'vitest';

/**
 * No server runs in unit tests, so `fetch` is replaced by a table of canned answers
 * ("METHOD /path" → status and body). Unlisted calls answer 404.
 */
export type CannedAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export function stubFetch(
  answers: Record<string, CannedAnswer | ((init: RequestInit, url: string) => CannedAnswer)>,
) {
  const calls: Array<{ method: string; url: string; init: RequestInit }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const path = url.split('?')[0];
    const entry = answers[`${method} ${path}`];
    const answer =
      typeof entry === 'function' ? entry(init, url) : (entry ?? { status: 404, body: undefined });
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
