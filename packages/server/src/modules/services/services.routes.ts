import {
  k8sServiceBodySchema,
  namespaceServicesBodySchema,
  type ProjectAction,
  serviceDeleteQuerySchema,
  serviceNameParamsSchema,
  servicePaths,
  serviceProjectQuerySchema,
  serviceSaveQuerySchema,
  serviceTypeParamsSchema,
  serviceVisibilityBodySchema,
  translate,
  yamlErrorSchema,
  yamlValidateBodySchema,
  yamlViewBodySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { NamespaceImport } from './namespace-import.js';
import { toListItem, toPortalService } from './service-views.js';
import { checkServiceYaml, type ServicesService } from './services.service.js';

const tags = ['services'];
const inQuery = { from: 'query', key: 'projectName' } as const;
const may = (action: ProjectAction | readonly ProjectAction[]) =>
  ({ permission: { kind: 'project', project: inQuery, action, operator: 'or' } }) as const;
/** Environment forms render and check service YAML too: members may. */
const member = { permission: { kind: 'projectView', project: inQuery } } as const;

/** The service management page of K8s YAML projects (portal-shapes §5.2–§5.11, §5.15). */
export const servicesRoutes =
  (
    services: ServicesService,
    permissions: PermissionService,
    importer: NamespaceImport,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      servicePaths.services,
      { config: may('get_service'), schema: { tags, querystring: serviceProjectQuerySchema } },
      async (req) => ({
        data: (await services.rows(req.query.projectName)).map(toListItem),
      }),
    );
    app.post(
      servicePaths.services,
      {
        config: may(['create_service', 'edit_service']),
        schema: { tags, querystring: serviceSaveQuerySchema, body: k8sServiceBodySchema },
      },
      async (req) => {
        const actor = requireActor(req);
        const access = await permissions.project(actor, req.query.projectName);
        const allowed = (action: ProjectAction) =>
          access.is_project_admin || access.project_verbs.includes(action);
        return services.saveFromEditor(
          req.query.projectName,
          req.body,
          actor.account,
          allowed,
          req.query.force,
        );
      },
    );
    app.put(
      servicePaths.services,
      {
        config: may('edit_service'),
        schema: {
          tags,
          querystring: serviceProjectQuerySchema,
          body: serviceVisibilityBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          services.setVisibility(
            req.query.projectName,
            req.body.service_name,
            req.body.type,
            req.body.visibility,
            requireActor(req).account,
          ),
        ),
    );
    app.get(
      servicePaths.sharedNames,
      { config: may('get_service'), schema: { tags, querystring: serviceProjectQuerySchema } },
      (req) => services.sharedServices(req.query.projectName),
    );
    app.put(
      servicePaths.yamlValidator,
      {
        config: member,
        schema: {
          tags,
          querystring: serviceProjectQuerySchema,
          body: yamlValidateBodySchema,
          response: { 200: z.array(yamlErrorSchema) },
        },
      },
      (req) => {
        const language = requestLanguage(req);
        return checkServiceYaml(req.body.yaml, req.body.variable_yaml).map((problem) => ({
          message: problem.detail
            ? `${translate(problem.key, language)}: ${problem.detail}`
            : translate(problem.key, language),
        }));
      },
    );
    app.post(
      servicePaths.fromNamespace,
      {
        config: may('create_service'),
        schema: { tags, querystring: serviceProjectQuerySchema, body: namespaceServicesBodySchema },
      },
      async (req) => {
        await importer.create(req.query.projectName, req.body, requireActor(req).account);
        return { message: 'success' };
      },
    );
    app.get(
      servicePaths.serviceOfType,
      {
        config: may('get_service'),
        schema: { tags, params: serviceTypeParamsSchema, querystring: serviceProjectQuerySchema },
      },
      async (req) =>
        toPortalService(await services.row(req.query.projectName, req.params.name, req.params.type)),
    );
    app.delete(
      servicePaths.serviceOfType,
      {
        config: may('delete_service'),
        schema: {
          tags,
          params: serviceTypeParamsSchema,
          querystring: serviceDeleteQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(services.delete(req.query.projectName, req.params.name, req.params.type)),
    );
    app.get(
      servicePaths.serviceOptions,
      {
        config: may('get_service'),
        schema: { tags, params: serviceNameParamsSchema, querystring: serviceProjectQuerySchema },
      },
      (req) => services.options(req.query.projectName, req.params.name),
    );
    app.put(
      servicePaths.yamlView,
      {
        config: member,
        schema: {
          tags,
          params: serviceNameParamsSchema,
          querystring: serviceProjectQuerySchema,
          body: yamlViewBodySchema,
        },
      },
      async (req, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send(await services.preview(req.query.projectName, req.params.name, req.body)),
    );
    app.get(
      servicePaths.deployableEnvs,
      {
        config: may('get_service'),
        schema: { tags, params: serviceNameParamsSchema, querystring: serviceProjectQuerySchema },
      },
      (req) => services.deployableEnvs(req.query.projectName, req.params.name),
    );
  };
