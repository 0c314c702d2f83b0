import {
  featureNames,
  featureSchema,
  featureUpdateSchema,
  loginBodySchema,
  loginEnabledSchema,
  loginResponseSchema,
  resetBodySchema,
  retrieveQuerySchema,
  retrieveResponseSchema,
  signupBodySchema,
  userInfoSchema,
} from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../http/permissions.js';
import { answersSuccess, succeeded, systemAdmin } from '../../http/route-options.js';
import type { AccountService } from './account.service.js';
import type { FeaturesRepository } from './features.repository.js';

export interface AuthRoutesDeps {
  accounts: AccountService;
  features: FeaturesRepository;
  publicUrl: string | undefined;
  loginAttemptsPerMinute: number;
}

const publicRoute = { permission: { kind: 'public' } } as const;

/**
 * Attempts allowed per minute from one client, counted per account when the request names one,
 * so guessing at one account does not lock everybody out.
 */
function limitPerClient(max: number, account?: (req: FastifyRequest) => unknown) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => {
      const value = account?.(req);
      return `${req.ip}|${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
    },
  };
}

/** The address users open the app at, for links in mails. */
function appUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export const authRoutes =
  ({ accounts, features, publicUrl, loginAttemptsPerMinute }: AuthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/login',
      {
        config: {
          ...publicRoute,
          rateLimit: limitPerClient(
            loginAttemptsPerMinute,
            (req) => (req.body as { account?: unknown } | undefined)?.account,
          ),
        },
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      (req) => accounts.login(req.body),
    );

    app.get(
      '/api/v1/login-enabled',
      { config: publicRoute, schema: { tags: ['auth'], response: { 200: loginEnabledSchema } } },
      async () => ({ enabled: accounts.loginEnabled() }),
    );
    // Where the portal sends the browser when login-enabled is true: with no single-sign-on connector
    // the way in is the sign-in form, which asks login-enabled again and stays.
    app.get('/api/v1/login', { config: publicRoute, schema: { tags: ['auth'] } }, (_req, reply) =>
      reply.redirect('/signin', 302),
    );

    const featureParams = z.object({ name: z.enum(featureNames, { error: 'error.featureNotFound' }) });
    app.get(
      '/api/v1/features/:name',
      {
        config: publicRoute,
        schema: { tags: ['auth'], params: featureParams, response: { 200: featureSchema } },
      },
      async (req) => ({ name: req.params.name, enabled: await features.isEnabled(req.params.name) }),
    );
    app.put(
      '/api/v1/features/:name',
      {
        config: systemAdmin,
        schema: {
          tags: ['auth'],
          params: featureParams,
          body: featureUpdateSchema,
          response: { 200: featureSchema },
        },
      },
      async (req) => {
        await features.set(req.params.name, req.body.enabled);
        return { name: req.params.name, enabled: req.body.enabled };
      },
    );

    app.post(
      '/api/v1/signup',
      {
        config: { ...publicRoute, rateLimit: limitPerClient(loginAttemptsPerMinute) },
        schema: { tags: ['auth'], body: signupBodySchema, response: { 200: userInfoSchema } },
      },
      (req) => accounts.signup(req.body),
    );

    app.get(
      '/api/v1/retrieve',
      {
        config: {
          ...publicRoute,
          rateLimit: limitPerClient(
            loginAttemptsPerMinute,
            (req) => (req.query as { account?: unknown }).account,
          ),
        },
        schema: {
          tags: ['auth'],
          querystring: retrieveQuerySchema,
          response: { 200: retrieveResponseSchema },
        },
      },
      (req) => accounts.retrieve(req.query.account, appUrl(req, publicUrl)),
    );

    app.post(
      '/api/v1/reset',
      {
        config: { ...publicRoute, rateLimit: limitPerClient(loginAttemptsPerMinute) },
        schema: { tags: ['auth'], body: resetBodySchema, response: answersSuccess },
      },
      (req) => succeeded(accounts.reset(bearerToken(req) ?? req.body.token, req.body.password)),
    );
  };
