import type { ProjectCreate, ProjectTemplateUpdate } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePermissions } from '../../permissions/permissionQueries';
import { projectsApi } from '../projects.api';
import { projectKeys } from './projectQueries';

/**
 * Creating, editing (administrators!) and deleting a project change who may do what in it,
 * so the project lists and the permissions are loaded afresh afterwards.
 */
function useRefreshProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      invalidatePermissions(queryClient),
    ]);
}

export function useCreateProject() {
  const refresh = useRefreshProjects();
  return useMutation({ mutationFn: (body: ProjectCreate) => projectsApi.create(body), onSuccess: refresh });
}

export function useUpdateProject(name: string) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (body: ProjectTemplateUpdate) => projectsApi.update(name, body),
    onSuccess: refresh,
  });
}

export function useDeleteProject(name: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: () => projectsApi.remove(name),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: projectKeys.one(name) });
      await refresh();
    },
  });
}
