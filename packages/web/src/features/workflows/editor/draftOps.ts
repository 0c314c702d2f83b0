import {
  emptyJob,
  emptyStage,
  type JobDraft,
  type JobValues,
  type StageDraft,
  type WorkflowDraft,
} from './draft';
import { checkJob } from './jobRules';

/** Edits of the draft's stages and jobs; each returns a new draft and leaves the old one as it was. */

export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

const withStages = (draft: WorkflowDraft, stages: StageDraft[]): WorkflowDraft => ({ ...draft, stages });

const mapStage = (draft: WorkflowDraft, index: number, change: (stage: StageDraft) => StageDraft) =>
  withStages(
    draft,
    draft.stages.map((stage, i) => (i === index ? change(stage) : stage)),
  );

export const addStage = (draft: WorkflowDraft) =>
  withStages(draft, [...draft.stages, emptyStage(draft.stages.length)]);

export const removeStage = (draft: WorkflowDraft, index: number) =>
  withStages(
    draft,
    draft.stages.filter((_, i) => i !== index),
  );

export const moveStage = (draft: WorkflowDraft, index: number, delta: number) =>
  withStages(draft, moveItem(draft.stages, index, delta));

export type StageChange = Partial<Pick<StageDraft, 'name' | 'parallel' | 'approval'>>;
export const updateStage = (draft: WorkflowDraft, index: number, change: StageChange) =>
  mapStage(draft, index, (stage) => ({ ...stage, ...change }));

/** The job not saved since it was added or changed, if any (there is at most one). */
export function unsavedJob(draft: WorkflowDraft): JobDraft | undefined {
  for (const stage of draft.stages) {
    const job = stage.jobs.find((candidate) => !candidate.saved);
    if (job) return job;
  }
  return undefined;
}

export type AddJobResult =
  | { ok: true; draft: WorkflowDraft; job: JobDraft }
  | { ok: false; unsaved: JobDraft };

/** A new job (freestyle unless told) at the end of the stage, unless a job is still unsaved (spec §5). */
export function addJob(
  draft: WorkflowDraft,
  stageIndex: number,
  type?: string,
  spec?: unknown,
): AddJobResult {
  const unsaved = unsavedJob(draft);
  if (unsaved) return { ok: false, unsaved };
  const job = emptyJob(type, spec);
  return {
    ok: true,
    job,
    draft: mapStage(draft, stageIndex, (stage) => ({ ...stage, jobs: [...stage.jobs, job] })),
  };
}

export const removeJob = (draft: WorkflowDraft, stageIndex: number, jobKey: string) =>
  mapStage(draft, stageIndex, (stage) => ({
    ...stage,
    jobs: stage.jobs.filter((job) => job.key !== jobKey),
  }));

export const moveJob = (draft: WorkflowDraft, stageIndex: number, jobIndex: number, delta: number) =>
  mapStage(draft, stageIndex, (stage) => ({ ...stage, jobs: moveItem(stage.jobs, jobIndex, delta) }));

const mapJob = (draft: WorkflowDraft, jobKey: string, change: (job: JobDraft) => JobDraft) =>
  withStages(
    draft,
    draft.stages.map((stage) =>
      stage.jobs.some((job) => job.key === jobKey)
        ? { ...stage, jobs: stage.jobs.map((job) => (job.key === jobKey ? change(job) : job)) }
        : stage,
    ),
  );

/** The job form changed: the job must be saved again before another is added. */
export const markJobChanged = (draft: WorkflowDraft, jobKey: string) =>
  mapJob(draft, jobKey, (job) => (job.saved ? { ...job, saved: false } : job));

export type SaveJobResult = { ok: true; draft: WorkflowDraft } | { ok: false; message: string };

/** Stores the job form's values once they are valid and the name is not taken by another job. */
export function saveJob(draft: WorkflowDraft, jobKey: string, values: JobValues): SaveJobResult {
  const problem = checkJob(draft, jobKey, values);
  if (problem) return { ok: false, message: problem };
  return { ok: true, draft: mapJob(draft, jobKey, (job) => ({ ...job, ...values, saved: true })) };
}

export function findJob(draft: WorkflowDraft, jobKey: string | undefined): JobDraft | undefined {
  if (!jobKey) return undefined;
  for (const stage of draft.stages) {
    const job = stage.jobs.find((candidate) => candidate.key === jobKey);
    if (job) return job;
  }
  return undefined;
}
