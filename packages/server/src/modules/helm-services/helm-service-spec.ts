import { DEFAULT_RELEASE_NAMING, type HelmServiceInfo, type ImageSearchingRule } from '@slipway/contracts';
import type { ServiceContainer } from '../../db/schema-services.js';
import { type ChartFile, valuesFileOf } from '../../lib/helm/chart-files.js';
import { DEFAULT_IMAGE_RULES, type ImageSearchRule, imagesInValues } from '../../lib/helm/values-images.js';
import { mergeValues } from '../../lib/helm/values-merge.js';
import type { ServiceRow } from './helm-services.repository.js';

/** What a Helm service keeps in `services.spec`. */
export interface HelmServiceSpec {
  chart: { name: string; version: string; files: ChartFile[] };
  /** the service's own values over the chart's (from a template's values or a values file) */
  override_yaml: string;
  release_naming: string;
  auto_sync: boolean;
  /** where the chart came from, in the portal's `create_from` shape (§6.8) */
  create_from: Record<string, unknown>;
}

export const specOf = (row: ServiceRow): HelmServiceSpec => {
  const spec = row.spec as Partial<HelmServiceSpec>;
  return {
    chart: { name: '', version: '', files: [], ...spec.chart },
    override_yaml: spec.override_yaml ?? '',
    release_naming: spec.release_naming || DEFAULT_RELEASE_NAMING,
    auto_sync: spec.auto_sync ?? false,
    create_from: spec.create_from ?? {},
  };
};

/** The project's rules in use, else Zadig's preset ones. */
export function rulesOf(projectRules: readonly ImageSearchingRule[] | undefined): readonly ImageSearchRule[] {
  const inUse = (projectRules ?? []).filter((r) => r.inUse);
  return inUse.length > 0
    ? inUse.map((r) => ({ repo: r.repo, tag: r.tag, image: r.image }))
    : DEFAULT_IMAGE_RULES;
}

/** The images of the service: found in the chart values with the service's own values over them. */
export function containersOf(
  name: string,
  files: readonly ChartFile[],
  overrideYaml: string,
  rules: readonly ImageSearchRule[],
): ServiceContainer[] {
  const values = mergeValues({ chartValues: valuesFileOf(files), serviceValues: overrideYaml });
  return imagesInValues(values, name, rules).map((i) => ({
    name: i.name,
    image: i.image,
    image_name: i.image_name,
  }));
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The service as the Helm service page reads it (§6.1), legacy repository fields from `create_from`. */
export function infoOf(row: ServiceRow): HelmServiceInfo {
  const spec = specOf(row);
  const from = spec.create_from;
  const git = (from.git_repo_config ?? {}) as Record<string, unknown>;
  return {
    service_name: row.name,
    type: 'helm',
    source: row.source,
    revision: row.revision,
    release_naming: spec.release_naming,
    auto_sync: spec.auto_sync,
    create_from: from,
    codehost_id: Number(git.codehost_id ?? 0) || 0,
    repo_owner: text(git.owner),
    repo_name: text(git.repo),
    branch_name: text(git.branch),
    load_path: text(from.load_path),
    src_path: text(from.load_path),
    repo_namespace: text(git.namespace),
  };
}

/** `$Namespace$-$Service$` and friends for one environment: the Helm release name. */
export function releaseNameOf(
  naming: string,
  names: { project: string; service: string; namespace: string; envName: string },
): string {
  return (naming || DEFAULT_RELEASE_NAMING)
    .replaceAll('$Namespace$', names.namespace)
    .replaceAll('$Service$', names.service)
    .replaceAll('$EnvName$', names.envName)
    .replaceAll('$Product$', names.project);
}
