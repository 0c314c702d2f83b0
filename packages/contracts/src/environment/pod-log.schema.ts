import { z } from 'zod';
import { envProjectQuerySchema } from './environment.schema.js';

/** A container's live log on the service page of an environment (portal-shapes §14). */
export const podLogPath = '/api/aslan/logs/sse/pods/:podName/containers/:containerName';

export const podLogParamsSchema = z.object({
  podName: z.string().trim().min(1).max(253),
  containerName: z.string().trim().min(1).max(253),
});

export const POD_LOG_MAX_LINES = 10_000;

export const podLogQuerySchema = envProjectQuerySchema.extend({
  envName: z.string().trim().min(1, { error: 'validation.environment.nameRequired' }).max(64),
  /** the last lines sent before new ones follow */
  tailLines: z.coerce.number().int().min(0).max(POD_LOG_MAX_LINES).default(500),
});
