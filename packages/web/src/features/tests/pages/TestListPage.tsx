import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CreateButton } from '../../system/components/CreateButton';
import { TestTable } from '../components/TestTable';
import { testPaths } from '../testPaths';
import { useTestList } from '../useTests';

/** projects/detail/{project}/test: the project's function tests. */
export function TestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useParams().project_name ?? '';
  const tests = useTestList(project);
  return (
    <Card title={t('tests.title')}>
      <Flex vertical gap={16}>
        <Flex justify="end">
          <CreateButton
            testId="test-create"
            label={t('tests.create')}
            onClick={() => navigate(testPaths.create(project))}
          />
        </Flex>
        {tests.isError && <Alert type="error" showIcon title={t('tests.loadFailed')} />}
        <TestTable rows={tests.data} loading={tests.isPending && !tests.isError} />
      </Flex>
    </Card>
  );
}
