import { proxyBodySchema, proxyListSchema, proxyParamsSchema, proxyPaths } from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded, systemAdmin } from '../../http/route-options.js';
import type { ProxyService } from './proxy.service.js';

const tags = ['proxy'];

/** The proxy settings; the package and code host pages read them to show whether they use the proxy. */
export const proxyRoutes =
  (proxy: ProxyService): FastifyPluginAsyncZod =>
  async (app) => {
    // only settings pages read it (system settings, packages, code hosts): administrators only
    app.get(
      proxyPaths.list,
      { config: systemAdmin, schema: { tags, response: { 200: proxyListSchema } } },
      () => proxy.list(),
    );
    app.post(
      proxyPaths.list,
      { config: systemAdmin, schema: { tags, body: proxyBodySchema, response: answersSuccess } },
      (req) => succeeded(proxy.create(req.body, requireActor(req).account)),
    );
    app.post(
      proxyPaths.connectionTest,
      { config: systemAdmin, schema: { tags, body: proxyBodySchema, response: answersSuccess } },
      (req) => succeeded(proxy.connectionTest(req.body)),
    );
    app.put(
      proxyPaths.one,
      {
        config: systemAdmin,
        schema: { tags, params: proxyParamsSchema, body: proxyBodySchema, response: answersSuccess },
      },
      (req) => succeeded(proxy.update(req.params.id, req.body, requireActor(req).account)),
    );
  };
