import type { StorageBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { storageApi } from './storage.api';

const storagesKey = ['storages'] as const;

export function useStorages() {
  return useQuery({ queryKey: storagesKey, queryFn: ({ signal }) => storageApi.list(signal) });
}

/** Adds an object storage, or changes the one with id `editing`; the server checks the bucket first. */
export function useSaveStorage(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: StorageBody) =>
      editing === undefined ? storageApi.create(body) : storageApi.update(editing, body),
    invalidates: storagesKey,
    successText: t('settings.storage.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteStorage() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => storageApi.remove(id),
    invalidates: storagesKey,
    successText: t('system.deleted'),
  });
}
