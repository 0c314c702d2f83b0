import {
  messageResponseSchema,
  proxyBodySchema,
  proxyListSchema,
  proxyParamsSchema,
  proxyPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { ProxyService } from './proxy.service.js';

const admin = { permission: { kind: 'systemAdmin' } } as const;
const tags = ['proxy'];
// the portal treats anything but {message: 'success'} as a failure
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** The proxy settings; the package and code host pages read them to show whether they use the proxy. */
export const proxyRoutes =
  (proxy: ProxyService): FastifyPluginAsyncZod =>
  async (app) => {
    // only settings pages read it (system settings, packages, code hosts): administrators only
    app.get(proxyPaths.list, { config: admin, schema: { tags, response: { 200: proxyListSchema } } }, () =>
      proxy.list(),
    );
    app.post(
      proxyPaths.list,
      { config: admin, schema: { tags, body: proxyBodySchema, response: done } },
      async (req) => {
        await proxy.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.post(
      proxyPaths.connectionTest,
      { config: admin, schema: { tags, body: proxyBodySchema, response: done } },
      async (req) => {
        await proxy.connectionTest(req.body);
        return success;
      },
    );
    app.put(
      proxyPaths.one,
      { config: admin, schema: { tags, params: proxyParamsSchema, body: proxyBodySchema, response: done } },
      async (req) => {
        await proxy.update(req.params.id, req.body, requireActor(req).account);
        return success;
      },
    );
  };
