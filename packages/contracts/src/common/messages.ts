import { buildMessages } from '../build/build-messages.js';
import { codeMessages } from '../code/code-messages.js';
import { environmentConfigMessages } from '../environment/config-messages.js';
import { environmentMessages } from '../environment/environment-messages.js';
import { helmEnvCreateMessages } from '../environment/helm-env-create.js';
import { podExecMessages } from '../environment/pod-exec-messages.js';
import { scanningMessages } from '../scanning/scanning-messages.js';
import { helmMessages } from '../service/helm-messages.js';
import { serviceMessages } from '../service/service-messages.js';
import { clusterMessages } from '../system/cluster-messages.js';
import { hostMessages } from '../system/host-messages.js';
import { settingsMessages } from '../system/settings-messages.js';
import { templateMessages } from '../template/template-messages.js';
import { testingMessages } from '../testing/testing-messages.js';
import { commonWorkflowMessages } from '../workflow/common/common-workflow-messages.js';
import { deployJobMessages } from '../workflow/jobs/deploy-job-messages.js';
import { notifyMessages } from '../workflow/notify-messages.js';
import { pluginMessages } from '../workflow/plugins/plugin-messages.js';
import { productWorkflowMessages } from '../workflow/product/product-workflow-messages.js';
import { scheduleMessages } from '../workflow/triggers/schedule-messages.js';
import { viewMessages } from '../workflow/views/view-messages.js';
import { coreMessages } from './core-messages.js';
import type { Catalog, Language } from './language.js';

/**
 * Texts shared by server responses and web forms, in both languages: the core catalog and each area's.
 * Schemas carry the keys as their messages; each side translates them.
 */
export const messages = {
  ...coreMessages,
  ...codeMessages,
  ...hostMessages,
  ...environmentMessages,
  ...deployJobMessages,
  ...scheduleMessages,
  ...viewMessages,
  ...pluginMessages,
  ...productWorkflowMessages,
  ...commonWorkflowMessages,
  ...notifyMessages,
  ...environmentConfigMessages,
  ...helmEnvCreateMessages,
  ...podExecMessages,
  ...settingsMessages,
  ...templateMessages,
  ...clusterMessages,
  ...testingMessages,
  ...serviceMessages,
  ...buildMessages,
  ...scanningMessages,
  ...helmMessages,
} satisfies Catalog;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Translates a key, or returns the text as it is when it is not a key. */
export function translate(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? messages[keyOrText][language] : keyOrText;
}
