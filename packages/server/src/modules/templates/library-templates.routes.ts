import {
  dockerfileReferenceListSchema,
  dockerfileTemplateListSchema,
  dockerfileValidationSchema,
  libraryTemplateBodySchema,
  libraryTemplateListQuerySchema,
  libraryTemplateParamsSchema,
  libraryTemplatePaths,
  libraryTemplateSchema,
  systemTemplateVariables,
  templateContentBodySchema,
  templateVariableListSchema,
  translate,
  yamlReferenceListSchema,
  yamlTemplateListSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { requireActor } from '../../http/permissions.js';
import { requestLanguage } from '../../http/request-language.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import { dockerfileProblem } from './dockerfile-lint.js';
import { variablesOf } from './k8s-yaml-variables.js';
import type { LibraryTemplatesService, YamlTemplateUsage } from './library-templates.service.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
const params = libraryTemplateParamsSchema;

interface KindApi {
  tags: string[];
  collection: string;
  record: string;
  reference: string;
  referenceSchema: z.ZodType;
}

/** The routes both kinds share: list, read, create, update, delete, where-used. */
function templateRoutes(app: ZodApp, api: KindApi, templates: LibraryTemplatesService) {
  const { tags } = api;
  // project pages (builds, services from a template) pick templates and read them
  app.get(
    api.record,
    { config: signedIn, schema: { tags, params, response: { 200: libraryTemplateSchema } } },
    (req) => templates.get(Number(req.params.id)),
  );
  app.get(
    api.reference,
    { config: signedIn, schema: { tags, params, response: { 200: api.referenceSchema } } },
    (req) => templates.references(Number(req.params.id)),
  );
  adminRecordRoutes(
    app,
    {
      tags,
      collection: api.collection,
      record: api.record,
      body: libraryTemplateBodySchema,
      params,
      idOf: Number,
    },
    templates,
  );
}

/** The Dockerfile and Kubernetes YAML templates of the template library (global; administrators write). */
export const libraryTemplatesRoutes =
  (
    dockerfiles: LibraryTemplatesService,
    yamls: LibraryTemplatesService,
    yamlUsage: YamlTemplateUsage,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const dockerfileTags = ['dockerfile-templates'];
    app.get(
      libraryTemplatePaths.dockerfiles,
      {
        config: signedIn,
        schema: {
          tags: dockerfileTags,
          querystring: libraryTemplateListQuerySchema,
          response: { 200: dockerfileTemplateListSchema },
        },
      },
      async (req) => {
        const { templates, total } = await dockerfiles.list(req.query.page_num, req.query.page_size);
        return { dockerfile_template: templates, total };
      },
    );
    // the editor checks the content on each edit: '' is valid
    app.post(
      libraryTemplatePaths.dockerfileValidation,
      {
        config: signedIn,
        schema: {
          tags: dockerfileTags,
          body: templateContentBodySchema,
          response: { 200: dockerfileValidationSchema },
        },
      },
      (req) => {
        const problem = dockerfileProblem(req.body.content);
        return {
          error: problem ? `${translate(problem.key, requestLanguage(req))} (line ${problem.line})` : '',
        };
      },
    );
    templateRoutes(
      app,
      {
        tags: dockerfileTags,
        collection: libraryTemplatePaths.dockerfiles,
        record: libraryTemplatePaths.dockerfile,
        reference: libraryTemplatePaths.dockerfileReference,
        referenceSchema: dockerfileReferenceListSchema,
      },
      dockerfiles,
    );

    const yamlTags = ['k8s-yaml-templates'];
    app.get(
      libraryTemplatePaths.yamls,
      {
        config: signedIn,
        schema: {
          tags: yamlTags,
          querystring: libraryTemplateListQuerySchema,
          response: { 200: yamlTemplateListSchema },
        },
      },
      async (req) => {
        const { templates, total } = await yamls.list(req.query.page_num, req.query.page_size);
        const language = requestLanguage(req);
        return {
          yaml_template: templates,
          system_variables: systemTemplateVariables.map((v) => ({
            key: v.key,
            description: translate(v.description, language),
          })),
          total,
        };
      },
    );
    app.post(
      libraryTemplatePaths.yamlVariables,
      {
        config: signedIn,
        schema: {
          tags: yamlTags,
          body: templateContentBodySchema,
          response: { 200: templateVariableListSchema },
        },
      },
      async (req) => variablesOf(req.body.content),
    );
    // "apply to every auto-synced service": each one is made again from the template's current text
    app.post(
      libraryTemplatePaths.yamlReference,
      { config: systemAdmin, schema: { tags: yamlTags, params, response: answersSuccess } },
      async (req) => {
        const id = Number(req.params.id);
        await yamls.get(id);
        return succeeded(yamlUsage.syncAutoSynced(id, requireActor(req).account));
      },
    );
    templateRoutes(
      app,
      {
        tags: yamlTags,
        collection: libraryTemplatePaths.yamls,
        record: libraryTemplatePaths.yaml,
        reference: libraryTemplatePaths.yamlReference,
        referenceSchema: yamlReferenceListSchema,
      },
      yamls,
    );
  };
