import { queryOptions } from '@tanstack/react-query';
import { workflowViewsApi } from './workflowViews.api';

export const viewKeys = {
  all: (project: string) => ['workflow-views', project] as const,
  names: (project: string) => ['workflow-views', project, 'names'] as const,
  preset: (project: string, view: string) => ['workflow-views', project, 'preset', view] as const,
};

export const viewNamesQuery = (project: string) =>
  queryOptions({
    queryKey: viewKeys.names(project),
    queryFn: ({ signal }) => workflowViewsApi.names(project, signal),
    enabled: project !== '',
  });

/** The project's workflows with `enabled` for those of the view ('' for none). */
export const viewPresetQuery = (project: string, view: string) =>
  queryOptions({
    queryKey: viewKeys.preset(project, view),
    queryFn: ({ signal }) => workflowViewsApi.preset(project, view, signal),
    enabled: project !== '',
    staleTime: 0,
  });
