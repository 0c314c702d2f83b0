import type { ProjectDeployType } from '@slipway/contracts';
import { tKey } from '../../i18n/tKey';

/**
 * How each project kind (spec §1, by Zadig's deployType) is shown, and where its onboarding wizard
 * starts (spec §2).
 */
export const projectKinds = {
  k8s: {
    label: tKey('projects.kind.k8s'),
    hint: tKey('projects.kind.k8s.hint'),
    wizard: 'k8s/info',
    color: 'blue',
  },
  helm: {
    label: tKey('projects.kind.helm'),
    hint: tKey('projects.kind.helm.hint'),
    wizard: 'helm/info',
    color: 'geekblue',
  },
  external: {
    label: tKey('projects.kind.hosting'),
    hint: tKey('projects.kind.hosting.hint'),
    wizard: 'host/config',
    color: 'cyan',
  },
  cloud_host: {
    label: tKey('projects.kind.host'),
    hint: tKey('projects.kind.host.hint'),
    wizard: 'pm/info',
    color: 'purple',
  },
} as const satisfies Record<
  ProjectDeployType,
  { label: string; hint: string; wizard: string; color: string }
>;

export const projectPaths = {
  list: '/v1/projects',
  create: '/v1/projects/create',
  wizard: (name: string, kind: ProjectDeployType) =>
    `/v1/projects/create/${encodeURIComponent(name)}/${projectKinds[kind].wizard}`,
  edit: (name: string) => `/v1/projects/edit/${encodeURIComponent(name)}`,
  detail: (name: string, tab = 'detail') => `/v1/projects/detail/${encodeURIComponent(name)}/${tab}`,
  initialize: (name: string) => `/v1/projects/initialize/${encodeURIComponent(name)}`,
};
