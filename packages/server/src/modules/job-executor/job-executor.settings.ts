import { jobExecutorSettingsSchema, type JobExecutorSettings as Settings } from '@slipway/contracts';
import type { Db } from '../../db/client.js';
import { StoredSetting } from '../../engine/stored-setting.js';

/** Jobs without a sandbox are refused until an administrator allows them. */
export class JobExecutorSettings extends StoredSetting<Settings> {
  constructor(db: Db) {
    super(db, 'job-executor', jobExecutorSettingsSchema, { allow_unsandboxed: false });
  }
}
