import type { RoleBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useSaveMutation } from '../../hooks/useSaveMutation';
import { systemRolesApi } from '../systemRoles.api';

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

/** Creates a role, or changes the one being edited (its name stays). */
export function useSaveSystemRole(editing: boolean, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: RoleBody) => (editing ? systemRolesApi.update(body) : systemRolesApi.create(body)),
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
