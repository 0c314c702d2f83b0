import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { superRouteLoader } from '../guards/superRouteLoader';
import { area } from './area';
import { lazyPage, redirectIndex } from './lazyPage';

/** /v1/system: super admin only, except integration (spec §2 "System"). */
export const systemRoute: RouteObject = {
  path: 'system',
  loader: superRouteLoader,
  handle: { title: tKey('title.system') },
  ...lazyPage(async () => (await import('../layouts/SystemLayout')).SystemLayout),
  children: [
    {
      index: true,
      ...lazyPage(
        async () => (await import('../../features/system/pages/SystemSettingsPage')).SystemSettingsPage,
      ),
    },
    {
      path: 'apps',
      handle: { title: tKey('title.systemApps') },
      ...lazyPage(async () => (await import('../../features/system/packages/PackagesPage')).PackagesPage),
    },
    {
      path: 'imgs',
      handle: { title: tKey('title.systemImages') },
      ...lazyPage(async () => (await import('../../features/system/images/BasicImagesPage')).BasicImagesPage),
    },
    area('plugins', tKey('title.systemPlugins')),
    {
      path: 'registry',
      handle: { title: tKey('title.systemRegistry') },
      ...lazyPage(async () => (await import('../../features/system/registry/RegistriesPage')).RegistriesPage),
    },
    {
      path: 'storage',
      handle: { title: tKey('title.systemStorage') },
      ...lazyPage(async () => (await import('../../features/system/storage/StoragesPage')).StoragesPage),
    },
    {
      path: 'helm',
      handle: { title: tKey('title.systemHelm') },
      ...lazyPage(async () => (await import('../../features/system/helm/HelmReposPage')).HelmReposPage),
    },
    {
      path: 'cluster',
      handle: { title: tKey('title.systemClusters') },
      ...lazyPage(async () => (await import('../../features/system/clusters/ClustersPage')).ClustersPage),
    },
    {
      path: 'host',
      handle: { title: tKey('title.hosts') },
      ...lazyPage(async () => (await import('../../features/hosts/HostsPage')).SystemHostsPage),
    },
    {
      path: 'integration',
      handle: { title: tKey('title.systemIntegration') },
      ...lazyPage(async () => (await import('../../features/system/codehosts/CodehostsPage')).CodehostsPage),
    },
    {
      path: 'config',
      handle: { title: tKey('title.systemConfig') },
      ...lazyPage(async () => (await import('../../features/system/config/ConfigLayout')).ConfigLayout),
      children: [
        redirectIndex('/v1/system/config/manage/quota'),
        area('manage/quota', tKey('title.systemQuota')),
        {
          path: 'manage/proxy',
          handle: { title: tKey('title.systemProxy') },
          ...lazyPage(async () => (await import('../../features/system/proxy/ProxyPage')).ProxyPage),
        },
        area('manage/cache', tKey('title.systemCache')),
        {
          path: 'manage/link',
          handle: { title: tKey('title.systemLinks') },
          ...lazyPage(
            async () => (await import('../../features/system/links/ExternalLinksPage')).ExternalLinksPage,
          ),
        },
        {
          path: 'manage/mail',
          handle: { title: tKey('title.systemMail') },
          ...lazyPage(
            async () => (await import('../../features/system/mail/MailSettingsPage')).MailSettingsPage,
          ),
        },
      ],
    },
    {
      path: 'users',
      handle: { title: tKey('title.systemUsers') },
      ...lazyPage(async () => (await import('../../features/system/pages/UsersPage')).UsersPage),
    },
    {
      path: 'announcement',
      handle: { title: tKey('title.systemAnnouncement') },
      ...lazyPage(
        async () => (await import('../../features/announcements/pages/AnnouncementsPage')).AnnouncementsPage,
      ),
    },
    {
      path: 'auditlog',
      handle: { title: tKey('title.systemAuditLog') },
      ...lazyPage(async () => (await import('../../features/system/pages/AuditLogPage')).AuditLogPage),
    },
  ],
};
