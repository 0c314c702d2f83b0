import type { PermissionCheck } from '@slipway/contracts';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TranslationKey } from '../../i18n/tKey';
import { bestNavMatch } from './navMatch';

export interface NavItem {
  path: string;
  label: TranslationKey;
  icon?: ReactNode;
  /** shown only to users it permits (system administrators see everything) */
  permit?: PermissionCheck;
}

/** A side menu of links; `nav-<last path segment>` is each entry's test id. */
export function NavMenu({ items, testId }: { items: readonly NavItem[]; testId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = bestNavMatch(
    pathname,
    items.map((item) => item.path),
  );
  return (
    <Menu
      data-testid={testId}
      mode="inline"
      style={{ borderInlineEnd: 'none' }}
      selectedKeys={selected ? [selected] : []}
      items={items.map((item) => ({
        key: item.path,
        icon: item.icon,
        label: (
          <Link to={item.path} data-testid={`nav-${item.path.split('/').pop()}`}>
            {t(item.label)}
          </Link>
        ),
      }))}
    />
  );
}
