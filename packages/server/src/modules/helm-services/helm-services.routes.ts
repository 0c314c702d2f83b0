import {
  type HelmChartUpdateBody,
  type HelmServiceBody,
  helmChartUpdateBodySchema,
  helmFileContentQuerySchema,
  helmFileEntrySchema,
  helmFilePathQuerySchema,
  helmProjectParamsSchema,
  helmServiceBodySchema,
  helmServiceListSchema,
  helmServiceModuleSchema,
  helmServiceParamsSchema,
  helmServicePaths,
  helmServiceProjectQuerySchema,
  helmServiceResultSchema,
  type ProjectAction,
  releaseNamingBodySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { HelmServicesService } from './helm-services.service.js';

const tags = ['helm-services'];
const inPath = { from: 'params', key: 'projectName' } as const;
const inQuery = { from: 'query', key: 'projectName' } as const;
type Locator = typeof inPath | typeof inQuery;
const may = (action: ProjectAction, project: Locator = inPath) =>
  ({ permission: { kind: 'project', project, action } }) as const;

/** Helm chart services of a project (portal §6). */
export const helmServicesRoutes =
  (helm: HelmServicesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      helmServicePaths.services,
      {
        config: may('get_service'),
        schema: { tags, params: helmProjectParamsSchema, response: { 200: helmServiceListSchema } },
      },
      (req) => helm.list(req.params.projectName),
    );
    app.put(
      helmServicePaths.services,
      {
        config: may('edit_service'),
        schema: {
          tags,
          params: helmProjectParamsSchema,
          body: helmChartUpdateBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          helm.updateFiles(
            req.params.projectName,
            req.body as HelmChartUpdateBody,
            requireActor(req).account,
          ),
        ),
    );
    app.get(
      helmServicePaths.service,
      { config: may('get_service'), schema: { tags, params: helmServiceParamsSchema } },
      (req) => helm.get(req.params.projectName, req.params.serviceName),
    );
    app.get(
      helmServicePaths.filePath,
      {
        config: may('get_service'),
        schema: {
          tags,
          params: helmServiceParamsSchema,
          querystring: helmFilePathQuerySchema,
          response: { 200: z.array(helmFileEntrySchema) },
        },
      },
      (req) => helm.filePath(req.params.projectName, req.params.serviceName, req.query.dir),
    );
    // the editor shows the file as it is: a plain string body
    app.get(
      helmServicePaths.fileContent,
      {
        config: may('get_service'),
        schema: { tags, params: helmServiceParamsSchema, querystring: helmFileContentQuerySchema },
      },
      async (req, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send(
            await helm.fileContent(
              req.params.projectName,
              req.params.serviceName,
              req.query.filePath,
              req.query.fileName,
            ),
          ),
    );
    app.get(
      helmServicePaths.serviceModule,
      {
        config: may('get_service'),
        schema: { tags, params: helmServiceParamsSchema, response: { 200: helmServiceModuleSchema } },
      },
      (req) => helm.serviceModule(req.params.projectName, req.params.serviceName),
    );
    const saveSchema = {
      tags,
      querystring: helmServiceProjectQuerySchema,
      body: helmServiceBodySchema,
      response: { 200: helmServiceResultSchema },
    };
    app.post(helmServicePaths.create, { config: may('create_service', inQuery), schema: saveSchema }, (req) =>
      helm.save(
        req.query.projectName,
        req.body as HelmServiceBody,
        requireActor(req).account,
        requestLanguage(req),
      ),
    );
    app.put(helmServicePaths.create, { config: may('edit_service', inQuery), schema: saveSchema }, (req) =>
      helm.save(
        req.query.projectName,
        req.body as HelmServiceBody,
        requireActor(req).account,
        requestLanguage(req),
        true,
      ),
    );
    // one service per values file of the repository, all from one template
    app.post(helmServicePaths.bulk, { config: may('create_service', inQuery), schema: saveSchema }, (req) =>
      helm.save(
        req.query.projectName,
        req.body as HelmServiceBody,
        requireActor(req).account,
        requestLanguage(req),
        false,
        true,
      ),
    );
    app.put(
      helmServicePaths.releaseNaming,
      {
        config: may('edit_service', inQuery),
        schema: {
          tags,
          querystring: helmServiceProjectQuerySchema,
          body: releaseNamingBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          helm.releaseNaming(
            req.query.projectName,
            req.body.service_name,
            req.body.naming,
            requireActor(req).account,
          ),
        ),
    );
  };
