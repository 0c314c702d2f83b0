import type { ProjectAction } from '@slipway/contracts';

/** Environment routes' permissions (spec §6): project verbs, or the verbs granted on the named environment. */
const inQuery = { from: 'query', key: 'projectName' } as const;
const inPath = { from: 'params', key: 'projectName' } as const;
const onEnv = { type: 'Environment', param: 'envName' } as const;

/** An action on the environment the path or query names. */
export const onEnvironment = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: inQuery, action, resource: onEnv } }) as const;

/** An action of the project (list, create, the create form). */
export const inProject = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: inQuery, action } }) as const;

export const inProjectPath = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: inPath, action } }) as const;
