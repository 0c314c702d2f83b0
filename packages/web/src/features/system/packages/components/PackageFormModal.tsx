import { type PackageBody, packageBodySchema } from '@slipway/contracts';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { type PackageRow, useSavePackage } from '../usePackages';

const fields = packageBodySchema.shape;
type PackageForm = Omit<PackageBody, 'env'> & { env: string };

const formValuesOf = (pkg: PackageRow): Partial<PackageForm> => ({
  name: pkg.name,
  version: pkg.version,
  bin_path: pkg.bin_path,
  download_path: pkg.download_path,
  scripts: pkg.scripts,
  env: pkg.env.join('\n'),
  enabled: pkg.enabled,
});
const newPackage: Partial<PackageForm> = {
  enabled: true,
  env: '',
  scripts: '#!/bin/bash\nset -e\n',
};
/** One `KEY=value` per line, blank lines left out. */
const envLines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Adds a package version, or edits `pkg`: where it installs from (`$DOWNLOAD_PATH`), its install
 * script, the bin path added to PATH and extra variables. Name and version are its identity.
 */
export function PackageFormModal({ pkg, onClose }: { pkg?: PackageRow; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePackage(pkg !== undefined, onClose);
  return (
    <FormModal<PackageForm>
      title={pkg ? t('settings.packages.edit') : t('settings.packages.create')}
      submitTestId="package-submit"
      pending={save.isPending}
      initialValues={pkg ? formValuesOf(pkg) : newPackage}
      onClose={onClose}
      width={640}
      onSubmit={(values) => save.mutate(packageBodySchema.parse({ ...values, env: envLines(values.env) }))}
    >
      <Form.Item name="name" label={t('settings.packages.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="package-name" autoComplete="off" disabled={pkg !== undefined} autoFocus />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('settings.packages.version')}
        required
        rules={[zodRule(fields.version)]}
      >
        <Input data-testid="package-version" autoComplete="off" disabled={pkg !== undefined} />
      </Form.Item>
      <Form.Item
        name="download_path"
        label={t('settings.packages.downloadPath')}
        rules={[zodRule(fields.download_path)]}
      >
        <Input data-testid="package-download" autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="scripts"
        label={t('settings.packages.scripts')}
        required
        rules={[zodRule(fields.scripts)]}
      >
        <Input.TextArea data-testid="package-scripts" rows={6} spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="bin_path"
        label={t('settings.packages.binPath')}
        required
        rules={[zodRule(fields.bin_path)]}
      >
        <Input data-testid="package-bin-path" autoComplete="off" placeholder="$HOME/tool/bin" />
      </Form.Item>
      <Form.Item
        name="env"
        label={t('settings.packages.env')}
        extra={t('settings.packages.envHint')}
        rules={[
          {
            validator: async (_, text: string | undefined) => {
              const bad = envLines(text).find((line) => !fields.env.safeParse([line]).success);
              if (bad) throw new Error(t('settings.packages.envInvalid', { line: bad }));
            },
          },
        ]}
      >
        <Input.TextArea
          data-testid="package-env"
          rows={3}
          spellCheck={false}
          placeholder="GOPATH=/workspace/go"
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('settings.packages.enabled')} valuePropName="checked">
        <Switch data-testid="package-enabled" />
      </Form.Item>
    </FormModal>
  );
}
