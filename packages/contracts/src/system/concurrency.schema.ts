import { z } from 'zod';

/** How many tasks run at once, and how many jobs of one task run in parallel (zadig-reference §7). */
export const CONCURRENCY_MIN = 1;
export const CONCURRENCY_MAX = 100;

const concurrencyLimit = z
  .number({ error: 'validation.invalidType' })
  .int()
  .min(CONCURRENCY_MIN)
  .max(CONCURRENCY_MAX);

export const workflowConcurrencySchema = z.object({
  workflow_concurrency: concurrencyLimit,
  build_concurrency: concurrencyLimit,
});
export type WorkflowConcurrency = z.infer<typeof workflowConcurrencySchema>;

export const workflowConcurrencyPath = '/api/aslan/system/concurrency/workflow';
