import type { ChartTemplateBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../system/hooks/useSaveMutation';
import { type ChartTemplateVariable, chartTemplatesApi } from './chartTemplates.api';

const CHARTS_KEY = ['chart-templates'] as const;

export function useChartTemplates() {
  return useQuery({ queryKey: CHARTS_KEY, queryFn: ({ signal }) => chartTemplatesApi.list(signal) });
}

export function useChartTemplate(name: string) {
  return useQuery({
    queryKey: [...CHARTS_KEY, name],
    queryFn: ({ signal }) => chartTemplatesApi.detail(name, signal),
  });
}

export function useChartTemplateFile(name: string, filePath: string | undefined) {
  return useQuery({
    queryKey: [...CHARTS_KEY, name, 'file', filePath],
    queryFn: ({ signal }) => chartTemplatesApi.fileContent(name, filePath ?? '', signal),
    enabled: Boolean(filePath),
  });
}

export function useChartTemplateReferences(name: string) {
  return useQuery({
    queryKey: [...CHARTS_KEY, name, 'references'],
    queryFn: ({ signal }) => chartTemplatesApi.references(name, signal),
  });
}

/** Imports a chart folder as a new template, or re-imports the template `reimporting`. */
export function useImportChartTemplate(reimporting: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: ChartTemplateBody) =>
      reimporting ? chartTemplatesApi.reimport(reimporting, body) : chartTemplatesApi.create(body),
    invalidates: CHARTS_KEY,
    successText: t('chartTemplates.imported'),
    onSuccess: onDone,
  });
}

export function useSaveChartVariables(name: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (variables: ChartTemplateVariable[]) => chartTemplatesApi.saveVariables(name, variables),
    invalidates: [...CHARTS_KEY, name],
    successText: t('chartTemplates.variablesSaved'),
  });
}

export function useApplyChartToServices(name: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: () => chartTemplatesApi.applyToAutoSyncServices(name),
    invalidates: [...CHARTS_KEY, name, 'references'],
    successText: t('chartTemplates.applied'),
  });
}

export function useDeleteChartTemplate() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (name: string) => chartTemplatesApi.remove(name),
    invalidates: CHARTS_KEY,
    successText: t('system.deleted'),
  });
}
