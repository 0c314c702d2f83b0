import { PlusOutlined } from '@ant-design/icons';
import { testBodySchema } from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { VariableListEditor } from '../../../components/VariableListEditor/VariableListEditor';
import type { BasicImage } from '../environment.api';
import { ImageField, PackagesField, ResourceFields, TimeoutField } from './EnvironmentFields';
import { TestTriggerFields } from './TestTriggerFields';

const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace' };
const testFields = testBodySchema.shape;
/** New tests start in Ubuntu 20.04 ('focal') when the system has it, as the portal's form does. */
const focalFirst = (images: BasicImage[]) => images.find((image) => image.value === 'focal') ?? images[0];

/** The name: required, letters, digits, hyphen and underscore; fixed once the test exists. */
export function TestNameField({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t('tests.name')}
      extra={t('tests.form.nameHint')}
      rules={[zodRule(testFields.name)]}
    >
      <Input data-testid="test-name" disabled={editing} style={{ maxWidth: 360 }} />
    </Form.Item>
  );
}

/** Everything of a test but its name (spec §3): repos, environment, variables, script, reports, advanced. */
export function TestFormFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="desc" label={t('tests.desc')}>
        <Input.TextArea
          data-testid="test-desc"
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ maxWidth: 560 }}
        />
      </Form.Item>
      <Card size="small" title={t('tests.form.repos')} style={{ marginBottom: 16 }}>
        <Form.Item name="repos" rules={[repoListRule]} style={{ marginBottom: 0 }}>
          <RepoSelect testId="test-repos" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('tests.form.environment')} style={{ marginBottom: 16 }}>
        <ImageField
          name={['pre_test', 'image_id']}
          preselect={focalFirst}
          // the job runs in the image's value (build_os), as builds do
          onPick={(image) => {
            form.setFieldValue(['pre_test', 'build_os'], image?.value ?? '');
            form.setFieldValue(['pre_test', 'image_from'], image?.image_from ?? '');
          }}
        />
        <PackagesField name={['pre_test', 'installs']} />
        <VariableListEditor
          name={['pre_test', 'envs']}
          title={t('tests.form.envs')}
          testIdPrefix="env"
          addTestId="env-add"
        />
      </Card>
      <Card size="small" title={t('tests.form.script')} style={{ marginBottom: 16 }}>
        <Form.Item name="scripts" style={{ marginBottom: 0 }}>
          <Input.TextArea
            data-testid="test-script"
            autoSize={{ minRows: 6, maxRows: 30 }}
            spellCheck={false}
            style={mono}
          />
        </Form.Item>
      </Card>
      <Card size="small" title={t('tests.form.reports')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="test_result_path"
          rules={[zodRule(testFields.test_result_path)]}
          label={t('tests.form.junitDir')}
          extra={t('tests.form.junitDirHint')}
        >
          <Input data-testid="test-junit-dir" prefix="$WORKSPACE/" style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item
          name="test_report_path"
          rules={[zodRule(testFields.test_report_path)]}
          label={t('tests.form.htmlReport')}
          extra={t('tests.form.htmlReportHint')}
        >
          <Input data-testid="test-html-report" prefix="$WORKSPACE/" style={{ maxWidth: 480 }} />
        </Form.Item>
        <ArtifactPaths />
      </Card>
      <TestTriggerFields />
      <Card size="small" title={t('tests.form.advanced')} style={{ marginBottom: 16 }}>
        <Flex gap={24} wrap>
          <TimeoutField name={'timeout'} label={t('tests.form.timeout')} testId="test-timeout" />
          <Form.Item name="cache_enable" label={t('tests.form.cache')} valuePropName="checked">
            <Switch data-testid="test-cache" />
          </Form.Item>
        </Flex>
        <ResourceFields base={['pre_test']} />
      </Card>
    </>
  );
}

/** Files the run keeps for download after it ends. */
function ArtifactPaths() {
  const { t } = useTranslation();
  return (
    <Form.List name="artifact_paths">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text>{t('tests.form.exportedFiles')}</Typography.Text>
          {fields.map((field, k) => (
            <Flex key={field.key} gap={8}>
              <Form.Item
                name={field.name}
                rules={[zodRule(testFields.test_result_path)]}
                style={{ marginBottom: 8, flex: 1, maxWidth: 480 }}
              >
                <Input data-testid={`test-artifact-${k}`} prefix="$WORKSPACE/" />
              </Form.Item>
              <Button
                type="text"
                danger
                data-testid={`test-artifact-remove-${k}`}
                onClick={() => remove(field.name)}
              >
                {t('tests.form.remove')}
              </Button>
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="test-artifact-add"
            style={{ alignSelf: 'start' }}
            onClick={() => add('')}
          >
            {t('tests.form.addExportedFile')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
