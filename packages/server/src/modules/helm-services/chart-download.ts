import { parse } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';
import { unpackChartArchive } from '../../lib/helm/chart-archive.js';
import type { ChartFile } from '../../lib/helm/chart-files.js';
import { fetchThrough } from '../../lib/proxied-fetch.js';
import { indexUrlOf } from '../helm-repos/helm-index.js';

/** A chart repository as stored in system settings, password opened. */
export interface ChartRepoAccess {
  url: string;
  username: string;
  password: string;
  proxyUrl: string | undefined;
}

export interface ChartDownloadLimits {
  indexBytes: number;
  archiveBytes: number;
  timeoutMs: number;
}

export const CHART_DOWNLOAD_LIMITS: ChartDownloadLimits = {
  indexBytes: 64 * 1024 * 1024,
  archiveBytes: 10 * 1024 * 1024,
  timeoutMs: 30_000,
};

const failed = (why: string) => new BadRequestError('error.helmChartDownloadFailed', why);

async function download(
  url: URL,
  access: ChartRepoAccess,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer> {
  const headers: Record<string, string> = {};
  // credentials go only to the repository's own host, never to a chart URL elsewhere
  if ((access.username || access.password) && url.host === new URL(access.url).host)
    headers.authorization = `Basic ${Buffer.from(`${access.username}:${access.password}`).toString('base64')}`;
  const shown = `${url.origin}${url.pathname}`;
  try {
    const response = await fetchThrough(
      url,
      {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      },
      access.proxyUrl,
    );
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw failed(`HTTP ${response.status} ${shown}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes)
        throw new BadRequestError('error.helmArchiveTooLarge', `${shown} > ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw failed(`${shown}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The archive URL of a chart version in index.yaml, relative URLs resolved against the repository. */
function archiveUrl(indexYaml: string, repoUrl: string, chart: string, version: string): URL {
  let index: unknown;
  try {
    index = parse(indexYaml, { schema: 'core', customTags: [], maxAliasCount: 100, uniqueKeys: false });
  } catch {
    throw new BadRequestError('error.helmRepoIndexInvalid');
  }
  const entries = (index as { entries?: Record<string, unknown> } | null)?.entries;
  const versions = entries && Object.hasOwn(entries, chart) ? entries[chart] : undefined;
  const match = Array.isArray(versions)
    ? (versions as Record<string, unknown>[]).find((v) => v && String(v.version) === version)
    : undefined;
  const first = Array.isArray(match?.urls) ? (match.urls as unknown[])[0] : undefined;
  if (typeof first !== 'string')
    throw new BadRequestError('error.helmChartVersionNotFound', `${chart} ${version}`);
  const base = new URL(`${repoUrl.replace(/\/+$/, '')}/`);
  const url = new URL(first, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw failed(`unsupported URL ${first}`);
  return url;
}

/** Downloads a chart version from a chart repository and unpacks it safely (no `..`, no absolute paths, bounded size). */
export async function downloadChart(
  access: ChartRepoAccess,
  chart: string,
  version: string,
  limits: ChartDownloadLimits = CHART_DOWNLOAD_LIMITS,
): Promise<ChartFile[]> {
  const indexUrl = indexUrlOf(access.url);
  const index = await download(indexUrl, access, limits.indexBytes, limits.timeoutMs);
  const url = archiveUrl(index.toString('utf8'), access.url, chart, version);
  const archive = await download(url, access, limits.archiveBytes, limits.timeoutMs);
  return unpackChartArchive(archive);
}
