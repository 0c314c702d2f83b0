import { type Language, pickLanguage } from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeOrUndefined(rest.join('='));
  }
  return undefined;
}

/** A cookie the browser did not write (a stray `%`) counts as absent, not as a failure of the call. */
function decodeOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The language cookie wins over Accept-Language; Chinese is the default (spec §1). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(readCookie(request.headers.cookie, 'language'), request.headers['accept-language']);
}
