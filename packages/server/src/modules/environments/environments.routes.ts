import {
  type EnvironmentCreateBody,
  envDeleteServicesBodySchema,
  environmentCreateBodySchema,
  environmentCreateQuerySchema,
  environmentDeleteQuerySchema,
  environmentListQuerySchema,
  environmentParamsSchema,
  environmentPaths,
  environmentsAutoUpdateBodySchema,
  environmentsAutoUpdateQuerySchema,
  environmentUpdateBodySchema,
  environmentUpdateQuerySchema,
  envProjectQuerySchema,
  envRegistryBodySchema,
  envRollbackParamsSchema,
  envShareParamsSchema,
  envVersionsDiffQuerySchema,
  helmEnvCreateBodySchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { BadRequestError } from '../../lib/errors.js';
import { clusterCall } from './environment-errors.js';
import { inProject, onEnvironment } from './environment-permissions.js';
import { createEnvironment } from './environment-share.js';
import type { EnvironmentViews } from './environment-views.js';
import type { EnvironmentsService } from './environments.service.js';
import type { HelmEnvironmentCreator } from './helm-environment-create.js';
import type { OnboardingEnvironments } from './onboarding-environments.js';

const tags = ['environments'];
const ok = { message: 'success' };

/** The environments of a project and changes to them (portal-shapes §1–§3). */
export const environmentsRoutes =
  (
    envs: EnvironmentsService,
    views: EnvironmentViews,
    onboarding: OnboardingEnvironments,
    helm?: HelmEnvironmentCreator,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const p = environmentPaths;
    app.get(
      p.environments,
      { config: inProject('get_environment'), schema: { tags, querystring: environmentListQuerySchema } },
      (req) =>
        req.query.subresource === 'ingress'
          ? views.ingresses(req.query.projectName)
          : views.list(req.query.projectName),
    );
    app.post(
      p.environments,
      {
        config: inProject('create_environment'),
        schema: { tags, querystring: environmentCreateQuerySchema },
      },
      async (req) => {
        const by = requireActor(req).account;
        if (req.query.auto) return onboarding.ensure(req.query.projectName, by, requestLanguage(req));
        if (req.query.helm) {
          if (!helm) throw new BadRequestError('validation.environment.helmProject');
          await helm.create(req.query.projectName, helmEnvCreateBodySchema.parse(req.body), by);
          return ok;
        }
        const body = environmentCreateBodySchema.parse(req.body) as EnvironmentCreateBody;
        await createEnvironment(envs, req.query.projectName, body, by);
        return ok;
      },
    );
    app.put(
      p.environments,
      {
        config: inProject('config_environment'),
        schema: {
          tags,
          querystring: environmentsAutoUpdateQuerySchema,
          body: environmentsAutoUpdateBodySchema,
        },
      },
      async (req) => {
        if (req.query.helm) throw new BadRequestError('validation.environment.helmProject');
        await onboarding.updateMany(
          req.query.projectName,
          req.body,
          req.query.force,
          requireActor(req).account,
        );
        return ok;
      },
    );
    app.get(
      p.environment,
      {
        config: onEnvironment('get_environment'),
        schema: { tags, params: environmentParamsSchema, querystring: envProjectQuerySchema },
      },
      (req) => views.detail(req.query.projectName, req.params.envName, requestLanguage(req)),
    );
    app.put(
      p.environment,
      {
        config: onEnvironment('config_environment'),
        schema: {
          tags,
          params: environmentParamsSchema,
          querystring: environmentUpdateQuerySchema,
          body: environmentUpdateBodySchema,
        },
      },
      async (req) => {
        await envs.update(
          req.query.projectName,
          req.params.envName,
          { vars: req.body.vars, serviceNames: req.body.service_names, force: req.query.force },
          requireActor(req).account,
        );
        return ok;
      },
    );
    app.delete(
      p.environment,
      {
        config: onEnvironment('delete_environment'),
        schema: { tags, params: environmentParamsSchema, querystring: environmentDeleteQuerySchema },
      },
      async (req) => {
        await clusterCall(() =>
          envs.delete(req.query.projectName, req.params.envName, req.query.is_delete !== 'false'),
        );
        return ok;
      },
    );
    app.put(
      p.services,
      {
        config: onEnvironment('config_environment'),
        schema: {
          tags,
          params: environmentParamsSchema,
          querystring: envProjectQuerySchema,
          body: envDeleteServicesBodySchema,
        },
      },
      async (req) => {
        await onboarding.removeServices(
          req.query.projectName,
          req.params.envName,
          req.body.service_names,
          requireActor(req).account,
        );
        return ok;
      },
    );
    app.put(
      p.registry,
      {
        config: onEnvironment('config_environment'),
        schema: {
          tags,
          params: environmentParamsSchema,
          querystring: envProjectQuerySchema,
          body: envRegistryBodySchema,
        },
      },
      async (req) => {
        const env = await envs.get(req.query.projectName, req.params.envName);
        await envs.repository.patch(env.id, {
          registryId: req.body.registry_id,
          updatedBy: requireActor(req).account,
        });
        return ok;
      },
    );
    for (const [method, enable] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: p.shareEnable,
        config: onEnvironment('config_environment'),
        schema: { tags, params: environmentParamsSchema, querystring: envProjectQuerySchema },
        handler: async (req) => {
          const env = await envs.get(req.query.projectName, req.params.envName);
          await envs.repository.patch(env.id, { share: { ...env.share, enable, is_base: enable } });
          return ok;
        },
      });
    }
    app.get(
      p.shareReady,
      {
        config: onEnvironment('get_environment'),
        schema: { tags, params: envShareParamsSchema, querystring: envProjectQuerySchema },
      },
      async (req) => {
        const env = await envs.get(req.query.projectName, req.params.envName);
        return { is_ready: env.share.enable === (req.params.operation === 'enable') };
      },
    );
    app.get(
      p.versions,
      {
        config: onEnvironment('get_environment'),
        schema: { tags, params: environmentParamsSchema, querystring: envProjectQuerySchema },
      },
      (req) => views.versions(req.query.projectName, req.params.envName),
    );
    app.get(
      p.versionsDiff,
      {
        config: onEnvironment('get_environment'),
        schema: { tags, params: environmentParamsSchema, querystring: envVersionsDiffQuerySchema },
      },
      (req) => views.versionsDiff(req.query.projectName, req.params.envName, req.query.revisions),
    );
    app.post(
      p.rollback,
      {
        config: onEnvironment('config_environment'),
        schema: { tags, params: envRollbackParamsSchema, querystring: envProjectQuerySchema },
      },
      async (req) => {
        await envs.rollback(
          req.query.projectName,
          req.params.envName,
          req.params.revision,
          requireActor(req).account,
        );
        return ok;
      },
    );
  };
