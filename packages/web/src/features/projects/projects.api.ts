import type { Project, ProjectCreate, ProjectUpdate, VariableSet, VariableSetBody } from '@slipway/contracts';
import { http } from '../../api/http';

const picket = '/api/v1/picket/projects';
const product = (name: string) => `/api/aslan/project/products/${encodeURIComponent(name)}`;
const variableSets = '/api/aslan/project/variablesets';

export interface VariableSetPage {
  variable_set_list: VariableSet[];
  total: number;
}

/** Projects and their variable groups (spec §7 "Projects"). */
export const projectsApi = {
  list: (signal?: AbortSignal) => http.get<Project[]>(picket, { query: { verbosity: 'detailed' }, signal }),
  get: (name: string, signal?: AbortSignal) => http.get<Project>(product(name), { signal }),
  create: (body: ProjectCreate) => http.post<Project>(picket, body),
  update: (name: string, body: ProjectUpdate) =>
    http.put<Project>(`${picket}/${encodeURIComponent(name)}`, body),
  remove: (name: string) =>
    http.delete<unknown>(`${picket}/${encodeURIComponent(name)}`, { query: { is_delete: true } }),
  /** The wizard's step; the caller reports a failure itself (spec §8 'project/status failure'). */
  setOnboardingStatus: (name: string, status: number) =>
    http.put<unknown>(`${product(name)}/${status}`, undefined, { silent: true }),

  variableSets: (projectName: string, page: number, perPage: number, signal?: AbortSignal) =>
    http.get<VariableSetPage>(variableSets, { query: { projectName, page, perPage }, signal }),
  createVariableSet: (body: VariableSetBody) => http.post<VariableSet>(variableSets, body),
  updateVariableSet: (id: number, body: VariableSetBody) =>
    http.put<VariableSet>(`${variableSets}/${id}`, body, { query: { projectName: body.project_name } }),
  removeVariableSet: (projectName: string, id: number) =>
    http.delete<unknown>(`${variableSets}/${id}`, { query: { projectName } }),
};
