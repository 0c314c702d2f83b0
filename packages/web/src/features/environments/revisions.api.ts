import { environmentPaths } from '@slipway/contracts';
import { http } from '../../api/http';

type Container = { name: string; image: string };

/** A recorded state of an environment (its services' revisions and images). */
export interface EnvironmentRevision {
  revision: number;
  services: Array<{ service_name: string; revision: number; containers: Container[] }>;
  created_by: string;
  /** unix seconds */
  created_at: number;
}

type Side = { revision: number; yaml: string; containers: Container[] } | null;

/** Two revisions side by side, per service. */
export interface RevisionDiff {
  from: number;
  to: number;
  services: Array<{ service_name: string; from: Side; to: Side; changed: boolean }>;
}

const at = (path: string, envName: string) => path.replace(':envName', encodeURIComponent(envName));

export const revisionsApi = {
  list: (projectName: string, envName: string, signal?: AbortSignal) =>
    http.get<EnvironmentRevision[]>(at(environmentPaths.versions, envName), {
      query: { projectName },
      signal,
    }),
  diff: (projectName: string, envName: string, revisions: [number, number], signal?: AbortSignal) =>
    http.get<RevisionDiff>(at(environmentPaths.versionsDiff, envName), {
      query: { projectName, revisions: revisions.join(',') },
      signal,
    }),
  rollback: (projectName: string, envName: string, revision: number) =>
    http.post<{ message: string }>(
      at(environmentPaths.rollback, envName).replace(':revision', String(revision)),
      undefined,
      { query: { projectName } },
    ),
};
