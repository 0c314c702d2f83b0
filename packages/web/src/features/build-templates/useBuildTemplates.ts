import type { BuildTemplateBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { buildTemplatesApi } from './buildTemplates.api';

const templatesKey = ['build-templates'] as const;

export function useBuildTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => buildTemplatesApi.list(signal) });
}

export function useBuildTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...templatesKey, id],
    queryFn: ({ signal }) => buildTemplatesApi.detail(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Creates a template, or saves the one with id `editing`. */
export function useSaveBuildTemplate(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: BuildTemplateBody) =>
      editing ? buildTemplatesApi.update(editing, body) : buildTemplatesApi.create(body),
    invalidates: templatesKey,
    successText: t('buildTemplates.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteBuildTemplate() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => buildTemplatesApi.remove(id),
    invalidates: templatesKey,
    successText: t('buildTemplates.deleted'),
  });
}
