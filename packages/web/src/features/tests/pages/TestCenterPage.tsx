import { Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermit } from '../../permissions/usePermit';
import { TestTable } from '../components/TestTable';
import { useTestList } from '../useTests';

/** /v1/tests: every project's tests, for users whose system role grants the test center. */
export function TestCenterPage() {
  const { t } = useTranslation();
  const permit = usePermit({ type: 'system', action: 'get_test' });
  if (permit === 'loading') return <Spin />;
  if (permit === 'denied')
    return <Result status="403" data-testid="test-center-denied" title={t('tests.center.denied')} />;
  return <TestCenter />;
}

function TestCenter() {
  const { t } = useTranslation();
  const tests = useTestList('');
  return (
    <Card title={t('tests.center.title')}>
      <TestTable rows={tests.data} loading={tests.isPending && !tests.isError} showProject />
    </Card>
  );
}
