import { servicePaths } from '@slipway/contracts';
import { http } from '../../api/http';
import type { OnboardingService } from './onboardingWorkflows';

/** One environment's state as the one-click call reports it (portal-shapes §2.5). */
export type GeneratedEnv = { env_name: string; status: string; err_message: string };

export const onboardingApi = {
  /** Creates the missing onboarding environments and reports each; safe to repeat. */
  generateEnvironments: (projectName: string) =>
    http.post<GeneratedEnv[]>('/api/aslan/environment/environments', undefined, {
      query: { auto: true, projectName, envType: '' },
      silent: true,
    }),
  /** The project's services, as the service list answers them (portal-shapes §5). */
  services: async (projectName: string, signal?: AbortSignal) =>
    (
      await http.get<{ data: OnboardingService[] | null }>(servicePaths.services, {
        query: { projectName, envName: '' },
        signal,
      })
    ).data ?? [],
};
