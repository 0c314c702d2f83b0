import { freestyleJob } from './freestyle.js';
import type { JobType } from './job-type.js';

/**
 * What job types may use beyond their spec and job context (code hosts for checkouts, the object
 * store for artifacts…). Each job type that needs a service adds it here; app.ts provides it.
 */
export type JobTypeDeps = Record<string, never>;

export type JobTypes = Record<string, JobType<never>>;

/** Job types by name; the engine looks jobs up here and knows nothing of their kinds. */
export function createJobTypes(_deps: JobTypeDeps): JobTypes {
  return {
    freestyle: freestyleJob as JobType<never>,
  };
}
