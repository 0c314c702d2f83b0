import { type ExternalLink, type ExternalLinkBody, externalLinkBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveLink } from '../useExternalLinks';

const fields = externalLinkBodySchema.shape;

/** Adds a quick link, or edits `link`: a name and an http(s) address. */
export function LinkFormModal({ link, onClose }: { link?: ExternalLink; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLink(link?.id, onClose);
  return (
    <FormModal<ExternalLinkBody>
      title={link ? t('settings.link.edit') : t('settings.link.create')}
      submitTestId="link-submit"
      pending={save.isPending}
      initialValues={link ? { name: link.name, url: link.url } : undefined}
      onClose={onClose}
      onSubmit={(values) => save.mutate(externalLinkBodySchema.parse(values))}
    >
      <Form.Item name="name" label={t('settings.link.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="link-name" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="url" label={t('settings.link.url')} required rules={[zodRule(fields.url)]}>
        <Input data-testid="link-url" autoComplete="off" placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}
