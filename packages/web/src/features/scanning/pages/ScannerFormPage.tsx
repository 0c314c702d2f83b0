import { Alert, Button, Card, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ScannerFormFields } from '../components/ScannerFormFields';
import { newScanner, scannerToSave, scannerWithDefaults } from '../scannerDefaults';
import { scannerPaths } from '../scannerPaths';
import type { ScannerDraft } from '../scanning.types';
import { useSaveScanner, useScanner } from '../useScanning';

/** scanner/create and scanner/edit/{scanner_name}?id=. */
export function ScannerFormPage() {
  const { t } = useTranslation();
  const project = useParams().project_name ?? '';
  const id = useSearchParams()[0].get('id') ?? undefined;
  const loaded = useScanner(project, id);
  if (id && loaded.isPending) return <Spin data-testid="scanner-form-loading" />;
  if (id && loaded.isError) return <Alert type="error" showIcon title={t('scanning.loadFailed')} />;
  const initial = loaded.data ? scannerWithDefaults(loaded.data) : newScanner(project);
  return <ScannerForm project={project} id={id} initial={initial} />;
}

export function ScannerForm({
  project,
  id,
  initial,
}: {
  project: string;
  id: string | undefined;
  initial: ScannerDraft;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveScanner(id, () => navigate(scannerPaths.list(project)));
  const submit = (values: ScannerDraft) => {
    const advanced = { ...initial.advanced_settings, ...values.advanced_settings };
    const hooks = { ...initial.advanced_settings.hook_ctl, ...values.advanced_settings?.hook_ctl };
    const draft = { ...initial, ...values, advanced_settings: { ...advanced, hook_ctl: hooks } };
    save.mutate(scannerToSave(draft, project));
  };
  return (
    <Card title={id ? t('scanning.editTitle', { name: initial.name }) : t('scanning.create')}>
      <Form<ScannerDraft>
        layout="vertical"
        data-testid="scanner-form"
        initialValues={initial}
        onFinish={submit}
        scrollToFirstError
      >
        <ScannerFormFields editing={Boolean(id)} />
        <Flex gap={8} justify="end">
          <Button data-testid="scanner-cancel" onClick={() => navigate(scannerPaths.list(project))}>
            {t('scanning.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" data-testid="scanner-save" loading={save.isPending}>
            {t('scanning.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
