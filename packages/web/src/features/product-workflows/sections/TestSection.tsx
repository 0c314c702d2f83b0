import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTestList } from '../../tests/useTests';
import { FieldIssue } from './FieldIssue';
import type { SectionProps } from './sectionProps';

/** The project's tests the workflow runs after deploying. */
export function TestSection({ workflow, onChange, issues }: SectionProps) {
  const { t } = useTranslation();
  const tests = useTestList(workflow.product_tmpl_name);
  const stage = workflow.test_stage;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('productWorkflow.test.enabled')}>
        <Switch
          data-testid="pwf-test-enabled"
          checked={stage.enabled}
          onChange={(enabled) => onChange({ ...workflow, test_stage: { ...stage, enabled } })}
        />
      </Form.Item>
      <FieldIssue issues={issues} field="tests" label={t('productWorkflow.test.tests')}>
        <Select
          mode="multiple"
          data-testid="pwf-tests"
          disabled={!stage.enabled}
          loading={tests.isPending}
          value={stage.tests.map((test) => test.test_name)}
          options={(tests.data ?? []).map((test) => ({ value: test.name, label: test.name }))}
          onChange={(names: string[]) =>
            onChange({
              ...workflow,
              test_stage: {
                ...stage,
                tests: names.map(
                  (test_name) =>
                    stage.tests.find((test) => test.test_name === test_name) ?? { test_name, envs: [] },
                ),
              },
            })
          }
        />
      </FieldIssue>
    </Form>
  );
}
