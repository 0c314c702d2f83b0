import { z } from 'zod';

export const auditLogPath = '/api/aslan/system/operation';
/** The list's total count travels in this header; the body is the bare array of rows. */
export const TOTAL_HEADER = 'x-total';

/**
 * One recorded mutating call, as Zadig's operation log: `method` is what was done (create, update,
 * delete… in the caller's language), `function` the area acted in, `name` the object acted on,
 * `request_body` the body as JSON text with secrets hidden ('' when there was none).
 */
export const auditLogSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  username: z.string(),
  method: z.string(),
  product_name: z.string(),
  function: z.string(),
  name: z.string(),
  status: z.number().int(),
  request_body: z.string(),
  /** the request path and the caller's address: what a label cannot say about a refused call */
  path: z.string(),
  client_ip: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** Zadig's page size when none is asked for. */
export const AUDIT_DEFAULT_PER_PAGE = 50;
export const AUDIT_MAX_PER_PAGE = 200;

const filterText = (max: number) => z.string().max(max).optional();
/** 0 (or nothing) means "no filter", as the portal sends when no status is typed. */
const statusFilter = z.coerce.number({ error: 'validation.invalidType' }).int().min(0).max(599).default(0);

/** The portal's query: text filters match anywhere, `status` exactly unless 0; pages start at 1. */
export const auditListQuerySchema = z.object({
  username: filterText(64),
  projectName: filterText(64),
  function: filterText(128),
  status: statusFilter,
  page: z.coerce.number().int().min(0).default(1),
  per_page: z.coerce.number().int().min(0).max(AUDIT_MAX_PER_PAGE).default(AUDIT_DEFAULT_PER_PAGE),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditListSchema = z.array(auditLogSchema);
