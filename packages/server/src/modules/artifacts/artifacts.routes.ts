import {
  artifactDownloadQuerySchema,
  artifactParamsSchema,
  artifactPaths,
  artifactWorkspaceQuerySchema,
  artifactWorkspaceSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ArtifactsService } from './artifacts.service.js';

const tags = ['artifacts'];

export const artifactsRoutes =
  (artifacts: ArtifactsService): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Whoever may see the run's project may take what it kept: a workflow's project, else (a test's
     * lone run, `{test}-job`) the project the query names, where the service then looks the run up.
     */
    const viewRun = {
      permission: {
        kind: 'projectView',
        project: {
          from: 'query',
          key: 'projectName',
          owner: { param: 'workflowName', projectOf: (name: string) => artifacts.projectOfWorkflow(name) },
        },
      },
    } as const;
    app.get(
      artifactPaths.workspace,
      {
        config: viewRun,
        schema: {
          tags,
          params: artifactParamsSchema,
          querystring: artifactWorkspaceQuerySchema,
          response: { 200: artifactWorkspaceSchema },
        },
      },
      (req) => artifacts.workspace({ ...req.params, projectName: req.query.projectName }, req.query.dir),
    );
    // a plain browser link: the sign-in token comes as the `token` query parameter
    app.get(
      artifactPaths.download,
      {
        config: { ...viewRun, tokenInQuery: true },
        schema: { tags, params: artifactParamsSchema, querystring: artifactDownloadQuerySchema },
      },
      async (req, reply) => {
        const { fileName, body } = await artifacts.download({
          ...req.params,
          projectName: req.query.projectName,
        });
        return reply
          .header('content-type', 'application/gzip')
          .header(
            'content-disposition',
            `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
          )
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
