import { describe, expect, it } from 'vitest';
import type { ProductWorkflow } from '../productWorkflow.types';
import { presets, storedWorkflow } from '../testing/productFixtures';
import {
  editableProductWorkflow,
  newProductWorkflow,
  productWorkflowBody,
  withStageEnabled,
} from './productDraft';
import { productWorkflowIssues } from './productRules';

const valid = (changes: Partial<ProductWorkflow> = {}): ProductWorkflow => ({
  ...newProductWorkflow('shop', presets),
  name: 'ship-it',
  ...changes,
});
const messages = (workflow: ProductWorkflow, taken: string[] = [], editing = false) =>
  productWorkflowIssues(workflow, taken, editing).map(
    (issue) => `${issue.section}:${issue.field}:${issue.message}`,
  );

describe('product workflow editor rules', () => {
  it('accepts a new workflow building every preset module', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('checks the identifier: required, letters digits and hyphens, not taken unless editing it', () => {
    expect(messages(valid({ name: '' }))).toEqual(['base:name:validation.workflow.nameRequired']);
    expect(messages(valid({ name: 'ship it' }))).toEqual(['base:name:validation.workflow.nameFormat']);
    expect(messages(valid(), ['ship-it'])).toEqual(['base:name:error.workflowExists']);
    expect(messages(valid(), ['ship-it'], true)).toEqual([]);
  });

  it('needs a stage, a module for build deploy, a test for the test stage', () => {
    const none = withStageEnabled(valid(), 'build_stage', false);
    expect(messages(none)).toEqual(['base:stages:validation.productWorkflow.stageRequired']);
    const hidden = valid();
    hidden.build_stage.modules = hidden.build_stage.modules.map((module) => ({
      ...module,
      hide_service_module: true,
    }));
    expect(messages(hidden)).toEqual(['build:modules:validation.productWorkflow.targetsRequired']);
    expect(messages(valid({ test_stage: { enabled: true, tests: [] } }))).toEqual([
      'test:tests:validation.productWorkflow.testRequired',
    ]);
  });

  it('checks the extension address and timeout and each notification', () => {
    const workflow = valid({
      extension_stage: {
        enabled: true,
        url: 'ftp://x',
        path: '',
        headers: [],
        is_callback: false,
        timeout: 0,
      },
      notify_ctls: [
        { enabled: true, webhook_type: 'feishu', feishu_webhook: 'https://hook', notify_type: [] },
      ],
    });
    expect(messages(workflow)).toEqual([
      'extension:url:productWorkflow.rule.urlFormat',
      'extension:timeout:productWorkflow.rule.timeoutRange',
      'notify:notify.0.events:productWorkflow.rule.eventRequired',
    ]);
  });

  it('keeps build and artifact deploy exclusive', () => {
    const artifact = withStageEnabled(valid(), 'artifact_stage', true);
    expect(artifact.artifact_stage.enabled).toBe(true);
    expect(artifact.build_stage.enabled).toBe(false);
  });

  it('fills in a stored workflow and offers modules the project gained, hidden', () => {
    const editable = editableProductWorkflow(storedWorkflow, presets);
    expect(
      editable.build_stage.modules.map((module) => [
        module.target.service_module,
        module.hide_service_module,
      ]),
    ).toEqual([
      ['web', false],
      ['worker', true],
    ]);
    expect(editable.notify_ctls).toEqual([]);
    expect(editable.extension_stage.timeout).toBe(10);
    const body = productWorkflowBody({ ...editable, schedules: { enabled: true, items: [] } });
    expect(body.schedule_enabled).toBe(true);
    expect(body.hook_ctl.product_tmpl_name).toBe('shop');
  });
});
