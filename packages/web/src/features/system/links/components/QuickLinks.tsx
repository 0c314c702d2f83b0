import { LinkOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExternalLinks } from '../useExternalLinks';

/** The header's quick links, each opened in a new tab. */
export function QuickLinks() {
  const { t } = useTranslation();
  const { data: links = [] } = useExternalLinks();
  const items: MenuProps['items'] =
    links.length > 0
      ? links.map((link) => ({
          key: link.id,
          label: (
            <a
              data-testid={`quick-link-${link.id}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.name}
            </a>
          ),
        }))
      : [{ key: 'empty', disabled: true, label: t('layout.links.empty') }];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button data-testid="quick-links" type="text" icon={<LinkOutlined />} aria-label={t('layout.links')}>
        {t('layout.links')}
      </Button>
    </Dropdown>
  );
}
