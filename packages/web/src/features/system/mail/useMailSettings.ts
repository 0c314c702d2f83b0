import type { MailHost, MailService } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { mailApi } from './mail.api';

const mailKey = ['mail'] as const;

/** The form of the mail screen: the server and the sender together, as the portal edits them. */
export interface MailFormValues {
  name: string;
  port: number;
  username: string;
  password: string;
  isTLS: boolean;
  address: string;
  display_name: string;
}

export interface MailSettings {
  host: MailHost | undefined;
  service: MailService | undefined;
}

/** The stored server (password decrypted in this browser) and sender; undefined parts are not set. */
export function useMailSettings() {
  return useQuery({
    queryKey: [...mailKey, 'settings'],
    queryFn: async ({ signal }): Promise<MailSettings> => {
      const [host, service] = await Promise.all([mailApi.hostWithPassword(signal), mailApi.service(signal)]);
      return { host: host || undefined, service: service || undefined };
    },
  });
}

/** Whether a mail server is set, for the layout's notice to administrators. */
export function useMailConfigured(enabled: boolean) {
  return useQuery({
    queryKey: [...mailKey, 'configured'],
    queryFn: async ({ signal }) => Boolean(await mailApi.host(signal)),
    enabled,
  });
}

/** Saves server and sender at once: created when none was shown, changed otherwise. */
export function useSaveMail(current: MailSettings, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: ({ address, display_name, ...host }: MailFormValues) =>
      Promise.all([
        mailApi.saveHost(host, current.host !== undefined),
        mailApi.saveService(
          { name: current.service?.name ?? '', theme: current.service?.theme ?? '', address, display_name },
          current.service !== undefined,
        ),
      ]),
    invalidates: mailKey,
    successText: t('settings.mail.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteMail() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: () => Promise.all([mailApi.removeHost(), mailApi.removeService()]),
    invalidates: mailKey,
    successText: t('system.deleted'),
  });
}
