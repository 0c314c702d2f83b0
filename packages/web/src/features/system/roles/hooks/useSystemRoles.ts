import type { SystemRoleBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useSaveMutation } from '../../hooks/useSaveMutation';
import { type SystemRoleChanges, systemRolesApi } from '../systemRoles.api';

const rolesKey = ['system', 'roles'] as const;

export function useSystemRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: ({ signal }) => systemRolesApi.list(signal) });
}

/** The server names resources and actions in the caller's language, so each language has its copy. */
export function useSystemPolicyDefinitions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['system', 'policy-definitions', language],
    queryFn: ({ signal }) => systemRolesApi.definitions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates a role, or changes the one named `editing`. */
export function useSaveSystemRole(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: SystemRoleBody) => {
      if (editing === undefined) return systemRolesApi.create(body);
      const changes: SystemRoleChanges = { desc: body.desc, actions: body.actions };
      return systemRolesApi.update(editing, changes);
    },
    invalidates: rolesKey,
    successText: t('system.role.saved'),
    onSuccess: onDone,
  });
}

/** Deleting a role also changes the roles users hold, so the user list reloads too. */
export function useDeleteSystemRole() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (name: string) => systemRolesApi.remove(name),
    invalidates: ['system'],
    successText: t('system.deleted'),
  });
}
