import type { HelmRepoIndex } from '@slipway/contracts';
import { parse } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';
import { fetchThrough } from '../../lib/proxied-fetch.js';

/** Where and as whom a repository's index is read. */
export interface HelmIndexSource {
  url: string;
  username: string;
  password: string;
  /** the system proxy (`http://user:pass@host:port`) when it is to be used */
  proxyUrl: string | undefined;
}

export interface HelmIndexLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** Large public repositories (bitnami) publish indexes of tens of MB; more than this is refused. */
export const HELM_INDEX_LIMITS: HelmIndexLimits = { maxBytes: 64 * 1024 * 1024, timeoutMs: 30_000 };

const failed = (reason: string) => new BadRequestError('error.helmRepoIndexFailed', reason);

/** The address of the repository's index.yaml: the repository URL with `/index.yaml` appended. */
export function indexUrlOf(repoUrl: string): URL {
  if (!/^https?:\/\//i.test(repoUrl)) throw new BadRequestError('error.helmRepoIndexUnsupported', repoUrl);
  const url = new URL(repoUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/index.yaml`;
  return url;
}

/** Reads and parses `<url>/index.yaml`, signed in with basic auth when the repository has a user. */
export async function fetchHelmIndex(
  source: HelmIndexSource,
  limits: HelmIndexLimits = HELM_INDEX_LIMITS,
): Promise<HelmRepoIndex> {
  const url = indexUrlOf(source.url);
  const shown = `${url.origin}${url.pathname}`;
  const headers: Record<string, string> = { accept: 'application/x-yaml, text/yaml, */*' };
  if (source.username || source.password)
    headers.authorization = `Basic ${Buffer.from(`${source.username}:${source.password}`).toString('base64')}`;
  let text: string;
  try {
    const response = await fetchThrough(
      url,
      {
        headers,
        signal: AbortSignal.timeout(limits.timeoutMs),
      },
      source.proxyUrl,
    );
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw failed(`HTTP ${response.status} ${shown}`);
    }
    text = await readLimited(response.body, limits.maxBytes, shown);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw failed(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return chartsOf(text);
}

export async function readLimited(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  shown: string,
): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw failed(`${shown} is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The chart list of an index.yaml: chart name → versions. Only plain data is read (YAML 1.2 core
 * schema, no custom tags, aliases bounded), and only the fields the chart pickers show.
 */
export function chartsOf(indexYaml: string): HelmRepoIndex {
  let document: unknown;
  try {
    document = parse(indexYaml, { schema: 'core', customTags: [], maxAliasCount: 100, uniqueKeys: false });
  } catch (error) {
    throw new BadRequestError('error.helmRepoIndexInvalid', error instanceof Error ? error.message : '');
  }
  const entries = (document as { entries?: unknown } | null)?.entries;
  if (!document || typeof document !== 'object' || (entries != null && typeof entries !== 'object'))
    throw new BadRequestError('error.helmRepoIndexInvalid', 'no entries');
  // fromEntries defines own keys: a chart called __proto__ stays a chart
  const charts: [string, HelmRepoIndex['entries'][string]][] = [];
  for (const [name, versions] of Object.entries((entries ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(versions)) continue;
    const listed = versions
      .filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object')
      .map((v) => ({
        name: textOf(v.name) || name,
        version: textOf(v.version),
        appVersion: textOf(v.appVersion),
        description: textOf(v.description),
        created: textOf(v.created),
      }))
      .filter((v) => v.version !== '');
    charts.push([name, listed]);
  }
  return { entries: Object.fromEntries(charts) };
}
