import type {
  Scanner,
  ScanTaskDetail,
  ScanTaskList,
  scannerBodySchema,
  scanRunRepoSchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../api/http';
import { linedLogSource } from '../../components/LogTerminal/linedLogSource';
import type { ScannerSummary } from './scanning.types';

/** A scanner as create and edit send it. */
export type ScannerBodyInput = z.input<typeof scannerBodySchema>;
/** One repository of a run as the run dialog sends it. */
export type ScanRunRepoInput = z.input<typeof scanRunRepoSchema>;

const base = '/api/aslan/testing/scanning';
const seg = encodeURIComponent;
const ofTask = (scanner: string, taskId: number) => `${base}/${seg(scanner)}/task/${taskId}`;

/** Code scanners of a project, their runs and logs. */
export const scanningApi = {
  list: (projectName: string, signal?: AbortSignal) =>
    http.get<ScannerSummary[]>(base, { query: { projectName }, signal }),
  get: (id: string, projectName: string, signal?: AbortSignal) =>
    http.get<Scanner>(`${base}/${seg(id)}`, { query: { projectName }, signal }),
  create: (scanner: ScannerBodyInput) =>
    http.post<unknown>(base, scanner, { query: { projectName: scanner.project_name } }),
  update: (id: string, scanner: ScannerBodyInput) =>
    http.put<unknown>(`${base}/${seg(id)}`, scanner, { query: { projectName: scanner.project_name } }),
  remove: (id: string, projectName: string) =>
    http.delete<unknown>(`${base}/${seg(id)}`, { query: { projectName } }),
  history: (id: string, projectName: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    http.get<ScanTaskList>(`${base}/${seg(id)}/task`, {
      query: { projectName, page_num: pageNum, page_size: pageSize },
      signal,
    }),
  run: (id: string, projectName: string, repos: ScanRunRepoInput[]) =>
    http.post<{ task_id: number }>(`${base}/${seg(id)}/task`, repos, { query: { projectName } }),
  task: (id: string, taskId: number, projectName: string, signal?: AbortSignal) =>
    http.get<ScanTaskDetail>(ofTask(id, taskId), { query: { projectName }, signal }),
  restart: (id: string, taskId: number, projectName: string) =>
    http.post<unknown>(ofTask(id, taskId), undefined, { query: { projectName } }),
  cancel: (id: string, taskId: number, projectName: string) =>
    http.delete<unknown>(ofTask(id, taskId), { query: { projectName } }),
};

/** The run's detail over SSE: the same object as the detail call, sent on every change. */
export const scanTaskStreamPath = (id: string, taskId: number) => `${ofTask(id, taskId)}/sse`;

/** A scan's log read by line, searched on the server, and followed live over SSE. */
export const scanLogLines = (id: string, taskId: number) =>
  linedLogSource(
    `scanning/${seg(id)}/task/${taskId}`,
    `/api/aslan/logs/sse/scanning/${seg(id)}/task/${taskId}?lines=0`,
  );
