import {
  type LibraryTemplate,
  type LibraryTemplateBody,
  type LibraryTemplateKind,
  libraryTemplatePaths,
  type TemplateVariableItem,
} from '@slipway/contracts';
import { http } from '../../api/http';

type Done = { message?: string };
export type TemplateSummary = { id: string; name: string; update_time: number; update_by: string };
export type TemplateReference = Record<string, string>;

const pathsOf = {
  dockerfile: {
    list: libraryTemplatePaths.dockerfiles,
    one: libraryTemplatePaths.dockerfile,
    reference: libraryTemplatePaths.dockerfileReference,
    listKey: 'dockerfile_template',
  },
  'k8s-yaml': {
    list: libraryTemplatePaths.yamls,
    one: libraryTemplatePaths.yaml,
    reference: libraryTemplatePaths.yamlReference,
    listKey: 'yaml_template',
  },
} as const;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The Dockerfile or K8s YAML templates of the template library (portal shapes, templates §7.7, §7.8). */
export function libraryTemplatesApi(kind: LibraryTemplateKind) {
  const paths = pathsOf[kind];
  return {
    list: async (signal?: AbortSignal): Promise<TemplateSummary[]> => {
      const answer = await http.get<Record<string, TemplateSummary[]>>(paths.list, {
        query: { page_num: 1, page_size: 9999 },
        signal,
      });
      return answer[paths.listKey] ?? [];
    },
    detail: (id: string, signal?: AbortSignal) =>
      http.get<LibraryTemplate>(withId(paths.one, id), { signal }),
    references: (id: string, signal?: AbortSignal) =>
      http.get<TemplateReference[]>(withId(paths.reference, id), { signal }),
    create: (body: LibraryTemplateBody) => http.post<Done>(paths.list, body),
    update: (id: string, body: LibraryTemplateBody) => http.put<Done>(withId(paths.one, id), body),
    remove: (id: string) => http.delete<Done>(withId(paths.one, id)),
  };
}

/** What the editor shows under the content: a Dockerfile's problem, or a YAML's variables. */
export const templateChecksApi = {
  validateDockerfile: (content: string, signal?: AbortSignal) =>
    http.post<{ error: string }>(libraryTemplatePaths.dockerfileValidation, { content }, { signal }),
  yamlVariables: (content: string, signal?: AbortSignal) =>
    http.post<TemplateVariableItem[]>(libraryTemplatePaths.yamlVariables, { content }, { signal }),
};
