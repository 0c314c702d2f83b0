import { type TranslationKey, tKey } from '../../i18n/tKey';

/** The tabs of a project (route segment under /v1/projects/detail/:project_name). */
export const projectTabs: readonly { key: string; label: TranslationKey }[] = [
  { key: 'detail', label: tKey('projects.tab.overview') },
  { key: 'pipelines', label: tKey('title.workflows') },
  { key: 'services', label: tKey('title.services') },
  { key: 'envs', label: tKey('title.environments') },
  { key: 'builds', label: tKey('title.builds') },
  { key: 'test', label: tKey('title.tests') },
  { key: 'scanner', label: tKey('title.scanners') },
  { key: 'rbac', label: tKey('title.members') },
  { key: 'policy', label: tKey('title.policies') },
  { key: 'group', label: tKey('projects.title.groups') },
];

const aliases: Record<string, string> = { customPipelines: 'pipelines' };

/** The tab a path belongs to: the first segment after the project name. */
export function activeProjectTab(pathname: string): string | undefined {
  const segment = /^\/v1\/projects\/detail\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return undefined;
  return aliases[segment] ?? segment;
}
