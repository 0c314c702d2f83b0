import { type WorkflowConcurrency, workflowConcurrencySchema } from '@slipway/contracts';
import type { Db } from '../db/client.js';
import { StoredSetting } from './stored-setting.js';

/** Defaults of zadig-reference §7: two tasks at once, five jobs in parallel per task. */
export const concurrencySchema = workflowConcurrencySchema;
export type Concurrency = WorkflowConcurrency;
export const defaultConcurrency: Concurrency = { workflow_concurrency: 2, build_concurrency: 5 };

export class ConcurrencySettings extends StoredSetting<Concurrency> {
  constructor(db: Db) {
    super(db, 'concurrency', concurrencySchema, defaultConcurrency);
  }
}
