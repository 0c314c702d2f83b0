import {
  jenkinsBodySchema,
  jenkinsJobParamsSchema,
  jenkinsListQuerySchema,
  jenkinsParamsSchema,
  jenkinsPaths,
  messageResponseSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import type { JenkinsService } from './jenkins.service.js';

const tags = ['jenkins'];
const admin = { permission: { kind: 'systemAdmin' } } as const;
/** Jenkins build forms pick a server and a job: every signed-in user may read those. */
const signedIn = { permission: { kind: 'signedIn' } } as const;
// the add/edit dialog treats only this exact body as success
const success = { message: 'success' };
const done = { 200: messageResponseSchema };

/** Jenkins servers of system integration, and their jobs for Jenkins builds. */
export const jenkinsRoutes =
  (jenkins: JenkinsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      jenkinsPaths.integrations,
      { config: signedIn, schema: { tags, querystring: jenkinsListQuerySchema } },
      // only administrators edit the token: others get it masked whatever key they send
      (req) => jenkins.list(req.actor?.isSystemAdmin ? req.query.encryptedKey : undefined),
    );
    app.post(
      jenkinsPaths.integrations,
      { config: admin, schema: { tags, body: jenkinsBodySchema, response: done } },
      async (req) => {
        await jenkins.create(req.body, requireActor(req).account);
        return success;
      },
    );
    app.put(
      jenkinsPaths.integration,
      {
        config: admin,
        schema: { tags, params: jenkinsParamsSchema, body: jenkinsBodySchema, response: done },
      },
      async (req) => {
        await jenkins.update(Number(req.params.id), req.body, requireActor(req).account);
        return success;
      },
    );
    app.delete(
      jenkinsPaths.integration,
      { config: admin, schema: { tags, params: jenkinsParamsSchema, response: done } },
      async (req) => {
        await jenkins.delete(Number(req.params.id));
        return success;
      },
    );
    app.post(
      jenkinsPaths.connection,
      { config: admin, schema: { tags, body: jenkinsBodySchema, response: done } },
      async (req) => {
        await jenkins.checkConnection(req.body);
        return success;
      },
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
