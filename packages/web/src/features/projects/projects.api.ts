import type {
  ProjectCreate,
  ProjectSummary,
  ProjectTemplate,
  ProjectTemplateUpdate,
  VariableSet,
  VariableSetBody,
} from '@slipway/contracts';
import { http } from '../../api/http';

const picket = '/api/v1/picket/projects';
const product = (name: string) => `/api/aslan/project/products/${encodeURIComponent(name)}`;
const variableSets = '/api/aslan/project/variablesets';

export interface VariableSetPage {
  variable_set_list: VariableSet[];
  total: number;
}

/** Projects and their variable groups (spec §7 "Projects"), in the portal's shapes. */
export const projectsApi = {
  list: (signal?: AbortSignal) =>
    http.get<ProjectSummary[]>(picket, { query: { verbosity: 'detailed' }, signal }),
  /** The project's template (Zadig's product template). */
  get: (name: string, signal?: AbortSignal) =>
    http.get<ProjectTemplate>(product(name), { query: { projectName: name }, signal }),
  create: (body: ProjectCreate) => http.post<unknown>(picket, body),
  /** The template sent back with the changes; fields left out stay. */
  update: (name: string, body: ProjectTemplateUpdate) =>
    http.put<unknown>(`${picket}/${encodeURIComponent(name)}`, body, { query: { projectName: name } }),
  remove: (name: string) =>
    http.delete<unknown>(`${picket}/${encodeURIComponent(name)}`, {
      query: { projectName: name, is_delete: true },
    }),
  /** The wizard's step; the caller reports a failure itself (spec §8 'project/status failure'). */
  setOnboardingStatus: (name: string, status: number) =>
    http.put<unknown>(`${product(name)}/${status}`, undefined, {
      query: { projectName: name },
      silent: true,
    }),

  variableSets: (projectName: string, page: number, perPage: number, signal?: AbortSignal) =>
    http.get<VariableSetPage>(variableSets, { query: { projectName, page, perPage }, signal }),
  createVariableSet: (body: VariableSetBody) => http.post<VariableSet>(variableSets, body),
  updateVariableSet: (id: number, body: VariableSetBody) =>
    http.put<VariableSet>(`${variableSets}/${id}`, body, { query: { projectName: body.project_name } }),
  removeVariableSet: (projectName: string, id: number) =>
    http.delete<unknown>(`${variableSets}/${id}`, { query: { projectName } }),
};
