import { codehostIdParamsSchema, codehostOauthPaths } from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CodehostOauth } from './codehost-oauth.js';

/** Browser navigations carry no API token: the OAuth service decides who may start (see it). */
const open = { permission: { kind: 'public' } } as const;
const tags = ['codehosts'];

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
        const url = await oauth.authorizeUrl(
          req.params.id,
          req.query.redirect_url,
          originOf(req, publicUrl),
          req.actor?.isSystemAdmin === true,
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
        const redirect = await oauth.complete(req.query.code, req.query.state, originOf(req, publicUrl));
        return reply.redirect(redirect, 302);
      },
    );
  };
