import { userGroupBodySchema } from '@slipway/contracts';
import type { GroupValues } from '../components/GroupFields';
import { rbacApi } from '../rbac.api';
import { useRbacMutation } from './useRbacMutation';

/** Creates a user group (no id) or updates one. */
export function useSaveGroup(projectName: string, id?: number) {
  return useRbacMutation(projectName, (values: GroupValues) => {
    const body = userGroupBodySchema.parse(values);
    return id === undefined
      ? rbacApi.groups.create(projectName, body)
      : rbacApi.groups.update(projectName, id, body);
  });
}
