import type { PluginTemplate, PluginTemplateBody } from '@slipway/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/http';

const base = '/api/aslan/workflow/v4/plugin';
type Done = { message: string };

/** Plugin templates: the administrators' records and the job picker's list. */
export const pluginTemplatesApi = {
  list: (signal?: AbortSignal) => http.get<PluginTemplate[]>(base, { signal }),
  /** what the workflow editor's job picker reads */
  picker: (signal?: AbortSignal) =>
    http.get<PluginTemplate[]>('/api/aslan/workflow/plugin/template', { signal }),
  create: (body: PluginTemplateBody) => http.post<Done>(base, body),
  update: (id: string, body: PluginTemplateBody) => http.put<Done>(`${base}/${id}`, body),
  remove: (id: string) => http.delete<Done>(`${base}/${id}`),
};

export const pluginKeys = {
  all: ['plugin-templates'] as const,
  picker: ['plugin-templates', 'picker'] as const,
};

export const pluginTemplatesQuery = () =>
  queryOptions({ queryKey: pluginKeys.all, queryFn: ({ signal }) => pluginTemplatesApi.list(signal) });
export const pluginPickerQuery = () =>
  queryOptions({ queryKey: pluginKeys.picker, queryFn: ({ signal }) => pluginTemplatesApi.picker(signal) });
