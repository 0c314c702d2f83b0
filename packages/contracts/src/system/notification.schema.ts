import { z } from 'zod';

export const notificationPath = '/api/aslan/system/notification';
export const notificationSubscribePath = `${notificationPath}/subscribe`;

/** The notices the bell shows: a task's status changed, or a message. */
export const NotificationType = { TaskStatus: 2, Message: 3 } as const;

/** Zadig's kinds of workflow a task status notice is about; a custom (v4) workflow is `workflow_v4`. */
export const CUSTOM_WORKFLOW_TASK = 'workflow_v4';

export const taskStatusNoticeSchema = z.object({
  task_id: z.number().int(),
  product_name: z.string(),
  pipeline_name: z.string(),
  type: z.string(),
  status: z.string(),
});
export type TaskStatusNotice = z.infer<typeof taskStatusNoticeSchema>;

export const messageNoticeSchema = z.object({
  title: z.string(),
  content: z.string(),
  req_id: z.string(),
});
export type MessageNotice = z.infer<typeof messageNoticeSchema>;

const noticeFields = { id: z.number().int(), is_read: z.boolean(), create_time: z.number().int() };

export const notificationSchema = z.discriminatedUnion('type', [
  z.object({
    ...noticeFields,
    type: z.literal(NotificationType.TaskStatus),
    content: taskStatusNoticeSchema,
  }),
  z.object({ ...noticeFields, type: z.literal(NotificationType.Message), content: messageNoticeSchema }),
]);
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** The ids of the caller's notices to mark read or delete; others' ids are ignored. */
export const notificationIdsSchema = z.object({
  ids: z
    .array(z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(Number.MAX_SAFE_INTEGER))
    .max(1000),
});
export type NotificationIds = z.infer<typeof notificationIdsSchema>;

/** `pipelinestatus` "*": every status change of the user's tasks; "": none. */
export const TASK_STATUS_ALL = '*';
export const subscriptionBodySchema = z.object({
  type: z.literal(NotificationType.TaskStatus, { error: 'validation.invalidType' }),
  pipelinestatus: z.string().max(32).default(''),
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

export const subscriptionSchema = z.object({
  type: z.number().int(),
  pipelinestatus: z.string(),
  create_time: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);
