import type { ChartFile } from '../../db/schema-services.js';
import { chartMetadata, valuesFileOf } from '../../lib/helm/chart-files.js';
import type { Values } from '../../lib/helm/values-merge.js';
import type { ServiceRow } from './environment-configs.repository.js';

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The chart files a Helm service keeps in its spec (`spec.files`, or `spec.chart.files`). */
export function chartFilesOf(service: ServiceRow): ChartFile[] {
  const spec = service.spec;
  const files = Array.isArray(spec.files) ? spec.files : isMap(spec.chart) ? spec.chart.files : undefined;
  return Array.isArray(files)
    ? files.filter(
        (f): f is ChartFile => isMap(f) && typeof f.path === 'string' && typeof f.content === 'string',
      )
    : [];
}

/** The chart's values.yaml: from its files, else the values text the service keeps. */
export function chartValuesOf(service: ServiceRow): string {
  return valuesFileOf(chartFilesOf(service)) || service.variableYaml;
}

/** The service's own values over its chart's, which an environment starts from. */
export function serviceValuesOf(service: ServiceRow): string {
  return typeof service.spec.override_yaml === 'string' ? service.spec.override_yaml : '';
}

export function chartVersionOf(service: ServiceRow): string {
  const spec = service.spec;
  if (isMap(spec.chart) && typeof spec.chart.version === 'string') return spec.chart.version;
  if (typeof spec.chart_version === 'string') return spec.chart_version;
  return chartMetadata(chartFilesOf(service)).version;
}

/**
 * Values as the key list of the override editor: `a.b[0].c` → scalar, one entry per leaf
 * (an empty map or list is a leaf too, so it can be overridden).
 */
export function flattenValues(values: Values): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const visit = (node: unknown, key: string, depth: number) => {
    const isList = Array.isArray(node);
    const entries = isList ? node.map((v, i) => [i, v] as const) : isMap(node) ? Object.entries(node) : [];
    if (depth > 32 || entries.length === 0) {
      if (key)
        Object.defineProperty(flat, key, {
          value: node ?? null,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return;
    }
    for (const [step, value] of entries)
      visit(value, isList ? `${key}[${step}]` : key ? `${key}.${step}` : String(step), depth + 1);
  };
  visit(values, '', 0);
  return flat;
}
