import type { JobTask, ScanRunRepo, ScanTaskDetail, ZadigScanningSpec } from '@slipway/contracts';
import { RESULT_LINK_OUTPUT } from '../../engine/job-types/zadig-scanning.js';
import type { TaskRow } from '../../engine/task-repository.js';
import { stagesOf } from '../../engine/task-repository.js';

/** The engine's statuses as the scanner pages know them. */
const PORTAL_STATUS: Record<string, string> = {
  blocked: 'waiting',
  queued: 'waiting',
  prepare: 'running',
};
export const portalStatus = (status: string) => PORTAL_STATUS[status] ?? status;

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** The task's one scan job, from the live stages when the task runs in this process. */
export function scanJobOf(row: TaskRow, live?: ReturnType<typeof stagesOf>): JobTask | undefined {
  return (live ?? stagesOf(row)).flatMap((stage) => stage.jobs).find((job) => job.type === 'zadig-scanning');
}

export function runTimeSeconds(row: TaskRow): number {
  const start = row.startedAt ?? row.createdAt;
  const end = row.endedAt ?? (row.startedAt ? new Date() : start);
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000));
}

/** What the task page reads: the run's repositories with the refs scanned, the result link, the error. */
export function toScanTaskDetail(
  scannerId: string,
  row: TaskRow,
  live?: ReturnType<typeof stagesOf>,
): ScanTaskDetail {
  const job = scanJobOf(row, live);
  const runRepos: ScanRunRepo[] = (job?.spec as ZadigScanningSpec | undefined)?.scannings[0]?.repos ?? [];
  return {
    scanner_id: scannerId,
    task_id: row.taskId,
    status: portalStatus(row.status),
    creator: row.creator,
    task_revoker: row.revoker,
    create_time: seconds(row.createdAt),
    end_time: seconds(row.endedAt),
    repo_info: runRepos.map((repo) => ({
      codehost_id: repo.codehost_id,
      source: repo.source,
      repo_owner: repo.repo_owner,
      repo_name: repo.repo_name,
      repo_namespace: repo.repo_namespace,
      branch: repo.branch,
      tag: repo.tag,
      pr: repo.pr ?? 0,
      commit_id: '',
      address: '',
    })),
    result_link: job?.outputs[RESULT_LINK_OUTPUT] ?? '',
    error: row.error || job?.error || '',
  };
}
