import {
  type ScanRunRepo,
  type ScanTaskDetail,
  type ScanTaskList,
  stageSchema,
  type Workflow,
} from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { portalStatus, runTimeSeconds, toScanTaskDetail } from './scan-task-view.js';
import type { ScannerRow } from './scanning.repository.js';
import { type ScanningService, scanTaskName } from './scanning.service.js';

const RERUNNABLE = ['cancelled', 'passed'];

/**
 * Runs of a scanner: each is an engine task of one `zadig-scanning` job under the scanner's own
 * internal workflow name, so runs are queued, cancelled, logged and recovered like any task.
 */
export class ScanTasksService {
  constructor(
    private readonly scanners: ScanningService,
    private readonly tasks: TaskRepository,
    private readonly engine: Engine,
  ) {}

  /** Starts a scan of the branches or tags chosen for the scanner's repositories. */
  async run(scannerId: string, repos: ScanRunRepo[], creator: string): Promise<number> {
    const row = await this.scanners.require(scannerId);
    const known = row.definition.repos;
    for (const repo of repos) {
      const ofScanner = known.some(
        (k) =>
          k.codehost_id === repo.codehost_id &&
          k.repo_owner === repo.repo_owner &&
          k.repo_name === repo.repo_name,
      );
      if (!ofScanner)
        throw new BadRequestError('validation.scanning.repoUnknown', `${repo.repo_owner}/${repo.repo_name}`);
    }
    const task = await this.engine.create(scanWorkflow(row, repos), [], creator);
    return task.taskId;
  }

  async list(scannerId: string, pageNum: number, pageSize: number): Promise<ScanTaskList> {
    const scanner = await this.scanners.require(scannerId);
    const { rows, total } = await this.tasks.page({
      workflowName: scanTaskName(scannerId),
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return {
      scan_info: { editor: scanner.updatedBy, updated_at: unixSeconds(scanner.updatedAt) },
      scan_tasks: rows.map((task) => ({
        scan_id: task.taskId,
        status: portalStatus(task.status),
        run_time: runTimeSeconds(task),
        created_at: unixSeconds(task.createdAt),
        creator: task.creator,
      })),
      total_tasks: total,
    };
  }

  async detail(scannerId: string, taskId: number): Promise<ScanTaskDetail> {
    await this.scanners.require(scannerId);
    const row = await this.requireTask(scannerId, taskId);
    return toScanTaskDetail(scannerId, row, this.engine.liveStages(row.id));
  }

  async cancel(scannerId: string, taskId: number, by: string): Promise<void> {
    await this.requireTask(scannerId, taskId);
    await this.engine.cancel(scanTaskName(scannerId), taskId, by);
  }

  /**
   * Runs a finished scan again: a failed or timed-out one from where it stopped, a cancelled or
   * passed one as a new run of the same repositories.
   */
  async restart(scannerId: string, taskId: number, creator: string): Promise<void> {
    const scanner = await this.scanners.require(scannerId);
    const row = await this.requireTask(scannerId, taskId);
    if (RERUNNABLE.includes(row.status)) {
      const repos = toScanTaskDetail(scannerId, row).repo_info;
      await this.engine.create(scanWorkflow(scanner, repos.map(toRunRepo)), [], creator);
      return;
    }
    if (row.status !== 'failed' && row.status !== 'timeout')
      throw new BadRequestError('error.scanning.taskNotRestartable');
    await this.engine.retry(scanTaskName(scannerId), taskId);
  }

  /** A run of the scanner, or 404. */
  async requireTask(scannerId: string, taskId: number): Promise<TaskRow> {
    const row = await this.tasks.find(scanTaskName(scannerId), taskId);
    if (!row) throw new NotFoundError('error.scanning.taskNotFound');
    return row;
  }
}

/** The scan job's name inside its task, and so the name of its log. */
export const SCAN_JOB_NAME = 'scan';

function scanWorkflow(scanner: ScannerRow, repos: ScanRunRepo[]): Workflow {
  const stage = stageSchema.parse({
    name: 'scan',
    jobs: [
      {
        name: SCAN_JOB_NAME,
        type: 'zadig-scanning',
        spec: { scannings: [{ name: scanner.name, project_name: scanner.projectName, repos }] },
      },
    ],
  });
  return {
    name: scanTaskName(scanner.id),
    display_name: scanner.name,
    project: scanner.projectName,
    description: '',
    multi_run: true,
    params: [],
    stages: [stage],
    share_storages: [],
    created_by: scanner.updatedBy,
    create_time: unixSeconds(scanner.createdAt),
    updated_by: scanner.updatedBy,
    update_time: unixSeconds(scanner.updatedAt),
  };
}

const toRunRepo = (repo: ScanTaskDetail['repo_info'][number]): ScanRunRepo => ({
  codehost_id: repo.codehost_id,
  source: repo.source as ScanRunRepo['source'],
  repo_owner: repo.repo_owner,
  repo_name: repo.repo_name,
  repo_namespace: repo.repo_namespace,
  branch: repo.branch,
  tag: repo.tag,
  ...(repo.pr ? { pr: repo.pr } : {}),
});
