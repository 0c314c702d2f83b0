import {
  jenkinsBodySchema,
  jenkinsJobParamsSchema,
  jenkinsListQuerySchema,
  jenkinsParamsSchema,
  jenkinsPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecordRoutes } from '../../http/admin-records.js';
import { answersSuccess, signedIn, succeeded, systemAdmin } from '../../http/route-options.js';
import type { JenkinsService } from './jenkins.service.js';

const tags = ['jenkins'];

/** Jenkins servers of system integration, and their jobs for Jenkins builds. */
export const jenkinsRoutes =
  (jenkins: JenkinsService): FastifyPluginAsyncZod =>
  async (app) => {
    // Jenkins build forms pick a server and a job: every signed-in user may read those
    app.get(
      jenkinsPaths.integrations,
      { config: signedIn, schema: { tags, querystring: jenkinsListQuerySchema } },
      // only administrators edit the token: others get it masked whatever key they send
      (req) => jenkins.list(req.actor?.isSystemAdmin ? req.query.encryptedKey : undefined),
    );
    adminRecordRoutes(
      app,
      {
        tags,
        collection: jenkinsPaths.integrations,
        record: jenkinsPaths.integration,
        body: jenkinsBodySchema,
        params: jenkinsParamsSchema,
        idOf: Number,
      },
      jenkins,
    );
    app.post(
      jenkinsPaths.connection,
      { config: systemAdmin, schema: { tags, body: jenkinsBodySchema, response: answersSuccess } },
      (req) => succeeded(jenkins.checkConnection(req.body)),
    );
    app.get(jenkinsPaths.exists, { config: signedIn, schema: { tags } }, () => jenkins.exists());
    app.get(
      jenkinsPaths.jobNames,
      { config: signedIn, schema: { tags, params: jenkinsParamsSchema } },
      (req) => jenkins.jobNames(Number(req.params.id)),
    );
    app.get(
      jenkinsPaths.buildArgs,
      { config: signedIn, schema: { tags, params: jenkinsJobParamsSchema } },
      (req) => jenkins.buildArgs(Number(req.params.id), req.params.jobName),
    );
  };
