import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type EnvShareInfo, envShareApi, type ShareOperation } from './envShare.api';
import { environmentsKey } from './useEnvironments';

/** Why an environment cannot share: its cluster lacks Istio, or Services have no workload behind them. */
export interface ShareRefusal {
  istio: boolean;
  services: string[];
}

/** Checks, switches and then follows an environment's share mode until the server says it is done. */
export function useEnvironmentShare(projectName: string, env: EnvShareInfo) {
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState<ShareOperation>();
  const [refusal, setRefusal] = useState<ShareRefusal>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });

  // the portal checks both before switching on (portal shapes §3.14); a failed Istio call counts as no Istio
  const check = async (): Promise<ShareRefusal | undefined> => {
    const [istio, services] = await Promise.all([
      envShareApi.istio(env.cluster_id).catch(() => false),
      envShareApi.servicesWithoutWorkloads(projectName, env.env_name),
    ]);
    const found = { istio: Boolean(istio), services: services.map((s) => s.split('/').pop() ?? s) };
    return found.istio && found.services.length === 0 ? undefined : found;
  };

  const enable = useMutation({
    mutationFn: async () => {
      const refused = await check();
      setRefusal(refused);
      if (refused) return false;
      await envShareApi.enable(projectName, env.env_name);
      return true;
    },
    onSuccess: (started) => started && setSwitching('enable'),
  });
  const disable = useMutation({
    mutationFn: () => envShareApi.disable(projectName, env.env_name),
    onSuccess: () => setSwitching('disable'),
  });

  // polled every 2 s like the portal until the switch is done
  useQuery({
    queryKey: ['envShareReady', projectName, env.env_name, switching],
    queryFn: async () => {
      const { is_ready } = await envShareApi.ready(projectName, env.env_name, switching ?? 'enable');
      if (is_ready) {
        setSwitching(undefined);
        await refresh();
      }
      return is_ready;
    },
    enabled: switching !== undefined,
    refetchInterval: 2000,
  });

  return { enable, disable, switching, refusal, clearRefusal: () => setRefusal(undefined) };
}
