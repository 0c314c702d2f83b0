import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  ExperimentOutlined,
  LineChartOutlined,
  SettingOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { type GlobalPermission, isPermitted } from '@slipway/contracts';
import { tKey } from '../../i18n/tKey';
import type { NavItem } from './NavMenu';

/**
 * Every area of the main layout (spec §2); system settings are listed for super admins only. The test
 * center, data overview, insight and delivery center are listed to the users whose system roles grant
 * them, as the portal's sidebar does.
 */
export const mainNavItems: readonly NavItem[] = [
  { path: '/v1/dashboard', label: tKey('title.dashboard'), icon: <DashboardOutlined /> },
  { path: '/v1/projects', label: tKey('title.projects'), icon: <AppstoreOutlined /> },
  {
    path: '/v1/tests',
    label: tKey('title.testCenter'),
    icon: <ExperimentOutlined />,
    permit: { type: 'system', action: 'get_test' },
  },
  {
    path: '/v1/statistics',
    label: tKey('title.statistics'),
    icon: <BarChartOutlined />,
    permit: { type: 'system', action: 'data_over' },
  },
  {
    path: '/v1/insight',
    label: tKey('title.insight'),
    icon: <LineChartOutlined />,
    permit: { type: 'system', action: 'efficiency_over' },
  },
  { path: '/v1/template', label: tKey('title.templates'), icon: <SnippetsOutlined /> },
  {
    path: '/v1/delivery',
    label: tKey('title.delivery'),
    icon: <DeploymentUnitOutlined />,
    permit: { type: 'system', action: ['release_get', 'delivery_get'], operator: 'or' },
  },
];

/** The entries `global` permits; none of the guarded ones until the permissions are loaded. */
export function permittedNavItems(
  items: readonly NavItem[],
  global: GlobalPermission | undefined,
): NavItem[] {
  return items.filter((item) => !item.permit || isPermitted(item.permit, global, undefined));
}

export const systemNavItem: NavItem = {
  path: '/v1/system',
  label: tKey('title.system'),
  icon: <SettingOutlined />,
};
