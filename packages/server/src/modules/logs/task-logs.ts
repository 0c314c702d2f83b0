import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import { NotFoundError } from '../../lib/errors.js';
import { subTaskKey } from '../product-workflows/product-task-view.js';
import type { LogsRepository, TaskJob } from './logs.repository.js';

/**
 * Whether an object of a job's spec names the service: as `service_name` or `service_module`, or
 * as the `{module}_{service}` key a product task page names its build and deploy rows by.
 */
const namesService = (item: unknown, service: string) => {
  if (!item || typeof item !== 'object') return false;
  const { service_name: name, service_module: module } = item as Record<string, unknown>;
  if (name === service || module === service) return true;
  return typeof name === 'string' && typeof module === 'string' && subTaskKey(module, name) === service;
};

/**
 * Whether a job works on a service: it is named after it, or a list of its spec (a build's
 * `service_and_builds`, a deploy's services, a test's modules) holds an entry naming it.
 */
export function jobConcernsService(job: TaskJob, service: string): boolean {
  if (job.name === service) return true;
  if (!job.spec || typeof job.spec !== 'object') return false;
  return Object.values(job.spec as Record<string, unknown>).some(
    (value) => Array.isArray(value) && value.some((item) => namesService(item, service)),
  );
}

/** The engine job type behind each kind of sub task the portal names (`type`, `subTask`). */
const jobTypeOfKind: Record<string, string> = {
  buildv2: 'zadig-build',
  docker_build: 'zadig-build',
  jenkins_build: 'zadig-build',
  deploy: 'zadig-deploy',
  artifact: 'zadig-deploy',
  artifact_deploy: 'zadig-deploy',
  testingv2: 'zadig-test',
};

/**
 * The jobs of one service, narrowed to the kind of sub task when the portal names one the engine
 * knows; other kinds (`build` of a common workflow) take every job of the service.
 */
export function serviceJobs(service: string, kind: string | undefined): (job: TaskJob) => boolean {
  const type = kind ? jobTypeOfKind[kind] : undefined;
  return (job) => (!type || job.type === type) && jobConcernsService(job, service);
}

/**
 * The finished logs of a task's jobs, whole and in the order the jobs ran, for the portal's older
 * per-task and per-service log calls: the jobs `wanted` keeps that wrote a log, joined. None is a 404.
 */
export async function taskLogText(
  repository: LogsRepository,
  logs: LogStore,
  at: { workflow: string; taskId: number },
  wanted: (job: TaskJob) => boolean = () => true,
): Promise<string> {
  const jobs = await repository.taskJobs(at.workflow, at.taskId);
  if (jobs === undefined) throw new NotFoundError('error.taskNotFound');
  const texts: string[] = [];
  for (const job of jobs.filter(wanted)) {
    const key: JobLogKey = { workflow: at.workflow, taskId: at.taskId, job: job.name };
    if (await logs.exists(key)) texts.push(await logs.read(key));
  }
  if (texts.length === 0) throw new NotFoundError('error.logNotFound');
  return texts.map((text) => (text.endsWith('\n') ? text : `${text}\n`)).join('');
}
