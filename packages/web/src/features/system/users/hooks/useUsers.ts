import type { UserCreate, UserUpdate } from '@slipway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../hooks/useSaveMutation';
import { type UserListQuery, usersApi } from '../users.api';

const usersKey = ['system', 'users'] as const;

/** One page of accounts; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => usersApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser(onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: UserCreate) => usersApi.create(body),
    invalidates: usersKey,
    successText: t('system.user.created'),
    onSuccess: onDone,
  });
}

/** Edits the profile fields, or resets the password when `successText` says so. */
export function useUpdateUser(uid: string, successText: string, onDone: () => void) {
  return useSaveMutation({
    mutationFn: (body: UserUpdate) => usersApi.update(uid, body),
    invalidates: usersKey,
    successText,
    onSuccess: onDone,
  });
}

export function useSetSystemRoles(uid: string, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (roles: string[]) => usersApi.setSystemRoles(uid, roles),
    invalidates: usersKey,
    successText: t('system.user.rolesSaved'),
    onSuccess: onDone,
  });
}

export function useDeleteUser() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (uid: string) => usersApi.remove(uid),
    invalidates: usersKey,
    successText: t('system.deleted'),
  });
}
