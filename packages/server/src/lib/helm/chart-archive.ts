import { gunzipSync } from 'node:zlib';
import { BadRequestError } from '../errors.js';
import { CHART_LIMITS, type ChartFile, chartPath } from './chart-files.js';

const BLOCK = 512;

const invalid = (why: string) => new BadRequestError('error.helmArchiveInvalid', why);

const field = (header: Buffer, start: number, length: number) => {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
};

const octal = (header: Buffer, start: number, length: number) => {
  const text = field(header, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw invalid('bad size field');
  return text === '' ? 0 : Number.parseInt(text, 8);
};

/** The `path` record of a pax extended header, if it has one. */
function paxPath(body: Buffer): string | undefined {
  const text = body.toString('utf8');
  for (const line of text.split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** An archive name as a chart path: absolute names and `..` anywhere refuse the whole archive. */
function safeName(name: string): string {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw invalid(`absolute path ${name}`);
  if (name.split('/').includes('..')) throw invalid(`path with .. ${name}`);
  return name.replace(/^(\.\/)+/, '');
}

/**
 * The files of a packaged chart (`helm package`'s .tgz): regular files only, the chart's top folder
 * removed. Links, devices and unsafe names are refused rather than skipped when they could escape;
 * the unpacked size is bounded before anything is read.
 */
export function unpackChartArchive(archive: Buffer, maxBytes: number = CHART_LIMITS.maxBytes): ChartFile[] {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new BadRequestError('error.helmArchiveTooLarge', `more than ${maxBytes} bytes unpacked`);
    throw invalid(error instanceof Error ? error.message : 'not gzip');
  }
  const files: ChartFile[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const bodyStart = offset + BLOCK;
    const body = tar.subarray(bodyStart, bodyStart + size);
    if (body.length < size) throw invalid('truncated archive');
    offset = bodyStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      longName = body.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    if (type === 'x') {
      longName = paxPath(body) ?? longName;
      continue;
    }
    if (type === 'g') continue;
    const prefix = field(header, 345, 155);
    const name = safeName(
      longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100)),
    );
    longName = undefined;
    if (type === '5') continue;
    if (type !== '0' && type !== '\0' && type !== '7') throw invalid(`${name} is not a regular file`);
    files.push({ path: name, content: body.toString('utf8') });
    if (files.length > CHART_LIMITS.maxFiles) throw new BadRequestError('error.helmArchiveTooLarge');
  }
  return withoutTopFolder(files);
}

/** `web/Chart.yaml` → `Chart.yaml`: a packaged chart sits in one folder named after it. */
function withoutTopFolder(files: ChartFile[]): ChartFile[] {
  const tops = new Set(files.map((f) => f.path.split('/')[0]));
  const nested = files.every((f) => f.path.includes('/'));
  const strip = tops.size === 1 && nested;
  return files
    .map((f) => ({
      path: chartPath(strip ? f.path.slice(f.path.indexOf('/') + 1) : f.path),
      content: f.content,
    }))
    .filter((f) => f.path !== '')
    .sort((a, b) => a.path.localeCompare(b.path));
}
