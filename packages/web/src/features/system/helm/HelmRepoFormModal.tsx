import { type HelmRepo, type HelmRepoBody, helmRepoBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../components/FormModal';
import { useSaveHelmRepo } from './useHelmRepos';

const fields = helmRepoBodySchema.shape;

/** Adds a Helm repository, or edits `repo` (its password was decrypted when listed). */
export function HelmRepoFormModal({ repo, onClose }: { repo?: HelmRepo; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveHelmRepo(repo?.id, onClose);
  return (
    <FormModal<HelmRepoBody>
      title={repo ? t('helmRepos.edit') : t('helmRepos.create')}
      submitTestId="helm-repo-submit"
      pending={save.isPending}
      initialValues={repo ?? {}}
      onClose={onClose}
      onSubmit={(values) => save.mutate(helmRepoBodySchema.parse(values))}
    >
      <Form.Item name="repo_name" label={t('helmRepos.name')} required rules={[zodRule(fields.repo_name)]}>
        <Input data-testid="helm-repo-name" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="url" label={t('helmRepos.url')} required rules={[zodRule(fields.url)]}>
        <Input data-testid="helm-repo-url" autoComplete="off" placeholder="https://charts.example.com" />
      </Form.Item>
      <Form.Item name="username" label={t('helmRepos.username')} rules={[zodRule(fields.username)]}>
        <Input data-testid="helm-repo-username" autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('helmRepos.password')} rules={[zodRule(fields.password)]}>
        <Input.Password data-testid="helm-repo-password" autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
