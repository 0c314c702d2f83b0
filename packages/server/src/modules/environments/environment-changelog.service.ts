import type { EnvironmentChangeLog, environmentChangeLogQuerySchema, Language } from '@slipway/contracts';
import type { z } from 'zod';
import { toAuditLog } from '../audit/audit.service.js';
import { functionsLabelled } from '../audit/audit-labels.js';
import type { EnvironmentChangeLogRepository } from './environment-changelog.repository.js';
import type { EnvironmentsService } from './environments.service.js';

type Query = z.output<typeof environmentChangeLogQuerySchema>;

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * What was changed in an environment, by whom and with which result: the audit log's entries for the
 * calls on it. As in Zadig's operation log, status 0 and page or page size 0 mean "not given".
 */
export class EnvironmentChangeLogService {
  constructor(
    private readonly environments: EnvironmentsService,
    private readonly log: EnvironmentChangeLogRepository,
  ) {}

  async list(query: Query, language: Language): Promise<EnvironmentChangeLog> {
    await this.environments.get(query.projectName, query.envName);
    // every entry here is in the environments area: a function text names it or nothing
    const area = text(query.function);
    if (area && !functionsLabelled(area).includes('environment')) return { logs: [], count: 0 };
    const { rows, total } = await this.log.list(
      query.projectName,
      query.envName,
      {
        username: text(query.username),
        detail: text(query.detail),
        status: query.status === 0 ? undefined : query.status,
      },
      query.page || 1,
      query.pageSize || 50,
    );
    return { logs: rows.map((row) => toAuditLog(row, language)), count: total };
  }
}
