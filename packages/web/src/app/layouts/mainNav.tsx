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
import { tKey } from '../../i18n/tKey';
import type { NavItem } from './NavMenu';

/** Every area of the main layout (spec §2); system settings are listed for super admins only. */
export const mainNavItems: readonly NavItem[] = [
  { path: '/v1/dashboard', label: tKey('title.dashboard'), icon: <DashboardOutlined /> },
  { path: '/v1/projects', label: tKey('title.projects'), icon: <AppstoreOutlined /> },
  { path: '/v1/tests', label: tKey('title.testCenter'), icon: <ExperimentOutlined /> },
  { path: '/v1/statistics', label: tKey('title.statistics'), icon: <BarChartOutlined /> },
  { path: '/v1/insight', label: tKey('title.insight'), icon: <LineChartOutlined /> },
  { path: '/v1/template', label: tKey('title.templates'), icon: <SnippetsOutlined /> },
  { path: '/v1/delivery', label: tKey('title.delivery'), icon: <DeploymentUnitOutlined /> },
];

export const systemNavItem: NavItem = {
  path: '/v1/system',
  label: tKey('title.system'),
  icon: <SettingOutlined />,
};
