import { Alert, Button, Card, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toRepoRow, trimRepoRow } from '../../../components/RepoSelect';
import { ScannerFormFields } from '../components/ScannerFormFields';
import { newScanner, scannerWithDefaults } from '../scannerDefaults';
import { scannerPaths } from '../scannerPaths';
import type { Scanner } from '../scanning.types';
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
  initial: Scanner;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveScanner(id, () => navigate(scannerPaths.list(project)));
  const submit = (values: Scanner) => {
    const whole: Scanner = {
      ...initial,
      ...values,
      name: values.name.trim(),
      project_name: project,
      advanced_settings: {
        ...initial.advanced_settings,
        ...values.advanced_settings,
        hook_ctl: { ...initial.advanced_settings.hook_ctl, ...values.advanced_settings?.hook_ctl },
      },
      repos: (values.repos ?? []).map((repo) => trimRepoRow(toRepoRow(repo))),
    };
    save.mutate(whole);
  };
  return (
    <Card title={id ? t('scanning.editTitle', { name: initial.name }) : t('scanning.create')}>
      <Form<Scanner>
        layout="vertical"
        data-testid="scanner-form"
        initialValues={{ ...initial, repos: initial.repos.map((repo) => toRepoRow(repo)) }}
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
