import type { SonarBody } from '@slipway/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { sonarApi } from './sonar.api';

export const sonarKey = ['sonar'] as const;

export function useSonarServers() {
  return useQuery({ queryKey: sonarKey, queryFn: ({ signal }) => sonarApi.list('', signal) });
}

/** Adds a Sonar server, or changes the one with id `editing`. */
export function useSaveSonar(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: SonarBody) =>
      editing === undefined ? sonarApi.create(body) : sonarApi.update(editing, body),
    invalidates: sonarKey,
    successText: t('sonar.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteSonar() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => sonarApi.remove(id),
    invalidates: sonarKey,
    successText: t('sonar.deleted'),
  });
}

/** Checks address and token against the server; says whether it answered. */
export function useValidateSonar() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (body: SonarBody) => sonarApi.validate(body),
    onSuccess: () => void message.success(t('sonar.connected')),
    onError: (error) =>
      void message.error(
        t('sonar.connectFailed', {
          reason: error instanceof HttpError || error instanceof Error ? error.message : '',
        }),
      ),
  });
}
