import { z } from 'zod';

/** One recorded mutating call (who, when, method, path, project, function, status, body summary). */
export const auditLogSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  uid: z.string(),
  username: z.string(),
  method: z.string(),
  path: z.string(),
  project_name: z.string(),
  function: z.string(),
  status: z.number().int(),
  request_body: z.string(),
  client_ip: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditListQuerySchema = z
  .object({
    username: z.string().max(64).optional(),
    project_name: z.string().max(64).optional(),
    function: z.string().max(128).optional(),
    status: z.coerce.number().int().min(100).max(599).optional(),
    start: z.coerce.number({ error: 'validation.time.invalid' }).int().min(0).optional(),
    end: z.coerce.number({ error: 'validation.time.invalid' }).int().min(0).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(20),
  })
  .refine((q) => q.start === undefined || q.end === undefined || q.start <= q.end, {
    error: 'validation.time.range',
    path: ['end'],
  });
export const auditListSchema = z.object({ logs: z.array(auditLogSchema), total: z.number().int() });
