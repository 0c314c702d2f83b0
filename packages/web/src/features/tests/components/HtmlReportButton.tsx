import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRunFile } from '../runFiles';

type View =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'shown'; html: string }
  | { state: 'failed' };

/**
 * The run's HTML report in a dialog. The page is written by the test's own script, so it is shown in a
 * sandboxed frame: no scripts, and an origin of its own that cannot reach the session.
 */
export function HtmlReportButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ state: 'closed' });
  const open = async () => {
    setView({ state: 'loading' });
    try {
      setView({ state: 'shown', html: await (await fetchRunFile(url)).text() });
    } catch {
      setView({ state: 'failed' });
    }
  };
  return (
    <>
      <Button data-testid="test-html-report-open" onClick={() => void open()}>
        {t('tests.task.htmlReport')}
      </Button>
      <Modal
        open={view.state !== 'closed'}
        title={t('tests.task.htmlReport')}
        footer={null}
        width="90%"
        onCancel={() => setView({ state: 'closed' })}
        destroyOnHidden
      >
        {view.state === 'loading' && <Spin />}
        {view.state === 'failed' && <Alert type="error" showIcon title={t('tests.task.htmlReportFailed')} />}
        {view.state === 'shown' && (
          <iframe
            data-testid="test-html-report"
            title={t('tests.task.htmlReport')}
            sandbox=""
            srcDoc={view.html}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </Modal>
    </>
  );
}
