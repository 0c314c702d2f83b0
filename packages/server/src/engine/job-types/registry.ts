import { freestyleJob } from './freestyle.js';
import type { JobType } from './job-type.js';

/** Job types by name; the engine looks jobs up here and knows nothing of their kinds. */
export const jobTypes: Record<string, JobType<never>> = {
  freestyle: freestyleJob as JobType<never>,
};
