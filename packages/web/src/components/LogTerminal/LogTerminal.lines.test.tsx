// fetch is stubbed because no server runs in unit tests: it answers the line, search and SSE calls
// of a job log as the server documents them (the server side has its own tests over real logs).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { terminalRows } from '../../test/terminalRows';
import { LogTerminal } from './LogTerminal';
import type { LinedLogSource } from './useWindowedLog';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const LOG = Array.from({ length: 3000 }, (_, i) => `line ${i + 1}`);

interface Seen {
  ranges: Array<{ from: string | null; count: string | null }>;
  searches: string[];
  lastEventIds: Array<string | null>;
}

function stubLog(running: boolean): Seen {
  const seen: Seen = { ranges: [], searches: [], lastEventIds: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const at = new URL(url, 'http://web.test');
      if (at.pathname === '/lines') {
        const from = at.searchParams.get('from');
        const count = Number(at.searchParams.get('count'));
        seen.ranges.push({ from, count: at.searchParams.get('count') });
        const start = from === null ? Math.max(1, LOG.length - count + 1) : Number(from);
        const lines = LOG.slice(start - 1, start - 1 + count);
        return json({ total: LOG.length, running, from: start, lines, end_byte: 12345 });
      }
      if (at.pathname === '/search') {
        seen.searches.push(at.search);
        if (at.searchParams.get('key') === 'broken') return new Response(null, { status: 500 });
        const after = Number(at.searchParams.get('after'));
        // two pages: the first ends at line 1500
        const matches = LOG.map((text, i) => ({ line: i + 1, text }))
          .filter(({ line, text }) => line > after && text.endsWith('7'))
          .filter(({ line }) => after > 0 || line <= 1500);
        return json({ matches, next: after === 0 ? 1500 : null, total: LOG.length, running });
      }
      if (at.pathname === '/live') {
        seen.lastEventIds.push(new Headers(init?.headers).get('Last-Event-ID'));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('id: 12400\ndata: line 3001\ndata: line 3002\n\n'));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return seen;
}

const source: LinedLogSource = {
  range: async (from, count) => {
    const query = new URLSearchParams({ count: String(count), ...(from ? { from: String(from) } : {}) });
    return (await fetch(`/lines?${query}`)).json();
  },
  search: async (key, after, limit) => {
    const answer = await fetch(
      `/search?${new URLSearchParams({ key, after: String(after), limit: String(limit) })}`,
    );
    if (!answer.ok) throw new Error('the search failed');
    return answer.json();
  },
  livePath: '/live',
};

const render = () => renderRoutes([{ path: '/', Component: () => <LogTerminal lines={source} /> }], '/');

signedInForEachTest();

describe('LogTerminal over a log read by line', { timeout: 20_000 }, () => {
  it('opens a finished log at its tail without reading the rest', async () => {
    const seen = stubLog(false);
    render();
    await waitFor(() => expect(screen.getByTestId('log-terminal').dataset.phase).toBe('ended'));
    await waitFor(() => expect(terminalRows().at(-1)).toBe('line 3000'));
    expect(terminalRows()).toEqual(LOG.slice(-terminalRows().length));
    expect(seen.ranges).toEqual([{ from: null, count: '1000' }]);
    expect(seen.lastEventIds).toEqual([]);
  });

  it('follows a running log from where its tail ended', async () => {
    const seen = stubLog(true);
    render();
    await waitFor(() => expect(terminalRows().at(-1)).toBe('line 3002'));
    expect(terminalRows().slice(-3)).toEqual(['line 3000', 'line 3001', 'line 3002']);
    expect(seen.lastEventIds).toEqual(['12345']);
    expect(screen.getByTestId('log-terminal').dataset.phase).toBe('live');
  });

  it('searches the whole log on the server, page after page, each match with its line number', async () => {
    const seen = stubLog(false);
    render();
    await waitFor(() => expect(screen.getByTestId('log-terminal').dataset.phase).toBe('ended'));
    fireEvent.change(screen.getByTestId('log-search'), { target: { value: '7' } });
    const expected = LOG.filter((text) => text.endsWith('7')).length;
    await waitFor(() =>
      expect(screen.getByTestId('log-match-count').textContent).toBe(`Matching lines: ${expected}`),
    );
    expect(seen.searches).toEqual(['?key=7&after=0&limit=5000', '?key=7&after=1500&limit=5000']);
    // the terminal holds the last rows written: the last matches, numbered
    await waitFor(() => expect(terminalRows().at(-1)).toBe('2997 │ line 2997'));
    expect(terminalRows().at(-2)).toBe('2987 │ line 2987');
    // cleared, the tail is back
    fireEvent.change(screen.getByTestId('log-search'), { target: { value: '' } });
    await waitFor(() => expect(terminalRows().at(-1)).toBe('line 3000'));
  });

  it('says so when the search fails, and goes back to the log when it is cleared', async () => {
    stubLog(false);
    render();
    await waitFor(() => expect(screen.getByTestId('log-terminal').dataset.phase).toBe('ended'));
    fireEvent.change(screen.getByTestId('log-search'), { target: { value: 'broken' } });
    expect((await screen.findByTestId('log-failed')).textContent).toBe('the search failed');
    expect(screen.queryByTestId('log-no-match')).toBeNull();
    fireEvent.change(screen.getByTestId('log-search'), { target: { value: '' } });
    await waitFor(() => expect(terminalRows().at(-1)).toBe('line 3000'));
    expect(screen.queryByTestId('log-failed')).toBeNull();
  });
});
