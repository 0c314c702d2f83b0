import type { LibraryTemplateBody, LibraryTemplateKind } from '@slipway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../system/hooks/useDebouncedValue';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { libraryTemplatesApi, templateChecksApi } from './libraryTemplates.api';

const keyOf = (kind: LibraryTemplateKind) => ['library-templates', kind] as const;

export function useLibraryTemplates(kind: LibraryTemplateKind) {
  return useQuery({ queryKey: keyOf(kind), queryFn: ({ signal }) => libraryTemplatesApi(kind).list(signal) });
}

export function useLibraryTemplate(kind: LibraryTemplateKind, id: string | undefined) {
  return useQuery({
    queryKey: [...keyOf(kind), id],
    queryFn: ({ signal }) => libraryTemplatesApi(kind).detail(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useTemplateReferences(kind: LibraryTemplateKind, id: string | undefined) {
  return useQuery({
    queryKey: [...keyOf(kind), id, 'references'],
    queryFn: ({ signal }) => libraryTemplatesApi(kind).references(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Creates a template, or saves the one with id `editing`. */
export function useSaveLibraryTemplate(
  kind: LibraryTemplateKind,
  editing: string | undefined,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const api = libraryTemplatesApi(kind);
  return useSaveMutation({
    mutationFn: (body: LibraryTemplateBody) => (editing ? api.update(editing, body) : api.create(body)),
    invalidates: keyOf(kind),
    successText: t('libraryTemplates.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteLibraryTemplate(kind: LibraryTemplateKind) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => libraryTemplatesApi(kind).remove(id),
    invalidates: keyOf(kind),
    successText: t('system.deleted'),
  });
}

/** The server's check of the content as it is being typed: a Dockerfile's problem, a YAML's variables. */
export function useContentCheck(kind: LibraryTemplateKind, content: string) {
  const settled = useDebouncedValue(content, 400);
  return useQuery({
    queryKey: ['library-template-check', kind, settled],
    queryFn: async ({ signal }) =>
      kind === 'dockerfile'
        ? { error: (await templateChecksApi.validateDockerfile(settled, signal)).error, variables: [] }
        : { error: '', variables: await templateChecksApi.yamlVariables(settled, signal) },
    placeholderData: keepPreviousData,
  });
}
