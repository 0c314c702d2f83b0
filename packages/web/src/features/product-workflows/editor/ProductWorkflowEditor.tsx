import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Card, Flex, Menu, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { productPaths } from '../productPaths';
import { productWorkflowListQuery } from '../productQueries';
import type { ProductWorkflow } from '../productWorkflow.types';
import { BaseInfoSection } from '../sections/BaseInfoSection';
import { DistributeSection } from '../sections/DistributeSection';
import { ExtensionSection } from '../sections/ExtensionSection';
import { ModulesSection } from '../sections/ModulesSection';
import { NotifySection } from '../sections/NotifySection';
import { TestSection } from '../sections/TestSection';
import { TriggerSection } from '../sections/TriggerSection';
import { productWorkflowBody } from './productDraft';
import { type EditorSection, editorSections, productWorkflowIssues, sectionLabels } from './productRules';
import { useSaveProductWorkflow } from './useSaveProductWorkflow';
import { useUnsavedGuard } from './useUnsavedGuard';

/** The sidebar editor of a product workflow: one section at a time, saved as one object. */
export function ProductWorkflowEditor({ initial, editing }: { initial: ProductWorkflow; editing: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const project = initial.product_tmpl_name;
  const [workflow, setWorkflow] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [section, setSection] = useState<EditorSection>('base');
  const [checked, setChecked] = useState(false);
  const existing = useQuery(productWorkflowListQuery(project));
  const takenNames = useMemo(() => (existing.data ?? []).map((item) => item.name), [existing.data]);
  const issues = productWorkflowIssues(workflow, takenNames, editing);
  const shownIssues = checked
    ? issues
    : issues.filter((issue) => issue.field === 'name' && workflow.name !== '');
  const dirty = workflow !== saved;
  const { allowLeave } = useUnsavedGuard(dirty);
  const save = useSaveProductWorkflow(editing);

  const submit = () => {
    setChecked(true);
    const first = issues[0];
    if (first) {
      setSection(first.section);
      return;
    }
    save.mutate(productWorkflowBody(workflow), {
      onSuccess: () => {
        void message.success(t('productWorkflow.saved', { name: workflow.name }));
        setSaved(workflow);
        allowLeave();
        navigate(productPaths.detail(project, workflow.name));
      },
    });
  };

  const sectionProps = {
    workflow,
    onChange: setWorkflow,
    issues: shownIssues.filter((i) => i.section === section),
  };
  const content: Record<EditorSection, React.ReactNode> = {
    base: <BaseInfoSection {...sectionProps} editing={editing} />,
    build: <ModulesSection {...sectionProps} stage="build_stage" />,
    artifact: <ModulesSection {...sectionProps} stage="artifact_stage" />,
    test: <TestSection {...sectionProps} />,
    distribute: <DistributeSection {...sectionProps} />,
    extension: <ExtensionSection {...sectionProps} />,
    trigger: <TriggerSection {...sectionProps} />,
    notify: <NotifySection {...sectionProps} />,
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="pwf-title">
          {editing
            ? t('productWorkflow.editTitle', { name: initial.name })
            : t('productWorkflow.createTitle')}
        </Typography.Title>
        <Flex gap={8}>
          <Button data-testid="pwf-cancel" onClick={() => navigate(-1)}>
            {t('productWorkflow.cancel')}
          </Button>
          <Button type="primary" data-testid="pwf-save" loading={save.isPending} onClick={submit}>
            {t('productWorkflow.save')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={16} align="flex-start">
        <Menu
          data-testid="pwf-sections"
          mode="inline"
          style={{ width: 200, flex: 'none' }}
          selectedKeys={[section]}
          onClick={({ key }) => setSection(key as EditorSection)}
          items={editorSections.map((key) => {
            const count = shownIssues.filter((issue) => issue.section === key).length;
            return {
              key,
              label: (
                <Flex justify="space-between" align="center" data-testid={`pwf-section-${key}`}>
                  {t(sectionLabels[key])}
                  {count > 0 && <Badge count={count} size="small" />}
                </Flex>
              ),
            };
          })}
        />
        <Card
          title={t(sectionLabels[section])}
          style={{ flex: 1, minWidth: 0 }}
          data-testid={`pwf-panel-${section}`}
        >
          {content[section]}
        </Card>
      </Flex>
    </Flex>
  );
}
