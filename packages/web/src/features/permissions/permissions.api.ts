import type { GlobalPermission, ProjectPermission } from '@slipway/contracts';
import { http } from '../../api/http';

/** Permission reads of spec §3 "Permission data". */
export const permissionsApi = {
  global: (signal?: AbortSignal) => http.get<GlobalPermission>('/api/v1/policy/permission', { signal }),
  project: (projectName: string, signal?: AbortSignal) =>
    http.get<ProjectPermission>(`/api/v1/policy/permission/project/${encodeURIComponent(projectName)}`, {
      signal,
    }),
};
