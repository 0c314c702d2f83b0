/**
 * Tasks the engine runs that are not runs of a user's workflow (the scans of a scanner, test runs).
 * Their workflow name starts with a character no workflow name may hold, so they never collide with a
 * user's workflow, and the lists of custom-workflow tasks leave them out.
 */
const INTERNAL_PREFIX = '_';

export const internalTaskName = (kind: string, id: string) => `${INTERNAL_PREFIX}${kind}-${id}`;

export const isInternalTaskName = (workflowName: string) => workflowName.startsWith(INTERNAL_PREFIX);
