import type { ExternalLink } from '@slipway/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from '../components/EditableListCard';
import { LinkFormModal } from './components/LinkFormModal';
import { useDeleteLink, useExternalLinks } from './useExternalLinks';

/** /v1/system/config/manage/link: the quick links every page's header offers. */
export function ExternalLinksPage() {
  const { t } = useTranslation();
  const links = useExternalLinks();
  const remove = useDeleteLink();

  const columns: TableColumnsType<ExternalLink> = [
    { key: 'name', title: t('settings.link.name'), dataIndex: 'name' },
    {
      key: 'url',
      title: t('settings.link.url'),
      render: (_, link) => (
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
        </a>
      ),
    },
  ];

  return (
    <EditableListCard<ExternalLink>
      testId="link"
      createLabel={t('settings.link.create')}
      columns={columns}
      rows={links.data}
      loading={links.isFetching}
      emptyText={t('settings.link.empty')}
      deleteQuestion={(link) => t('settings.link.deleteConfirm', { name: link.name })}
      onDelete={(link) => remove.mutateAsync(link.id)}
      renderForm={(link, close) => <LinkFormModal link={link} onClose={close} />}
    />
  );
}
