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
/** whoever may see the workflow's project may take what its runs archived */
const viewWorkflow = {
  permission: { kind: 'projectView', project: { from: 'params', key: 'workflowName', via: 'workflow' } },
} as const;

export const artifactsRoutes =
  (artifacts: ArtifactsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      artifactPaths.workspace,
      {
        config: viewWorkflow,
        schema: {
          tags,
          params: artifactParamsSchema,
          querystring: artifactWorkspaceQuerySchema,
          response: { 200: artifactWorkspaceSchema },
        },
      },
      (req) => artifacts.workspace(req.params.workflowName, req.params.taskId, req.query.dir),
    );
    // a plain browser link: the sign-in token comes as the `token` query parameter
    app.get(
      artifactPaths.download,
      {
        config: { ...viewWorkflow, tokenInQuery: true },
        schema: { tags, params: artifactParamsSchema, querystring: artifactDownloadQuerySchema },
      },
      async (req, reply) => {
        const { fileName, body } = await artifacts.download(req.params.workflowName, req.params.taskId);
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
