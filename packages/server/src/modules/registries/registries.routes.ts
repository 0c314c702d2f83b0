import {
  encryptedKeyQuerySchema,
  projectRegistryListSchema,
  projectRegistryQuerySchema,
  registryBodySchema,
  registryImageListSchema,
  registryImagesBodySchema,
  registryImagesQuerySchema,
  registryListSchema,
  registryParamsSchema,
  registryPaths,
  releaseRepoListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { RegistriesService } from './registries.service.js';
import type { RegistryImagesService } from './registry-images.service.js';

const tags = ['registries'];
const params = registryParamsSchema;

/** Image registries: managed by administrators, picked from by the projects each is open to. */
export const registriesRoutes =
  (registries: RegistriesService, images: RegistryImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      registryPaths.namespaces,
      {
        config: systemAdmin,
        schema: { tags, querystring: encryptedKeyQuerySchema, response: { 200: registryListSchema } },
      },
      (req) => registries.list(req.query.encryptedKey),
    );
    app.post(
      registryPaths.namespaces,
      { config: systemAdmin, schema: { tags, body: registryBodySchema, response: answersSuccess } },
      (req) => succeeded(registries.create(req.body, requireActor(req).account)),
    );
    app.put(
      registryPaths.namespace,
      { config: systemAdmin, schema: { tags, params, body: registryBodySchema, response: answersSuccess } },
      (req) => succeeded(registries.update(req.params.id, req.body, requireActor(req).account)),
    );
    app.delete(
      registryPaths.namespace,
      { config: systemAdmin, schema: { tags, params, response: answersSuccess } },
      (req) => succeeded(registries.delete(req.params.id)),
    );
    // With a project, only the registries open to it; without one (the settings pages), every registry.
    app.get(
      registryPaths.forProject,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: projectRegistryQuerySchema,
          response: { 200: projectRegistryListSchema },
        },
      },
      (req) => registries.listForProject(req.query.projectName || undefined),
    );
    app.post(
      registryPaths.images,
      {
        config: signedIn,
        schema: {
          tags,
          querystring: registryImagesQuerySchema,
          body: registryImagesBodySchema,
          response: { 200: registryImageListSchema },
        },
      },
      (req) =>
        images.images(req.query.registryId || undefined, req.body.names, req.query.projectName || undefined),
    );
    app.get(
      registryPaths.releaseRepos,
      { config: signedIn, schema: { tags, response: { 200: releaseRepoListSchema } } },
      () => images.releaseRepos(),
    );
  };
