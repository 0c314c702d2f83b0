import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidatePermissions } from '../../permissions/permissionQueries';
import { rbacKeys } from './rbacQueries';

/**
 * A change of a project's members, roles, groups or policies: afterwards the project's lists and
 * everyone's cached permissions are loaded afresh, and 'saved' is shown.
 */
export function useRbacMutation<Input>(projectName: string, mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      void message.success(t('projects.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rbacKeys.project(projectName) }),
        invalidatePermissions(queryClient),
      ]);
    },
  });
}
