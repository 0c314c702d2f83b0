import {
  type Build,
  type BuildBody,
  type BuildSummary,
  type BuildTarget,
  buildPaths,
  registryPaths,
} from '@slipway/contracts';
import { http } from '../../api/http';

/** Settings the build form picks from (portal shapes §2, §6–§9). */
export const buildFormPaths = {
  basicImages: '/api/aslan/system/basicImages',
  installs: '/api/aslan/system/install',
  storages: '/api/aslan/system/s3storage',
  jenkinsExist: '/api/aslan/system/jenkins/exist',
} as const;

/** A build environment image (`value` is what the build keeps as `build_os`). */
export interface BasicImage {
  id: string;
  label: string;
  value: string;
  image_from: string;
}
export interface InstallPackage {
  name: string;
  version: string;
}
export interface ProjectRegistry {
  id: string;
  reg_addr: string;
  namespace: string;
  is_default: boolean;
}
export interface ObjectStorage {
  id: string;
  endpoint: string;
  bucket: string;
}

const buildPath = (name: string) => buildPaths.build.replace(':name', encodeURIComponent(name));
type Done = { message?: string };

/** The build configurations of a project and what their form picks from. */
export const buildsApi = {
  list: (projectName: string, signal?: AbortSignal) =>
    http.get<BuildSummary[]>(buildPaths.builds, { query: { projectName }, signal }),
  detail: (name: string, projectName: string, signal?: AbortSignal) =>
    http.get<Build>(buildPath(name), { query: { projectName }, signal }),
  create: (body: BuildBody) =>
    http.post<Done>(`${buildPaths.builds}?projectName=${encodeURIComponent(body.product_name)}`, body),
  update: (body: BuildBody) =>
    http.put<Done>(`${buildPaths.builds}?projectName=${encodeURIComponent(body.product_name)}`, body),
  remove: (row: Pick<BuildSummary, 'name' | 'version'>, projectName: string) =>
    http.delete<Done>(buildPaths.builds, { query: { name: row.name, version: row.version, projectName } }),
  targets: (projectName: string, signal?: AbortSignal) =>
    http.get<BuildTarget[]>(buildPaths.targets, { query: { projectName }, signal }),
  basicImages: (signal?: AbortSignal) =>
    http.get<BasicImage[]>(buildFormPaths.basicImages, { query: { image_from: '', image_type: '' }, signal }),
  installs: (signal?: AbortSignal) =>
    http.get<InstallPackage[]>(buildFormPaths.installs, { query: { available: true }, signal }),
  registries: (projectName: string, signal?: AbortSignal) =>
    http.get<ProjectRegistry[]>(registryPaths.forProject, { query: { projectName }, signal }),
  storages: (signal?: AbortSignal) => http.get<ObjectStorage[]>(buildFormPaths.storages, { signal }),
  jenkinsExists: async (signal?: AbortSignal) =>
    (await http.get<{ exists: boolean }>(buildFormPaths.jenkinsExist, { signal, silent: true })).exists,
};
