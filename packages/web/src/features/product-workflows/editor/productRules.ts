import { distributeStageIssues, workflowNameSchema } from '@slipway/contracts';
import { type TranslationKey, tKey } from '../../../i18n/tKey';
import type { NotifyCtl, ProductWorkflow } from '../productWorkflow.types';

export const editorSections = [
  'base',
  'build',
  'artifact',
  'test',
  'distribute',
  'extension',
  'trigger',
  'notify',
] as const;
export type EditorSection = (typeof editorSections)[number];

export interface EditorIssue {
  section: EditorSection;
  /** the field the message stands beside, e.g. `name` or `notify.0.webhook` */
  field: string;
  /** a message key of the contracts catalog or of the app texts */
  message: string;
}

const httpUrl = /^https?:\/\/\S+$/;
/** minutes, as the contracts bound it */
const EXTENSION_TIMEOUT_MAX = 1440;

export function webhookOf(notify: NotifyCtl): string {
  if (notify.webhook_type === 'wechat') return notify.weChat_webHook ?? '';
  if (notify.webhook_type === 'feishu') return notify.feishu_webhook ?? '';
  return notify.dingding_webhook ?? '';
}

/**
 * What keeps a workflow from being saved, each placed on its section and field: the name rules of
 * spec §5 (identifier given, letters, digits and hyphens, not taken), at least one stage, the
 * modules and tests a stage needs, the extension's address and wait, the notifications' webhooks.
 */
export function productWorkflowIssues(
  workflow: ProductWorkflow,
  takenNames: readonly string[],
  editing: boolean,
): EditorIssue[] {
  const issues: EditorIssue[] = [];
  const add = (section: EditorSection, field: string, message: string) =>
    issues.push({ section, field, message });

  const name = workflowNameSchema.safeParse(workflow.name);
  if (!name.success) add('base', 'name', name.error.issues[0]?.message ?? 'validation.workflow.nameRequired');
  else if (!editing && takenNames.includes(workflow.name)) add('base', 'name', 'error.workflowExists');

  const stagesOn =
    workflow.build_stage.enabled ||
    workflow.artifact_stage.enabled ||
    workflow.test_stage.enabled ||
    workflow.distribute_stage.enabled;
  if (!stagesOn) add('base', 'stages', 'validation.productWorkflow.stageRequired');

  const shown = (modules: ProductWorkflow['build_stage']['modules']) =>
    modules.some((module) => !module.hide_service_module);
  if (workflow.build_stage.enabled && !shown(workflow.build_stage.modules))
    add('build', 'modules', 'validation.productWorkflow.targetsRequired');
  if (workflow.artifact_stage.enabled && !shown(workflow.artifact_stage.modules))
    add('artifact', 'modules', 'validation.productWorkflow.targetsRequired');
  if (workflow.test_stage.enabled && workflow.test_stage.tests.length === 0)
    add('test', 'tests', 'validation.productWorkflow.testRequired');

  // the distribute stage's rules are the server's, field by field
  for (const rule of distributeStageIssues(workflow)) add('distribute', String(rule.path[1]), rule.message);

  const extension = workflow.extension_stage;
  if (extension.enabled) {
    if (!httpUrl.test(extension.url.trim())) add('extension', 'url', tKey('productWorkflow.rule.urlFormat'));
    if (
      !Number.isInteger(extension.timeout) ||
      extension.timeout < 1 ||
      extension.timeout > EXTENSION_TIMEOUT_MAX
    )
      add('extension', 'timeout', tKey('productWorkflow.rule.timeoutRange'));
    if (extension.headers.some((header) => header.key.trim() === ''))
      add('extension', 'headers', tKey('productWorkflow.rule.headerKey'));
  }

  workflow.notify_ctls.forEach((notify, index) => {
    if (!httpUrl.test(webhookOf(notify).trim()))
      add('notify', `notify.${index}.webhook`, tKey('productWorkflow.rule.urlFormat'));
    if (notify.notify_type.length === 0)
      add('notify', `notify.${index}.events`, tKey('productWorkflow.rule.eventRequired'));
  });
  return issues;
}

/** The first message on a field, if any. */
export function issueOn(issues: readonly EditorIssue[], field: string): string | undefined {
  return issues.find((issue) => issue.field === field)?.message;
}

export const sectionLabels: Record<EditorSection, TranslationKey> = {
  base: tKey('productWorkflow.section.base'),
  build: tKey('productWorkflow.section.build'),
  artifact: tKey('productWorkflow.section.artifact'),
  test: tKey('productWorkflow.section.test'),
  distribute: tKey('productWorkflow.section.distribute'),
  extension: tKey('productWorkflow.section.extension'),
  trigger: tKey('productWorkflow.section.trigger'),
  notify: tKey('productWorkflow.section.notify'),
};
