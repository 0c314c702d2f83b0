import type { VariableSetBody } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '../projects.api';
import { projectKeys } from './projectQueries';

export const VARIABLE_SETS_PER_PAGE = 10;

export function useVariableSets(projectName: string, page: number) {
  return useQuery({
    queryKey: [...projectKeys.variableSets(projectName), page],
    queryFn: ({ signal }) => projectsApi.variableSets(projectName, page, VARIABLE_SETS_PER_PAGE, signal),
  });
}

/** Creates (no id) or updates (id) a variable group, or deletes one; the list is reloaded after. */
export function useVariableSetMutations(projectName: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: projectKeys.variableSets(projectName) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VariableSetBody }) =>
      id === undefined ? projectsApi.createVariableSet(body) : projectsApi.updateVariableSet(id, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => projectsApi.removeVariableSet(projectName, id),
    onSuccess,
  });
  return { save, remove };
}
