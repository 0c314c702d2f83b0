import type { Scanner, ScannerBody, scannerSummarySchema } from '@slipway/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { internalTaskName } from '../../engine/internal-tasks.js';
import type { ScanTarget } from '../../engine/job-types/zadig-scanning.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { SonarService } from '../sonar/sonar.service.js';
import type { ScannerRow, ScanningRepository } from './scanning.repository.js';

/** Statuses of scan tasks that still hold their scanner. */
export const ACTIVE_SCAN_STATUSES = ['waiting', 'blocked', 'queued', 'prepare', 'running'] as const;

/** The engine's workflow name of a scanner's runs: one no user workflow can have. */
export const scanTaskName = (scannerId: string) => internalTaskName('scan', scannerId);

export interface ScanningDeps {
  repository: ScanningRepository;
  sonar: SonarService;
  /** removes the logs and job folders of a scanner's runs */
  removeTaskFiles(taskName: string): Promise<void>;
}

export const toScanner = (row: ScannerRow): Scanner => ({
  ...row.definition,
  id: row.id,
  name: row.name,
  project_name: row.projectName,
  created_by: row.createdBy,
  updated_by: row.updatedBy,
  update_time: unixSeconds(row.updatedAt),
});

/** Code scanners of a project (spec §3 "Scanning"): names unique per project, Sonar servers that exist. */
export class ScanningService {
  constructor(private readonly deps: ScanningDeps) {}

  async list(projectName: string): Promise<Array<z.infer<typeof scannerSummarySchema>>> {
    const rows = await this.deps.repository.list(projectName);
    const statistics = await this.deps.repository.statistics(rows.map((row) => scanTaskName(row.id)));
    return rows.map((row) => {
      const stats = statistics.get(scanTaskName(row.id));
      return {
        id: row.id,
        name: row.name,
        description: row.definition.description,
        scanner_type: row.definition.scanner_type,
        statistics: { times_run: stats?.timesRun ?? 0, run_time_average: stats?.averageSeconds ?? 0 },
        update_time: unixSeconds(row.updatedAt),
      };
    });
  }

  async get(id: string): Promise<Scanner> {
    return toScanner(await this.require(id));
  }

  /** The project of a scanner, for permission checks; undefined when there is no such scanner. */
  async projectOf(id: string): Promise<string | undefined> {
    return (await this.deps.repository.find(id))?.projectName;
  }

  async require(id: string): Promise<ScannerRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw new NotFoundError('error.scanning.notFound');
    return row;
  }

  async create(projectName: string, body: ScannerBody, by: string): Promise<string> {
    await this.checkSonar(body);
    if (await this.deps.repository.findByName(projectName, body.name))
      throw new BadRequestError('error.scanning.nameExists');
    return this.uniquely(() => this.deps.repository.create(projectName, fieldsOf(body, by)));
  }

  async update(id: string, body: ScannerBody, by: string): Promise<void> {
    const row = await this.require(id);
    await this.checkSonar(body);
    const same = await this.deps.repository.findByName(row.projectName, body.name);
    if (same && same.id !== id) throw new BadRequestError('error.scanning.nameExists');
    await this.uniquely(() => this.deps.repository.update(id, fieldsOf(body, by)));
  }

  /** A scanner goes with its runs and their logs; not while one of them runs. */
  async delete(id: string): Promise<void> {
    await this.require(id);
    const taskName = scanTaskName(id);
    if (await this.deps.repository.hasActiveTasks(taskName, ACTIVE_SCAN_STATUSES))
      throw new BadRequestError('error.scanning.busy');
    await this.deps.repository.delete(id);
    await this.deps.repository.deleteTasks(taskName);
    await this.deps.removeTaskFiles(taskName);
  }

  /** A scanner as a scan job runs it. */
  async target(projectName: string, name: string): Promise<ScanTarget | undefined> {
    const row = await this.deps.repository.findByName(projectName, name);
    if (!row) return undefined;
    const scanner = row.definition;
    const sonar =
      scanner.scanner_type === 'sonarQube' ? await this.deps.sonar.server(scanner.sonar_id) : undefined;
    return { id: row.id, project: row.projectName, scanner: { ...scanner, name: row.name }, sonar };
  }

  private async checkSonar(body: ScannerBody): Promise<void> {
    if (body.scanner_type === 'sonarQube' && !(await this.deps.sonar.server(body.sonar_id)))
      throw new BadRequestError('error.sonar.notFound');
  }

  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadRequestError('error.scanning.nameExists');
      throw error;
    }
  }
}

function fieldsOf(body: ScannerBody, by: string) {
  const sonarId = body.scanner_type === 'sonarQube' ? body.sonar_id : '';
  return { name: body.name, sonarId, definition: { ...body, sonar_id: sonarId }, updatedBy: by };
}
