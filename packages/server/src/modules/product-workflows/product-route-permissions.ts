import type { ProjectAction } from '@slipway/contracts';
import type { RoutePermission } from '../../http/permissions.js';

/**
 * Product workflow routes act in the project the portal names in `projectName` (query, or a path
 * parameter), on the workflow named by `param` as a resource (spec §6, like custom workflows).
 */
export const onProductWorkflow = (
  action: ProjectAction | readonly ProjectAction[],
  param = 'name',
  project: { from: 'query' | 'params' | 'body'; key: string } = { from: 'query', key: 'projectName' },
) =>
  ({
    permission: {
      kind: 'project',
      project,
      action,
      ...(Array.isArray(action) ? { operator: 'or' } : {}),
      resource: { type: 'Workflow', param },
    } satisfies RoutePermission,
  }) as const;

/** A project's routes that name no workflow. */
export const inProductProject = (
  action: ProjectAction | readonly ProjectAction[],
  project: { from: 'query' | 'params' | 'body'; key: string } = { from: 'query', key: 'projectName' },
) =>
  ({
    permission: {
      kind: 'project',
      project,
      action,
      ...(Array.isArray(action) ? { operator: 'or' } : {}),
    } satisfies RoutePermission,
  }) as const;
