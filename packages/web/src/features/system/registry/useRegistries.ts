import type { RegistryBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { registryApi } from './registry.api';

const registriesKey = ['registries'] as const;

export function useRegistries() {
  return useQuery({ queryKey: registriesKey, queryFn: ({ signal }) => registryApi.list(signal) });
}

/** Adds a registry, or changes the one with id `editing`. */
export function useSaveRegistry(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: RegistryBody) =>
      editing === undefined ? registryApi.create(body) : registryApi.update(editing, body),
    invalidates: registriesKey,
    successText: t('settings.registry.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteRegistry() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => registryApi.remove(id),
    invalidates: registriesKey,
    successText: t('system.deleted'),
  });
}
