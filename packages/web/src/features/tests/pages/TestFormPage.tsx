import { Alert, Button, Card, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toRepoRow } from '../../../components/RepoSelect';
import { TestFormFields, TestNameField } from '../components/TestFormFields';
import { newTest, testToSave, withDefaults } from '../testDefaults';
import { testPaths } from '../testPaths';
import type { TestDraft } from '../tests.types';
import { useSaveTest, useTestConfig } from '../useTests';

/** test/add/function (new) and test/detail/function/{test_name} (edit). */
export function TestFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const name = params.test_name;
  const loaded = useTestConfig(project, name);
  if (name && loaded.isPending) return <Spin data-testid="test-form-loading" />;
  if (name && loaded.isError) return <Alert type="error" showIcon title={t('tests.loadFailed')} />;
  const initial = loaded.data ? withDefaults(loaded.data) : newTest(project);
  return <TestForm project={project} initial={initial} editing={Boolean(name)} />;
}

export function TestForm({
  project,
  initial,
  editing,
}: {
  project: string;
  initial: TestDraft;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TestDraft>();
  const save = useSaveTest(editing, () => navigate(testPaths.list(project)));
  const submit = (values: TestDraft) => {
    const whole = { ...initial, ...values, pre_test: { ...initial.pre_test, ...values.pre_test } };
    save.mutate(testToSave({ ...whole, product_name: project }));
  };
  return (
    <Card title={editing ? t('tests.editTitle', { name: initial.name }) : t('tests.create')}>
      <Form<TestDraft>
        form={form}
        layout="vertical"
        data-testid="test-form"
        initialValues={{ ...initial, repos: initial.repos.map((repo) => toRepoRow(repo)) }}
        onFinish={submit}
        scrollToFirstError
      >
        <TestNameField editing={editing} />
        <TestFormFields />
        <Flex gap={8} justify="end">
          <Button data-testid="test-cancel" onClick={() => navigate(testPaths.list(project))}>
            {t('tests.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" data-testid="test-save" loading={save.isPending}>
            {t('tests.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
