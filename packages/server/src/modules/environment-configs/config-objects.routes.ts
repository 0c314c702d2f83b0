import {
  configMapQuerySchema,
  configMapRowSchema,
  configMapUpdateBodySchema,
  envConfigCreateBodySchema,
  envConfigKindQuerySchema,
  envConfigObjectParamsSchema,
  envConfigParamsSchema,
  envConfigQuerySchema,
  envConfigUpdateBodySchema,
  envConfigUpdateQuerySchema,
  envConfigVersionListSchema,
  environmentConfigPaths,
  ingressRowSchema,
  type ProjectAction,
  pvcRowSchema,
  secretRowSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import { nameOf, parseConfigObject } from './config-object-yaml.js';
import type { ConfigObjectsService } from './config-objects.service.js';

const tags = ['environments'];
const inQuery = { from: 'query', key: 'projectName' } as const;
const may = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: inQuery, action } }) as const;
const params = envConfigParamsSchema;

/** An environment's ConfigMaps, Secrets, Ingresses and PVCs (portal §12): members read, configurers change. */
export const configObjectsRoutes =
  (configs: ConfigObjectsService): FastifyPluginAsyncZod =>
  async (app) => {
    const listed = [
      [environmentConfigPaths.secretsOf, 'Secret', secretRowSchema],
      [environmentConfigPaths.ingressesOf, 'Ingress', ingressRowSchema],
      [environmentConfigPaths.pvcsOf, 'PVC', pvcRowSchema],
    ] as const;
    for (const [path, kind, row] of listed)
      app.get(
        path,
        {
          config: may('get_environment'),
          schema: { tags, params, querystring: envConfigQuerySchema, response: { 200: z.array(row) } },
        },
        (req) => configs.list(req.query.projectName, req.params.envName, kind),
      );
    app.get(
      environmentConfigPaths.configmapsOf,
      {
        config: may('get_environment'),
        schema: {
          tags,
          params,
          querystring: configMapQuerySchema,
          response: { 200: z.array(configMapRowSchema) },
        },
      },
      (req) =>
        configs.list(req.query.projectName, req.params.envName, 'ConfigMap', req.query.serviceName ?? ''),
    );

    app.post(
      environmentConfigPaths.envcfgs,
      {
        config: may('config_environment'),
        schema: {
          tags,
          params,
          querystring: envConfigQuerySchema,
          body: envConfigCreateBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          configs.create(req.query.projectName, req.params.envName, req.body, requireActor(req).account),
        ),
    );
    app.put(
      environmentConfigPaths.envcfgs,
      {
        config: may('config_environment'),
        schema: {
          tags,
          params,
          querystring: envConfigUpdateQuerySchema,
          body: envConfigUpdateBodySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          configs.update(
            req.query.projectName,
            req.params.envName,
            req.body,
            requireActor(req).account,
            req.query.rollback === 'true' ? req.query.version : undefined,
          ),
        ),
    );
    const objectParams = envConfigObjectParamsSchema;
    app.get(
      environmentConfigPaths.envcfg,
      {
        config: may('get_environment'),
        schema: {
          tags,
          params: objectParams,
          querystring: envConfigKindQuerySchema,
          response: { 200: envConfigVersionListSchema },
        },
      },
      (req) =>
        configs.history(
          req.query.projectName,
          req.params.envName,
          req.query.commonEnvCfgType,
          req.params.objectName,
        ),
    );
    app.delete(
      environmentConfigPaths.envcfg,
      {
        config: may('config_environment'),
        schema: {
          tags,
          params: objectParams,
          querystring: envConfigKindQuerySchema,
          response: answersSuccess,
        },
      },
      (req) =>
        succeeded(
          configs.remove(
            req.query.projectName,
            req.params.envName,
            req.query.commonEnvCfgType,
            req.params.objectName,
          ),
        ),
    );

    // the older ConfigMap calls: POST restores a version, PUT saves an edit; both replace the ConfigMap
    const saveConfigMap = (
      req: { query: { projectName: string }; body: z.infer<typeof configMapUpdateBodySchema> },
      by: string,
    ) =>
      configs.update(
        req.query.projectName,
        req.body.env_name,
        {
          common_env_cfg_type: 'ConfigMap',
          name: nameOf(parseConfigObject('ConfigMap', req.body.yaml_data)),
          yaml_data: req.body.yaml_data,
          restart_associated_svc: req.body.restart_associated_svc,
          services: req.body.service_name ? [req.body.service_name] : [],
        },
        by,
      );
    const legacy = {
      tags,
      querystring: envConfigQuerySchema,
      body: configMapUpdateBodySchema,
      response: answersSuccess,
    };
    app.post(
      environmentConfigPaths.configmaps,
      { config: may('config_environment'), schema: legacy },
      (req) => succeeded(saveConfigMap(req, requireActor(req).account)),
    );
    app.put(environmentConfigPaths.configmaps, { config: may('config_environment'), schema: legacy }, (req) =>
      succeeded(saveConfigMap(req, requireActor(req).account)),
    );
  };
