// fetch is stubbed because no server runs in unit tests: each connection answers a canned event stream.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { terminalRows } from '../../test/terminalRows';
import { LogTerminal } from './LogTerminal';

function eventStream(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const finishedLog =
  'id: 10\ndata: Cloning repo\ndata: ERROR: tests failed\n\nid: 20\ndata: error count 2\n\nevent: end\ndata: end\n\n';

/** The log's connections answer `text`; the session's own reads (roles, settings) find nothing. */
function stubStream(text: string) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.startsWith('/api/logs/')) return new Response(null, { status: 404 });
      urls.push(url);
      return eventStream(text);
    }),
  );
  return urls;
}

const render = () =>
  renderRoutes(
    [{ path: '/', Component: () => <LogTerminal streamPath={(lines) => `/api/logs/job/${lines}`} /> }],
    '/',
  );

const logText = () => terminalRows().join('\n');

signedInForEachTest();

describe('LogTerminal', { timeout: 20_000 }, () => {
  it('replays the whole log from the start and says when it has ended', async () => {
    const urls = stubStream(finishedLog);
    render();
    await waitFor(() => expect(screen.getByTestId('log-terminal').dataset.phase).toBe('ended'));
    expect(logText()).toBe('Cloning repo\nERROR: tests failed\nerror count 2');
    expect(urls).toEqual(['/api/logs/job/9999999']);
    expect(screen.queryByTestId('log-loading')).toBeNull();
  });

  it('shows only the matching lines while searching, then reconnects and replays all', async () => {
    const urls = stubStream(finishedLog);
    render();
    await waitFor(() => expect(screen.getByTestId('log-terminal').dataset.phase).toBe('ended'));
    await waitFor(() => expect(logText()).toBe('Cloning repo\nERROR: tests failed\nerror count 2'));
    fireEvent.change(screen.getByTestId('log-search'), { target: { value: 'error' } });
    // the search waits for its debounce (500 ms): nothing is filtered yet
    expect(screen.queryByTestId('log-match-count')).toBeNull();
    expect(logText()).toBe('Cloning repo\nERROR: tests failed\nerror count 2');
    await waitFor(() => expect(logText()).toBe('ERROR: tests failed\nerror count 2'));
    expect(screen.getByTestId('log-match-count').textContent).toBe('Matching lines: 2');

    fireEvent.change(screen.getByTestId('log-search'), { target: { value: 'nowhere' } });
    expect(await screen.findByTestId('log-no-match', {}, { timeout: 2000 })).toBeTruthy();
    expect(urls).toHaveLength(1);

    fireEvent.change(screen.getByTestId('log-search'), { target: { value: '' } });
    await waitFor(() => expect(urls).toHaveLength(2));
    await waitFor(() => expect(logText()).toBe('Cloning repo\nERROR: tests failed\nerror count 2'));
    expect(urls[1]).toBe('/api/logs/job/9999999');
  });

  it('says so when the job wrote nothing', async () => {
    stubStream('event: end\ndata: end\n\n');
    render();
    expect(await screen.findByTestId('log-empty')).toBeTruthy();
  });
});
