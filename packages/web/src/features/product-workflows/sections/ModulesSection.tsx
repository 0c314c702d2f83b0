import { Alert, Checkbox, Flex, Form, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { withStageEnabled } from '../editor/productDraft';
import { FieldIssue } from './FieldIssue';
import type { SectionProps } from './sectionProps';

/**
 * Build deploy and artifact deploy: the same service modules, each switched on or off; the two stages
 * exclude each other (portal shapes §7).
 */
export function ModulesSection({
  workflow,
  onChange,
  issues,
  stage,
}: SectionProps & { stage: 'build_stage' | 'artifact_stage' }) {
  const { t } = useTranslation();
  const part = workflow[stage];
  const section = stage === 'build_stage' ? 'build' : 'artifact';
  const setModuleShown = (index: number, shown: boolean) =>
    onChange({
      ...workflow,
      [stage]: {
        ...part,
        modules: part.modules.map((module, at) =>
          at === index ? { ...module, hide_service_module: !shown } : module,
        ),
      },
    });
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t(
          stage === 'build_stage' ? 'productWorkflow.build.enabled' : 'productWorkflow.artifact.enabled',
        )}
        extra={t(stage === 'build_stage' ? 'productWorkflow.build.hint' : 'productWorkflow.artifact.hint')}
      >
        <Switch
          data-testid={`pwf-${section}-enabled`}
          checked={part.enabled}
          onChange={(enabled) => onChange(withStageEnabled(workflow, stage, enabled))}
        />
      </Form.Item>
      {part.modules.length === 0 ? (
        <Alert type="info" showIcon title={t('productWorkflow.build.noModules')} />
      ) : (
        <FieldIssue issues={issues} field="modules" label={t('productWorkflow.build.modules')}>
          <Flex vertical gap={8}>
            {part.modules.map((module, index) => (
              <Checkbox
                key={`${module.target.service_name}/${module.target.service_module}`}
                data-testid={`pwf-${section}-module-${module.target.service_module}`}
                disabled={!part.enabled}
                checked={!module.hide_service_module}
                onChange={(event) => setModuleShown(index, event.target.checked)}
              >
                {module.target.service_module}
                <Typography.Text type="secondary">
                  {' '}
                  ({module.target.service_name}
                  {module.target.build_name ? ` · ${module.target.build_name}` : ''})
                </Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </FieldIssue>
      )}
    </Form>
  );
}
