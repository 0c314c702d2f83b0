import type { AuditLog, auditListQuerySchema } from '@slipway/contracts';
import type { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';
import type { AuditEntry } from './audit-entry.js';

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** Latest instant a JavaScript Date holds, in unix seconds. */
const MAX_UNIX_SECONDS = 8.64e12;
const BIGSERIAL_ID = /^[1-9]\d{0,15}$/;

function instant(unixSeconds: number): Date {
  if (unixSeconds > MAX_UNIX_SECONDS) throw new BadRequestError('validation.time.invalid');
  return new Date(unixSeconds * 1000);
}

const toAuditLog = (row: AuditRow): AuditLog => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  uid: row.uid,
  username: row.username,
  method: row.method,
  path: row.path,
  project_name: row.projectName,
  function: row.function,
  status: row.status,
  request_body: row.requestBody,
  client_ip: row.clientIp,
});

export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  record(entry: AuditEntry): Promise<void> {
    return this.audit.insert(entry);
  }

  /** Entries matching the filters, newest first; `end` counts its whole second. */
  async list(query: AuditListQuery): Promise<{ logs: AuditLog[]; total: number }> {
    const { rows, total } = await this.audit.list(
      {
        username: query.username?.trim(),
        projectName: query.project_name?.trim(),
        function: query.function?.trim(),
        status: query.status,
        from: query.start === undefined ? undefined : instant(query.start),
        before: query.end === undefined ? undefined : instant(query.end + 1),
      },
      query.page,
      query.per_page,
    );
    return { logs: rows.map(toAuditLog), total };
  }

  async get(id: string): Promise<AuditLog> {
    const row = BIGSERIAL_ID.test(id) ? await this.audit.findById(Number(id)) : undefined;
    if (!row) throw new NotFoundError('error.auditNotFound');
    return toAuditLog(row);
  }
}
