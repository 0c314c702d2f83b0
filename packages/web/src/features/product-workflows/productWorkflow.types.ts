import type {
  ProductRunArgs,
  ProductRunRepo,
  ProductTask,
  ProductTaskList,
  ProductWorkflowBody,
  productExtensionStageSchema,
  productHookCtlSchema,
  productHookItemSchema,
  ScheduleItem,
  ProductWorkflow as StoredProductWorkflow,
} from '@slipway/contracts';
import type { z } from 'zod';

/**
 * The product workflow as the editor holds it: the contracts' body with every optional part filled
 * in (docs/architecture.md, "Web: product workflows").
 */

export const notifyWebhookTypes = ['dingding', 'wechat', 'feishu'] as const;
export type NotifyWebhookType = (typeof notifyWebhookTypes)[number];
export const notifyEvents = ['passed', 'failed', 'timeout', 'cancelled', 'changed'] as const;

/** An IM notification with the fields the portal's notify form edits (kept loose by the contracts). */
export interface NotifyCtl {
  enabled: boolean;
  webhook_type: string;
  notify_type: string[];
  dingding_webhook?: string;
  weChat_webHook?: string;
  feishu_webhook?: string;
  at_mobiles?: string[];
  is_at_all?: boolean;
  [field: string]: unknown;
}
export type HookItem = z.infer<typeof productHookItemSchema>;
export type ExtensionStage = z.infer<typeof productExtensionStageSchema>;

export type ProductWorkflow = ProductWorkflowBody & {
  artifact_stage: ProductWorkflowBody['build_stage'];
  notify_ctls: NotifyCtl[];
  hook_ctl: z.infer<typeof productHookCtlSchema>;
  schedules: { enabled: boolean; items: ScheduleItem[] };
  extension_stage: ExtensionStage;
};

export type StageModule = ProductWorkflow['build_stage']['modules'][number];
export type KeyValue = { key: string; value: string };

/** One service module the project can build or deploy (GET workflow/preset/{project}). */
export interface PresetModule {
  target: StageModule['target'];
  repos: ProductRunRepo[];
  deploy: { env: string; type: string }[];
}

export type {
  ProductRunArgs as RunArgs,
  ProductRunRepo as RunRepo,
  ProductTask,
  ProductTaskList,
  StoredProductWorkflow,
};
