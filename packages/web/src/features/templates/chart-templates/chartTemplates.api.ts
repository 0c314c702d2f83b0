import {
  type ChartTemplateBody,
  type chartTemplateDetailSchema,
  type chartTemplateListSchema,
  chartTemplatePaths,
  type chartTemplateReferenceSchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../../api/http';

export type ChartTemplateList = z.infer<typeof chartTemplateListSchema>;
export type ChartTemplateSummary = ChartTemplateList['chartTemplates'][number];
export type ChartTemplateDetail = z.infer<typeof chartTemplateDetailSchema>;
export type ChartTemplateReference = z.infer<typeof chartTemplateReferenceSchema>[number];
export type ChartTemplateVariable = { key: string; value: string };

type Done = { message?: string };
const named = (path: string, name: string) => path.replace(':name', encodeURIComponent(name));

/** The library's Helm chart templates (portal shapes, templates §7.1–7.6). */
export const chartTemplatesApi = {
  list: (signal?: AbortSignal) =>
    http.get<ChartTemplateList>(chartTemplatePaths.charts, { query: { projectName: '' }, signal }),
  detail: (name: string, signal?: AbortSignal) =>
    http.get<ChartTemplateDetail>(named(chartTemplatePaths.chart, name), { signal }),
  /** the file's text, answered as plain text */
  fileContent: async (name: string, filePath: string, signal?: AbortSignal): Promise<string> => {
    const text = await http.get<unknown>(named(chartTemplatePaths.files, name), {
      query: { fileName: filePath, filePath: '' },
      signal,
    });
    // the client reads a body that happens to be JSON (a file holding `42`) as a value
    if (text === undefined) return '';
    return typeof text === 'string' ? text : JSON.stringify(text, null, 2);
  },
  references: (name: string, signal?: AbortSignal) =>
    http.get<ChartTemplateReference[]>(named(chartTemplatePaths.reference, name), { signal }),
  create: (body: ChartTemplateBody) => http.post<Done>(chartTemplatePaths.charts, body),
  reimport: (name: string, body: ChartTemplateBody) =>
    http.put<Done>(named(chartTemplatePaths.chart, name), body),
  saveVariables: (name: string, variables: ChartTemplateVariable[]) =>
    http.put<Done>(named(chartTemplatePaths.variables, name), variables),
  /** renders the template again for every service made from it with auto-sync on */
  applyToAutoSyncServices: (name: string) => http.post<Done>(named(chartTemplatePaths.reference, name)),
  remove: (name: string) => http.delete<Done>(named(chartTemplatePaths.chart, name)),
};
