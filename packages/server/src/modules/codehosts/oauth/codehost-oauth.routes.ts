import { codehostIdParamsSchema, codehostOauthPaths } from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CodehostOauth } from './codehost-oauth.js';
import { STATE_TTL_MS } from './oauth-state.js';

/** Browser navigations carry no API token: the OAuth service decides who may start (see it). */
const open = { permission: { kind: 'public' } } as const;
const tags = ['codehosts'];
/** Binds an authorisation to the browser that started it; sent back only to the callback. */
const NONCE_COOKIE = 'slipway_codehost_oauth';

const cookieOf = (req: FastifyRequest, name: string): string => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
};

/** The site's own origin, as the provider must send the browser back to it. */
const originOf = (req: FastifyRequest, publicUrl: string | undefined) => {
  const candidate = publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : 'http://localhost';
};

export const codehostOauthRoutes =
  (oauth: CodehostOauth, publicUrl: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      codehostOauthPaths.auth,
      {
        config: open,
        schema: {
          tags,
          params: codehostIdParamsSchema,
          querystring: z.object({ redirect_url: z.string().max(4096).default('') }),
        },
      },
      async (req, reply) => {
        const origin = originOf(req, publicUrl);
        const { url, nonce } = await oauth.authorize(
          req.params.id,
          req.query.redirect_url,
          origin,
          req.actor?.isSystemAdmin === true,
        );
        const secure = origin.startsWith('https:') ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${NONCE_COOKIE}=${nonce}; Path=${codehostOauthPaths.callback}; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
        );
        return reply.redirect(url, 302);
      },
    );
    app.get(
      codehostOauthPaths.callback,
      {
        config: open,
        schema: {
          tags,
          querystring: z.object({
            code: z.string().max(4096).default(''),
            state: z.string().max(4096).default(''),
          }),
        },
      },
      async (req, reply) => {
        const redirect = await oauth.complete(
          req.query.code,
          req.query.state,
          originOf(req, publicUrl),
          cookieOf(req, NONCE_COOKIE),
        );
        reply.header(
          'set-cookie',
          `${NONCE_COOKIE}=; Path=${codehostOauthPaths.callback}; Max-Age=0; HttpOnly; SameSite=Lax`,
        );
        return reply.redirect(redirect, 302);
      },
    );
  };
