// fetch is stubbed (see test/fetchStub.ts) because no server runs in unit tests;
// what is under test is the client's own handling of the answers (spec §8).
import { ErrorCode, servicesModifiedMarker } from '@slipway/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/session/sessionStore';
import { connectFeedback } from '../lib/feedback';
import { setNavigator } from '../lib/navigation';
import { stubFetch } from '../test/fetchStub';
import { testUser } from '../test/fixtures';
import { HttpError, http, isCancel } from './http';

let toasts: string[];
let navigations: string[];

beforeEach(() => {
  toasts = [];
  navigations = [];
  connectFeedback({ error: (text) => toasts.push(text), success: () => {}, notifyError: () => {} });
  setNavigator((path) => navigations.push(path));
  window.history.pushState({}, '', '/v1/projects?tab=all');
  sessionStore.start(testUser);
});

afterEach(() => {
  connectFeedback(undefined);
  sessionStore.clear();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('http client', () => {
  it('sends the session token as a bearer token and returns the JSON body', async () => {
    const { calls } = stubFetch({ 'GET /api/v1/things': { status: 200, body: { ok: true } } });
    await expect(http.get('/api/v1/things', { query: { a: 1, b: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.url).toBe('/api/v1/things?a=1');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends a JSON body and resolves 204 with undefined', async () => {
    const { calls } = stubFetch({ 'PUT /api/v1/things': { status: 204 } });
    await expect(http.put('/api/v1/things', { name: 'x' })).resolves.toBeUndefined();
    expect(calls[0]?.init.body).toBe('{"name":"x"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('on 401 signs out, says the login expired and goes to sign-in with the page to come back to', async () => {
    stubFetch({ 'GET /api/v1/things': { status: 401, body: { code: 401, message: 'unauthorized' } } });
    const error = await failure(http.get('/api/v1/things'));
    expect(error).toBeInstanceOf(HttpError);
    expect(sessionStore.getState().user).toBeNull();
    expect(toasts).toEqual(['Login expired, please log in again']);
    expect(navigations).toEqual(['/signin?redirect=%2Fv1%2Fprojects%3Ftab%3Dall']);
  });

  it('on 401 while on a sign-in page stays there without a toast', async () => {
    window.history.pushState({}, '', '/signin');
    stubFetch({ 'GET /api/v1/things': { status: 401, body: { code: 401, message: 'unauthorized' } } });
    await failure(http.get('/api/v1/things'));
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('shows the server message for a wrong password instead of treating it as a lost session', async () => {
    sessionStore.clear();
    window.history.pushState({}, '', '/signin');
    stubFetch({
      'POST /api/v1/login': {
        status: 401,
        body: { type: 'error', code: 401, message: 'Incorrect account or password', description: '' },
      },
    });
    await failure(http.post('/api/v1/login', { account: 'a', password: 'b' }, { sessionless: true }));
    expect(toasts).toEqual(['401 Incorrect account or password']);
    expect(navigations).toEqual([]);
  });

  it('on 403 says "no permission" for reads and "no permission to operate" for changes', async () => {
    stubFetch({
      'GET /api/v1/things': { status: 403, body: { code: 403, message: 'forbidden' } },
      'DELETE /api/v1/things': { status: 403, body: { code: 403, message: 'forbidden' } },
    });
    await failure(http.get('/api/v1/things'));
    await failure(http.delete('/api/v1/things'));
    expect(toasts).toEqual(['no permission', 'no permission to operate']);
  });

  it('on code 10000 goes to the initialization of the project named in the query', async () => {
    stubFetch({
      'GET /api/aslan/things': { status: 400, body: { code: 10000, message: 'not initialized' } },
    });
    await failure(http.get('/api/aslan/things', { query: { projectName: 'demo' } }));
    expect(navigations).toEqual(['/v1/projects/initialize/demo']);
    expect(toasts).toEqual([]);
  });

  it('on code 10000 takes the project from the current route, and stays when already there', async () => {
    stubFetch({ 'GET /api/aslan/things': { status: 400, body: { code: ErrorCode.ProjectNotInitialized } } });
    window.history.pushState({}, '', '/v1/projects/detail/web/pipelines');
    await failure(http.get('/api/aslan/things'));
    window.history.pushState({}, '', '/v1/projects/initialize/web');
    await failure(http.get('/api/aslan/things'));
    expect(navigations).toEqual(['/v1/projects/initialize/web']);
  });

  it.each([
    { code: 6168, description: '' },
    { code: 6094, description: '' },
    { code: 400, description: `${servicesModifiedMarker} svc-a` },
  ])('passes code $code / "$description" to the caller without a toast', async (body) => {
    stubFetch({ 'POST /api/aslan/things': { status: 400, body: { type: 'error', message: 'm', ...body } } });
    const error = await failure(http.post('/api/aslan/things', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(body.code);
    expect(toasts).toEqual([]);
  });

  it('shows status + errorMsg, status + message + description, else status + "API request error"', async () => {
    stubFetch({
      'GET /a': { status: 500, body: { errorMsg: 'disk full' } },
      'GET /b': {
        status: 400,
        body: { code: 400, message: 'Invalid request', description: 'name is missing' },
      },
      'GET /c': { status: 502 },
    });
    await failure(http.get('/a'));
    await failure(http.get('/b'));
    await failure(http.get('/c'));
    expect(toasts).toEqual(['500 disk full', '400 Invalid request name is missing', '502 API request error']);
  });

  it('shows only the server message for the password retrieval codes', async () => {
    stubFetch({
      'POST /api/v1/reset': { status: 400, body: { code: 10016, message: 'code expired', description: '' } },
    });
    await failure(http.post('/api/v1/reset', { password: 'x' }, { sessionless: true, token: 'link' }));
    expect(toasts).toEqual(['code expired']);
  });

  it('sends the token of a reset link instead of the session token', async () => {
    const { calls } = stubFetch({ 'POST /api/v1/reset': { status: 200, body: { message: 'ok' } } });
    await http.post('/api/v1/reset', { password: 'x' }, { sessionless: true, token: 'link-token' });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer link-token');
  });

  it('stays silent when asked to', async () => {
    stubFetch({ 'POST /api/v1/visit-records': { status: 500, body: { message: 'boom' } } });
    await failure(http.post('/api/v1/visit-records', {}, { silent: true }));
    expect(toasts).toEqual([]);
  });

  it('rejects a cancelled GET with the cancel marker and no toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = failure(http.get('/api/v1/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(isCancel(error)).toBe(true);
    expect(isCancel(new Error('other'))).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('reports a network failure as an API request error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(http.get('/api/v1/things'));
    expect((error as HttpError).status).toBe(0);
    expect(toasts).toEqual(['API request error']);
  });
});
