import { z } from 'zod';

/** Whether jobs run in a sandbox on this server, and what an administrator decided when they cannot. */
export const sandboxStatusSchema = z.object({
  available: z.boolean(),
  tool: z.string(),
  version: z.string(),
  reason: z.string(),
});
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;

export const jobExecutorSettingsSchema = z.object({
  /** jobs may run on the host, unisolated, when the server has no sandbox */
  allow_unsandboxed: z.boolean({ error: 'validation.invalidType' }),
});
export type JobExecutorSettings = z.infer<typeof jobExecutorSettingsSchema>;

export const jobExecutorSchema = jobExecutorSettingsSchema.extend({
  sandbox: sandboxStatusSchema,
  limits: z.object({
    max_processes: z.number().int(),
    max_open_files: z.number().int(),
    log_limit_bytes: z.number().int(),
  }),
});
export type JobExecutor = z.infer<typeof jobExecutorSchema>;

export const jobExecutorPath = '/api/aslan/system/jobExecutor';
