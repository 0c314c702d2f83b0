import type { InstallPackage, PackageBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { packagesApi } from './packages.api';

const packagesKey = ['install-packages'] as const;

/** A package as a list row: its identity, name and version, is its row key. */
export type PackageRow = InstallPackage & { id: string };

export function usePackages() {
  return useQuery({
    queryKey: packagesKey,
    queryFn: async ({ signal }): Promise<PackageRow[]> =>
      (await packagesApi.list(signal)).map((p) => ({ ...p, id: `${p.name}@${p.version}` })),
  });
}

/** Adds a package version, or changes the existing one of the same name and version. */
export function useSavePackage(editing: boolean, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: PackageBody) => (editing ? packagesApi.update(body) : packagesApi.create(body)),
    invalidates: packagesKey,
    successText: t('settings.packages.saved'),
    failureText: t('settings.packages.saveFailed'),
    onSuccess: onDone,
  });
}

export function useDeletePackage() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: PackageBody) => packagesApi.remove(body),
    invalidates: packagesKey,
    successText: t('system.deleted'),
  });
}
