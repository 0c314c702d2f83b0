import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { type TranslationKey, tKey } from '../../../i18n/tKey';

const CONFIG_PATH = '/v1/system/config/manage';

/** The tabs of the portal's system configuration page, each a route of its own. */
const tabs: ReadonlyArray<{ key: string; label: TranslationKey }> = [
  { key: 'quota', label: tKey('title.systemQuota') },
  { key: 'proxy', label: tKey('title.systemProxy') },
  { key: 'cache', label: tKey('title.systemCache') },
  { key: 'link', label: tKey('title.systemLinks') },
  { key: 'mail', label: tKey('title.systemMail') },
];

/** /v1/system/config: quota, proxy, cache, quick links and mail, one tab each. */
export function ConfigLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabs.find((tab) => pathname.startsWith(`${CONFIG_PATH}/${tab.key}`))?.key;
  return (
    <>
      <Tabs
        data-testid="config-tabs"
        activeKey={active}
        onChange={(key) => navigate(`${CONFIG_PATH}/${key}`)}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`config-tab-${tab.key}`}>{t(tab.label)}</span>,
        }))}
      />
      <Outlet />
    </>
  );
}
