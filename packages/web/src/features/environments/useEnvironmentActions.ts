import type { EnvironmentVar } from '@slipway/contracts';
import { ErrorCode, servicesModifiedMarker } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http';
import { testIdProps } from '../projects/testId';
import { type EnvironmentInfo, environmentsApi } from './environments.api';
import { environmentsKey } from './useEnvironments';

/** The services the server says were changed since the last update (a JSON object in its description). */
export function modifiedServices(error: unknown): string[] | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = (error.body ?? {}) as { code?: number; description?: string };
  const marked =
    body.code === ErrorCode.ServicesModified ||
    body.code === ErrorCode.ServicesModifiedAlt ||
    body.description?.includes(servicesModifiedMarker);
  if (!marked) return undefined;
  const names = [...(body.description ?? '').matchAll(/"name"\s*:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
  return names;
}

/** The sub-environments a refused removal names (`extra`: service → environments). */
function usedBySubEnvironments(error: unknown): string[] | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = (error.body ?? {}) as { code?: number; extra?: Record<string, string[]> };
  if (body.code !== ErrorCode.ServicesModifiedAlt) return undefined;
  return Object.values(body.extra ?? {}).flat();
}

/**
 * Updating, deleting and restarting in an environment. An update over images changed since the
 * last one is refused by the server; the user is asked, and on yes it is sent again with force.
 */
export function useEnvironmentActions(projectName: string) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });

  const update = useMutation({
    mutationFn: async ({ info, vars }: { info: EnvironmentInfo; vars: EnvironmentVar[] }) => {
      try {
        await environmentsApi.update(projectName, info, vars, false);
        return true;
      } catch (error) {
        const services = modifiedServices(error);
        if (!services) throw error;
        const forced = await modal.confirm({
          title: t('envs.forceTitle'),
          content: t('envs.forceQuestion', { services: services.join(', ') }),
          okButtonProps: testIdProps('envs-force-ok'),
        });
        if (!forced) return false;
        await environmentsApi.update(projectName, info, vars, true);
        return true;
      }
    },
    onSuccess: async (sent) => {
      if (sent) void message.success(t('envs.updated'));
      await reload();
    },
  });

  const remove = useMutation({
    mutationFn: (info: EnvironmentInfo) => environmentsApi.remove(projectName, info),
    onSuccess: async () => {
      void message.success(t('envs.deleted'));
      await reload();
    },
  });

  const restartService = useMutation({
    mutationFn: ({ envName, serviceName }: { envName: string; serviceName: string }) =>
      environmentsApi.restartService(projectName, envName, serviceName),
    onSuccess: async () => {
      void message.success(t('envs.restarted'));
      await reload();
    },
  });

  const removeService = useMutation({
    mutationFn: ({ envName, serviceName }: { envName: string; serviceName: string }) =>
      environmentsApi.removeServices(projectName, envName, [serviceName]),
    onSuccess: async () => {
      void message.success(t('envs.serviceRemoved'));
      await reload();
    },
    onError: (error) => {
      // 6094 is not reported by the HTTP client: the sub-environments still using the service are listed here
      const users = usedBySubEnvironments(error);
      if (users) void modal.error({ title: t('envs.serviceInUse', { environments: users.join(', ') }) });
    },
  });

  return { update, remove, restartService, removeService };
}
