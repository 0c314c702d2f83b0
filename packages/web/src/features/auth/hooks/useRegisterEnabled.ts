import { useQuery } from '@tanstack/react-query';
import { authApi } from '../auth.api';

/** Whether sign-up is open (feature RegisterTrigger); undefined while loading. */
export function useRegisterEnabled(): boolean | undefined {
  const { data, isError } = useQuery({
    queryKey: ['feature', 'RegisterTrigger'],
    queryFn: ({ signal }) => authApi.registerFeature(signal),
  });
  if (isError) return false;
  return data?.enabled;
}
