import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../lib/errors.js';

const NUL = '\u0000';

/** How a location is shown in the error description: a NUL itself would be invisible. */
const visible = (text: string) => text.replaceAll(NUL, '\\0');

/**
 * Where the first NUL character is in `value` (a string, an object key or a string at any
 * depth), as `at.key.0.key`; undefined when there is none.
 */
export function findNulCharacter(value: unknown, at: string): string | undefined {
  // a loop rather than recursion: a deeply nested body must not overflow the stack
  const pending: Array<{ value: unknown; at: string }> = [{ value, at }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.at;
      continue;
    }
    if (next.value === null || typeof next.value !== 'object' || ArrayBuffer.isView(next.value)) continue;
    for (const [key, item] of Object.entries(next.value)) {
      const itemAt = `${next.at}.${visible(key)}`;
      if (key.includes(NUL)) return itemAt;
      pending.push({ value: item, at: itemAt });
    }
  }
  return undefined;
}

function refuseNulCharacter(request: FastifyRequest, parts: ReadonlyArray<'params' | 'query' | 'body'>) {
  for (const part of parts) {
    const location = findNulCharacter(request[part], part);
    if (location) throw new BadRequestError('error.nulCharacter', location);
  }
}

/**
 * PostgreSQL cannot store or compare text holding a NUL character, and no field of the API has a
 * use for one: every request carrying one is refused with a 400 before anything reads it —
 * path and query before the caller is looked up, the body before validation.
 * Install it before the hooks that read requests (permissions, audit).
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => refuseNulCharacter(request, ['params', 'query']));
  app.addHook('preValidation', async (request) => refuseNulCharacter(request, ['body']));
}
