import { NotificationType, TASK_STATUS_ALL } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationsApi } from './notifications.api';

const notificationsKey = ['notifications'] as const;
const subscriptionKey = ['notifications', 'subscription'] as const;
/** New notices appear without a reload. */
const REFRESH_MS = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: [...notificationsKey, 'list'],
    queryFn: ({ signal }) => notificationsApi.list(signal),
    refetchInterval: REFRESH_MS,
  });
}

/** Marks read or deletes notices, then loads the list again. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSuccess: reload });
  const remove = useMutation({ mutationFn: notificationsApi.remove, onSuccess: reload });
  return { markRead, remove };
}

/** Whether the user is told about every status change of their workflow tasks. */
export function useTaskStatusSubscription() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const subscribed = useQuery({
    queryKey: subscriptionKey,
    queryFn: async ({ signal }) => {
      const rows = await notificationsApi.subscriptions(signal);
      return rows.find((row) => row.type === NotificationType.TaskStatus)?.pipelinestatus === TASK_STATUS_ALL;
    },
  });
  const save = useMutation({
    mutationFn: (on: boolean) => notificationsApi.subscribe(on ? TASK_STATUS_ALL : ''),
    onSuccess: async () => {
      void message.success(t('layout.notifications.subscriptionSaved'));
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
    },
  });
  return { subscribed, save };
}
