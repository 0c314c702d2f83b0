import type { EnvVar } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../api/http';

/** A test the workflow editor can run: its name, project and variables. */
export interface TestChoice {
  name: string;
  product_name: string;
  envs: EnvVar[];
}

export function useTestChoices(project: string) {
  return useQuery({
    queryKey: ['tests', 'choices', project],
    queryFn: ({ signal }) =>
      http.get<TestChoice[]>('/api/aslan/testing/testdetail', { query: { projectName: project }, signal }),
  });
}
