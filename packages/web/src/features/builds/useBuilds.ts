import type { BuildBody, BuildSummary } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { buildsApi } from './builds.api';

const buildsKey = (project: string) => ['builds', project] as const;

export function useBuilds(project: string) {
  return useQuery({ queryKey: buildsKey(project), queryFn: ({ signal }) => buildsApi.list(project, signal) });
}

export function useBuild(project: string, name: string | undefined) {
  return useQuery({
    queryKey: [...buildsKey(project), 'detail', name],
    queryFn: ({ signal }) => buildsApi.detail(name ?? '', project, signal),
    enabled: Boolean(name),
  });
}

/** Creates a build, or saves the one being edited. */
export function useSaveBuild(project: string, editing: boolean, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: BuildBody) => (editing ? buildsApi.update(body) : buildsApi.create(body)),
    invalidates: buildsKey(project),
    successText: t('builds.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteBuild(project: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (row: BuildSummary) => buildsApi.remove(row, project),
    invalidates: buildsKey(project),
    successText: t('builds.deleted'),
  });
}

/** What every build form picks from, in any project: images, packages, storages, whether Jenkins is set up. */
export function useBuildSettings() {
  const images = useQuery({
    queryKey: ['build-choices', 'images'],
    queryFn: ({ signal }) => buildsApi.basicImages(signal),
  });
  const installs = useQuery({
    queryKey: ['build-choices', 'installs'],
    queryFn: ({ signal }) => buildsApi.installs(signal),
  });
  const storages = useQuery({
    queryKey: ['build-choices', 'storages'],
    queryFn: ({ signal }) => buildsApi.storages(signal),
  });
  const jenkins = useQuery({
    queryKey: ['build-choices', 'jenkins-exists'],
    queryFn: ({ signal }) => buildsApi.jenkinsExists(signal),
    retry: false,
  });
  return {
    images: images.data ?? [],
    installs: installs.data ?? [],
    storages: storages.data ?? [],
    jenkinsExists: jenkins.data ?? false,
    pending: images.isPending,
  };
}

/** What a project's build form picks from: the settings, the project's service modules and registries. */
export function useBuildChoices(project: string) {
  const settings = useBuildSettings();
  const targets = useQuery({
    queryKey: ['build-choices', 'targets', project],
    queryFn: ({ signal }) => buildsApi.targets(project, signal),
  });
  const registries = useQuery({
    queryKey: ['build-choices', 'registries', project],
    queryFn: ({ signal }) => buildsApi.registries(project, signal),
  });
  return {
    ...settings,
    targets: targets.data ?? [],
    registries: registries.data ?? [],
    pending: settings.pending || targets.isPending,
  };
}
