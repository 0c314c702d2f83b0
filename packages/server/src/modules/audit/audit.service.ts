import {
  AUDIT_DEFAULT_PER_PAGE,
  type AuditLog,
  type auditListQuerySchema,
  type Language,
} from '@slipway/contracts';
import type { z } from 'zod';
import type { AuditRepository, AuditRow } from './audit.repository.js';
import type { AuditEntry } from './audit-entry.js';
import { actionLabel, functionLabel, functionsLabelled } from './audit-labels.js';

export type AuditListQuery = z.output<typeof auditListQuerySchema>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const toAuditLog = (row: AuditRow, language: Language): AuditLog => ({
  id: row.id,
  created_at: seconds(row.createdAt),
  username: row.username,
  method: actionLabel(row.action, language),
  product_name: row.projectName,
  function: functionLabel(row.function, language),
  name: row.name,
  status: row.status,
  request_body: row.requestBody,
  path: row.path,
  client_ip: row.clientIp,
});

const text = (value: string | undefined) => value?.trim() || undefined;

export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  record(entry: AuditEntry): Promise<void> {
    return this.audit.insert(entry);
  }

  /**
   * Entries matching the filters, newest first, with their words in the reader's language. As in
   * Zadig, the texts match anywhere, status 0 and page or page size 0 mean "not given".
   */
  async list(query: AuditListQuery, language: Language): Promise<{ logs: AuditLog[]; total: number }> {
    const functionText = text(query.function);
    const { rows, total } = await this.audit.list(
      {
        username: text(query.username),
        projectName: text(query.projectName),
        function: functionText ? { text: functionText, keys: functionsLabelled(functionText) } : undefined,
        status: query.status === 0 ? undefined : query.status,
      },
      query.page || 1,
      query.per_page || AUDIT_DEFAULT_PER_PAGE,
    );
    return { logs: rows.map((row) => toAuditLog(row, language)), total };
  }
}
