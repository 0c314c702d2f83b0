import { tKey } from '../../i18n/tKey';
import type { NavItem } from './NavMenu';

/** Every entry of the system settings (spec §2 "System"). */
export const systemNavItems: readonly NavItem[] = [
  { path: '/v1/system', label: tKey('title.systemOverview') },
  { path: '/v1/system/apps', label: tKey('title.systemApps') },
  { path: '/v1/system/imgs', label: tKey('title.systemImages') },
  { path: '/v1/system/plugins', label: tKey('title.systemPlugins') },
  { path: '/v1/system/registry', label: tKey('title.systemRegistry') },
  { path: '/v1/system/storage', label: tKey('title.systemStorage') },
  { path: '/v1/system/helm', label: tKey('title.systemHelm') },
  { path: '/v1/system/cluster', label: tKey('title.systemClusters') },
  { path: '/v1/system/host', label: tKey('title.hosts') },
  { path: '/v1/system/integration', label: tKey('title.systemIntegration') },
  { path: '/v1/system/config', label: tKey('title.systemConfig') },
  { path: '/v1/system/users', label: tKey('title.systemUsers') },
  { path: '/v1/system/announcement', label: tKey('title.systemAnnouncement') },
  { path: '/v1/system/auditlog', label: tKey('title.systemAuditLog') },
];
