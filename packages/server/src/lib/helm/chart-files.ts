import { parse } from 'yaml';
import type { ChartFile } from '../../db/schema-services.js';
import { BadRequestError } from '../errors.js';

export type { ChartFile };

/** The portal's file tree entry: `parent` is '' at the chart's root, else `/dir/sub`. */
export interface ChartFileEntry {
  name: string;
  is_dir: boolean;
  parent: string;
}

/** A chart holds at most this much, like the size limit of an unpacked archive. */
export const CHART_LIMITS = { maxFiles: 2000, maxBytes: 20 * 1024 * 1024 } as const;

/**
 * A path inside a chart: relative, `/`-separated, no `..`, `.`, empty segments, backslashes or
 * control characters. Leading and trailing slashes are dropped ('' is the chart's root).
 */
export function chartPath(text: string): string {
  const trimmed = text.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (segments.some((s) => s === '..' || s === '.' || s === '') || /[\\\u0000-\u001f]/.test(trimmed))
    throw new BadRequestError('error.helmFilePathInvalid', text);
  return trimmed;
}

/** The entries directly inside `dir`: folders first, then files, each by name. */
export function entriesIn(files: readonly ChartFile[], dir: string): ChartFileEntry[] {
  const base = chartPath(dir);
  const prefix = base ? `${base}/` : '';
  const parent = base ? `/${base}` : '';
  const dirs = new Set<string>();
  const names = new Set<string>();
  for (const file of files) {
    if (!file.path.startsWith(prefix)) continue;
    const rest = file.path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) dirs.add(rest.slice(0, slash));
    else names.add(rest);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return [
    ...sorted(dirs).map((name) => ({ name, is_dir: true, parent })),
    ...sorted(names).map((name) => ({ name, is_dir: false, parent })),
  ];
}

/** The path of `name` inside the folder `parent` (as the portal sends both). */
export const joinChartPath = (parent: string, name: string): string => {
  const dir = chartPath(parent);
  const file = chartPath(name);
  if (!file) throw new BadRequestError('error.helmFilePathInvalid', name);
  return dir ? `${dir}/${file}` : file;
};

export function fileAt(files: readonly ChartFile[], path: string): ChartFile {
  const file = files.find((f) => f.path === path);
  if (!file) throw new BadRequestError('error.helmFileNotFound', path);
  return file;
}

/** Writes `content` at `path`, adding the file when the chart has none there. */
export function withFile(files: readonly ChartFile[], path: string, content: string): ChartFile[] {
  const kept = files.filter((f) => f.path !== path);
  return [...kept, { path, content }].sort((a, b) => a.path.localeCompare(b.path));
}

/** Checks a chart's files: sizes within limits and a Chart.yaml at the root. */
export function checkChart(files: readonly ChartFile[]): void {
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0);
  if (files.length > CHART_LIMITS.maxFiles || bytes > CHART_LIMITS.maxBytes)
    throw new BadRequestError('error.helmArchiveTooLarge', `${files.length} files, ${bytes} bytes`);
  if (!files.some((f) => f.path === 'Chart.yaml')) throw new BadRequestError('error.helmChartInvalid');
}

/** The chart's name and version from Chart.yaml ('' when it does not say). */
export function chartMetadata(files: readonly ChartFile[]): { name: string; version: string } {
  const chart = files.find((f) => f.path === 'Chart.yaml');
  try {
    const doc = chart ? (parse(chart.content, { schema: 'core', customTags: [] }) as unknown) : undefined;
    const record = doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    return { name: text(record.name), version: text(record.version) };
  } catch {
    return { name: '', version: '' };
  }
}

export const valuesFileOf = (files: readonly ChartFile[]): string =>
  files.find((f) => f.path === 'values.yaml')?.content ?? '';
