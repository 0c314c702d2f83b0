import {
  type JobExecutor as JobExecutorView,
  jobExecutorPath,
  jobExecutorSchema,
  jobExecutorSettingsSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { JobExecutor } from '../../engine/executors/job-executor.js';
import { signedIn, systemAdmin } from '../../http/route-options.js';
import type { JobExecutorSettings } from './job-executor.settings.js';

export interface JobExecutorRoutesDeps {
  executor: JobExecutor;
  settings: JobExecutorSettings;
  config: Pick<Config, 'jobMaxProcesses' | 'jobMaxOpenFiles' | 'jobLogLimitBytes'>;
}

/** The job sandbox as system settings show it, and the administrator's choice when there is none. */
export const jobExecutorRoutes =
  ({ executor, settings, config }: JobExecutorRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const view = async (): Promise<JobExecutorView> => ({
      ...(await settings.get()),
      sandbox: executor.sandbox(),
      limits: {
        max_processes: config.jobMaxProcesses,
        max_open_files: config.jobMaxOpenFiles,
        log_limit_bytes: config.jobLogLimitBytes,
      },
    });

    app.get(
      jobExecutorPath,
      {
        config: systemAdmin,
        schema: { tags: ['system'], response: { 200: jobExecutorSchema } },
      },
      view,
    );

    app.put(
      jobExecutorPath,
      {
        config: systemAdmin,
        schema: { tags: ['system'], body: jobExecutorSettingsSchema, response: { 200: jobExecutorSchema } },
      },
      async (req) => {
        await settings.set(req.body);
        return view();
      },
    );

    // Share storages are folders of the task on this server's disk: always there.
    app.get(
      '/api/aslan/workflow/v4/sharestorage',
      {
        config: signedIn,
        schema: { tags: ['workflow'], response: { 200: z.object({ enabled: z.boolean() }) } },
      },
      async () => ({ enabled: true }),
    );
  };
