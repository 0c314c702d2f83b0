import { z } from 'zod';
import { AUDIT_DEFAULT_PER_PAGE, AUDIT_MAX_PER_PAGE, auditLogSchema } from '../system/audit.schema.js';

/** The change log of one environment: the recorded calls that changed it (the env log page). */
export const environmentChangeLogPath = '/api/aslan/system/operation/env';

const filterText = (max: number) => z.string().max(max).optional();

/** The page's query: one filter is filled at a time; texts match anywhere, `status` exactly unless 0. */
export const environmentChangeLogQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  envName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  username: filterText(64),
  function: filterText(128),
  detail: filterText(256),
  status: z.coerce.number({ error: 'validation.invalidType' }).int().min(0).max(599).default(0),
  page: z.coerce.number().int().min(0).default(1),
  pageSize: z.coerce.number().int().min(0).max(AUDIT_MAX_PER_PAGE).default(AUDIT_DEFAULT_PER_PAGE),
});
export type EnvironmentChangeLogQuery = z.output<typeof environmentChangeLogQuerySchema>;

/** One page of entries, newest first, and how many there are in all. */
export const environmentChangeLogSchema = z.object({
  logs: z.array(auditLogSchema),
  count: z.number().int(),
});
export type EnvironmentChangeLog = z.infer<typeof environmentChangeLogSchema>;
