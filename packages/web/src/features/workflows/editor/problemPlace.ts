import type { WorkflowDraft } from './draft';

export interface ProblemPlace {
  /** 1-based, as people count */
  stage?: { number: number; name: string };
  job?: { number: number; name: string };
}

/** Which stage and job a problem's path ("stages.1.jobs.0.name") points to, with their names. */
export function problemPlace(path: readonly PropertyKey[], draft: WorkflowDraft): ProblemPlace {
  const place: ProblemPlace = {};
  if (path[0] !== 'stages' || typeof path[1] !== 'number') return place;
  const stage = draft.stages[path[1]];
  place.stage = { number: path[1] + 1, name: stage?.name ?? '' };
  if (path[2] !== 'jobs' || typeof path[3] !== 'number') return place;
  place.job = { number: path[3] + 1, name: stage?.jobs[path[3]]?.name ?? '' };
  return place;
}
