import { messages } from '@slipway/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendError } from './error-mapper.js';
import { findNulCharacter, installNulGuard } from './nul-guard.js';

describe('findNulCharacter', () => {
  it('finds a NUL in a string, a nested string, an array item or a key, and says where', () => {
    expect(findNulCharacter('a\u0000b', 'query')).toBe('query');
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findNulCharacter({ a: { 'k\u0000': 1 } }, 'body')).toBe('body.a.k\\0');
  });

  it('finds nothing in clean values, numbers, null or buffers', () => {
    expect(findNulCharacter({ a: ['x', 1, null, true], b: {} }, 'body')).toBeUndefined();
    expect(findNulCharacter(Buffer.from([0, 0]), 'body')).toBeUndefined();
    expect(findNulCharacter(undefined, 'params')).toBeUndefined();
  });

  it('walks a body nested deeper than the stack would allow for recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(findNulCharacter(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe('installNulGuard', () => {
  const app = Fastify();
  let reached = 0;
  beforeAll(async () => {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    installNulGuard(app);
    app.post('/echo/:name', async () => {
      reached += 1;
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const cases = [
    { where: 'a path segment', url: '/echo/a%00b', payload: {}, description: 'params.name' },
    { where: 'a query value', url: '/echo/a?q=%00', payload: {}, description: 'query.q' },
    { where: 'a body string', url: '/echo/a', payload: { list: ['\u0000'] }, description: 'body.list.0' },
    { where: 'a body key', url: '/echo/a', payload: { 'x\u0000': 1 }, description: 'body.x\\0' },
  ];
  for (const { where, url, payload, description } of cases) {
    it(`refuses a NUL in ${where} with 400 in the caller's language, before the route runs`, async () => {
      for (const language of ['en', 'zh-CN'] as const) {
        const res = await app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          type: 'error',
          code: 400,
          message: messages['error.nulCharacter'][language],
          description,
        });
      }
      expect(reached).toBe(0);
    });
  }

  it('lets clean requests through', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo/a?q=1', payload: { a: 'b' } });
    expect(res.statusCode).toBe(200);
    expect(reached).toBe(1);
  });
});
