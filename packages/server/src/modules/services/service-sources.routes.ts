import {
  codehostParamsSchema,
  loaderLoadBodySchema,
  loaderLoadQuerySchema,
  loaderValidateQuerySchema,
  type ProjectAction,
  pmHostsUpdateBodySchema,
  pmProjectParamsSchema,
  pmServiceBodySchema,
  repoLocationQuerySchema,
  servicePaths,
  serviceProjectQuerySchema,
  templateServiceBodySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded } from '../../http/route-options.js';
import type { PmServices } from './pm-services.js';
import { locationOf, type ServiceLoader } from './service-loader.js';
import type { TemplateServices } from './template-services.js';

const tags = ['services'];
const inQuery = { from: 'query', key: 'projectName' } as const;
const inPath = { from: 'params', key: 'projectName' } as const;
const may = (action: ProjectAction, project: typeof inQuery | typeof inPath = inQuery) =>
  ({ permission: { kind: 'project', project, action } }) as const;

/**
 * Services from other sources than the editor: a code repository folder (portal-shapes §5.14), a K8s
 * YAML template (§5.15), and host services with their build (§5.16, §3.10).
 */
export const serviceSourcesRoutes =
  (deps: { loader: ServiceLoader; templates: TemplateServices; pm: PmServices }): FastifyPluginAsyncZod =>
  async (app) => {
    const { loader, templates, pm } = deps;
    app.get(
      servicePaths.loaderPreload,
      // the file tree asks before any project is named, as the code file pickers do
      {
        config: signedIn,
        schema: {
          tags,
          params: codehostParamsSchema,
          querystring: repoLocationQuerySchema,
          response: { 200: z.array(z.string()) },
        },
      },
      (req) => loader.preload(locationOf(req.params.codehostId, req.query)),
    );
    app.get(
      servicePaths.loaderValidateUpdate,
      {
        config: signedIn,
        schema: {
          tags,
          params: codehostParamsSchema,
          querystring: loaderValidateQuerySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(loader.validateUpdate(locationOf(req.params.codehostId, req.query), req.query.serviceName)),
    );
    for (const [method, action, mode] of [
      ['POST', 'create_service', 'create'],
      ['PUT', 'edit_service', 'reload'],
    ] as const) {
      app.route({
        method,
        url: servicePaths.loaderLoad,
        config: may(action),
        schema: {
          tags,
          params: codehostParamsSchema,
          querystring: loaderLoadQuerySchema,
          body: loaderLoadBodySchema,
          response: answersSuccess,
        },
        handler: (req) =>
          succeeded(
            loader.load(
              req.query.projectName,
              locationOf(req.params.codehostId, req.query),
              req.body,
              requireActor(req).account,
              mode,
            ),
          ),
      });
    }

    const templateSchema = {
      tags,
      querystring: serviceProjectQuerySchema,
      body: templateServiceBodySchema,
      response: answersSuccess,
    };
    app.post(servicePaths.templateLoad, { config: may('create_service'), schema: templateSchema }, (req) =>
      succeeded(templates.load(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.post(servicePaths.templateReload, { config: may('edit_service'), schema: templateSchema }, (req) =>
      succeeded(templates.reload(req.query.projectName, req.body, requireActor(req).account)),
    );

    const pmSchema = {
      tags,
      params: pmProjectParamsSchema,
      body: pmServiceBodySchema,
      response: answersSuccess,
    };
    app.post(servicePaths.pmServices, { config: may('create_service', inPath), schema: pmSchema }, (req) =>
      succeeded(pm.create(req.params.projectName, req.body, requireActor(req).account)),
    );
    app.put(servicePaths.pmServices, { config: may('edit_service', inPath), schema: pmSchema }, (req) =>
      succeeded(pm.update(req.params.projectName, req.body, requireActor(req).account)),
    );
    app.put(
      servicePaths.pmHealthCheckUpdate,
      {
        // the environment's host list changes the hosts a service runs on there
        config: may('config_environment'),
        schema: {
          tags,
          querystring: serviceProjectQuerySchema,
          body: pmHostsUpdateBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(pm.setHosts(req.query.projectName, req.body, requireActor(req).account)),
    );
  };
