import type { ProductTask } from '../productWorkflow.types';

/** The parts of a sub task the page shows, whatever its stage type. */
export interface SubTaskRow {
  key: string;
  stageType: string;
  status: string;
  startTime: number;
  endTime: number;
  error: string;
  image: string;
  env: string;
  /** `repo branch commit` of each repository built or tested */
  repos: string[];
  /** the `{module}_{service}` whose build log can be read (build sub tasks only) */
  logService: string | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Flattens a task's stages into rows per sub task (`sub_tasks` is an object keyed by target). */
export function subTaskRows(stage: ProductTask['stages'][number]): SubTaskRow[] {
  return Object.entries(stage.sub_tasks ?? {}).map(([key, raw]) => {
    const sub = raw as unknown as Record<string, unknown>;
    const jobCtx = (sub.job_ctx ?? {}) as { builds?: Array<Record<string, unknown>>; image?: unknown };
    const repos = (jobCtx.builds ?? []).map((repo) =>
      [
        `${textOf(repo.repo_owner)}/${textOf(repo.repo_name)}`,
        textOf(repo.tag) || textOf(repo.branch),
        textOf(repo.commit_id).slice(0, 8),
      ]
        .filter(Boolean)
        .join(' '),
    );
    return {
      key,
      stageType: stage.type,
      status: textOf(sub.status),
      startTime: numberOf(sub.start_time),
      endTime: numberOf(sub.end_time),
      error: textOf(sub.error),
      // a released image, or the key a package was distributed under
      image:
        textOf(sub.image) || textOf(jobCtx.image) || textOf(sub.image_release) || textOf(sub.remote_file_key),
      env: textOf(sub.env_name) || textOf(sub.namespace),
      repos,
      logService: stage.type === 'buildv2' ? key : undefined,
    };
  });
}
