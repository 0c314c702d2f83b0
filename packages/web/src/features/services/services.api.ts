import {
  chartTemplatePaths,
  type HealthCheck,
  type HelmChartUpdateBody,
  type HelmServiceResult,
  type helmServiceBodySchema,
  helmServicePaths,
  type K8sServiceBody,
  type PmServiceBody,
  type ProjectTemplate,
  type SharedService,
  servicePaths,
  type TemplateServiceBody,
  type YamlError,
  type YamlViewBody,
} from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../api/http';

type Done = { message?: string };
/** What the create dialog sends; the server fills in the defaults. */
export type HelmServiceRequest = z.input<typeof helmServiceBodySchema>;
export type ServiceSummary = {
  service_name: string;
  type: 'k8s' | 'pm' | 'helm';
  product_name: string;
  visibility: string;
  source: string;
  /** for services made from a template: what reloading it sends again */
  template_id?: string | number;
  variables?: { key: string; value: string }[];
  auto_sync?: boolean;
};
/** A public service of another project (portal shapes §5.3). */
export type SharedServiceOffer = { service_name: string; product_name: string; type?: string };
export type K8sServiceDetail = K8sServiceBody & { revision?: number };
export type VariableState = 'new' | 'present' | 'unused';
export type ServiceVariableRow = { key: string; value: string; state?: VariableState };
export type ServiceOptions = {
  service_module: { name: string; image: string; image_name: string }[] | null;
  custom_variable: ServiceVariableRow[] | null;
};
export type HostServiceDetail = {
  service_name: string;
  build_name: string;
  health_checks: HealthCheck[] | null;
  env_configs: { env_name: string; host_ids: string[]; labels: string[] }[] | null;
};
export type HelmFileEntry = { name: string; is_dir: boolean; parent: string };
export type HelmServiceList = {
  services: string[][];
  service_infos: { service_name: string; source: string }[];
  file_infos: HelmFileEntry[];
};
export type RepoFolder = {
  codehostId: number;
  repoOwner: string;
  repoName: string;
  branchName: string;
  namespace: string;
  path: string;
};

const fill = (path: string, params: Record<string, string>) =>
  Object.entries(params).reduce(
    (out, [key, value]) => out.replace(`:${key}`, encodeURIComponent(value)),
    path,
  );

/** The service management calls of a project (portal shapes §5, §6). */
export const servicesApi = (projectName: string) => {
  const query = { projectName };
  return {
    list: async (signal?: AbortSignal) =>
      (
        await http.get<{ data: ServiceSummary[] }>(servicePaths.services, {
          query: { ...query, envName: '' },
          signal,
        })
      ).data ?? [],
    detail: <T>(name: string, type: 'k8s' | 'pm', signal?: AbortSignal) =>
      http.get<T>(fill(servicePaths.serviceOfType, { name, type }), { query, signal }),
    options: (name: string, signal?: AbortSignal) =>
      http.get<ServiceOptions>(fill(servicePaths.serviceOptions, { name }), { query, signal }),
    saveK8s: (body: K8sServiceBody, exists: boolean) =>
      http.post<ServiceOptions>(
        servicePaths.services,
        { ...body, product_name: projectName },
        {
          query: { ...query, force: exists },
        },
      ),
    remove: (name: string, type: string) =>
      http.delete<Done>(fill(servicePaths.serviceOfType, { name, type }), {
        query: { ...query, visibility: 'private' },
      }),
    validate: (yaml: string, signal?: AbortSignal) =>
      http.put<YamlError[]>(servicePaths.yamlValidator, { yaml }, { query, signal }),
    preview: (name: string, body: YamlViewBody) =>
      http.put<string>(fill(servicePaths.yamlView, { name }), body, { query }),
    fromTemplate: (body: TemplateServiceBody) =>
      http.post<Done>(servicePaths.templateLoad, { ...body, project_name: projectName }, { query }),
    servicesInFolder: (folder: RepoFolder) =>
      http.get<string[]>(fill(servicePaths.loaderPreload, { codehostId: String(folder.codehostId) }), {
        query: {
          repoOwner: folder.namespace || folder.repoOwner,
          repoName: folder.repoName,
          branchName: folder.branchName,
          path: folder.path,
          isDir: true,
          remoteName: 'origin',
        },
      }),
    setVisibility: (service: ServiceSummary, visibility: 'public' | 'private') =>
      http.put<Done>(servicePaths.services, { ...service, visibility }, { query }),
    sharedOffers: async (signal?: AbortSignal) =>
      (await http.get<SharedServiceOffer[] | null>(servicePaths.sharedNames, { query, signal })) ?? [],
    reloadFromTemplate: (service: ServiceSummary) =>
      http.post<Done>(
        servicePaths.templateReload,
        {
          service_name: service.service_name,
          project_name: projectName,
          template_id: service.template_id,
          variables: service.variables ?? [],
          auto_sync: service.auto_sync ?? false,
        },
        { query },
      ),
    /** the start order: groups started one after another (portal shapes §5.13) */
    setStartOrder: (services: string[][]) =>
      http.patch<Done>(
        `/api/aslan/project/products/${encodeURIComponent(projectName)}`,
        { services },
        { query },
      ),
    /** the project template sent back with its shared services changed (portal shapes §5.12) */
    setSharedServices: (template: ProjectTemplate, shared: SharedService[]) =>
      http.put<Done>(
        `/api/aslan/project/products/${encodeURIComponent(projectName)}`,
        { ...template, shared_services: shared },
        { query },
      ),
    fromRepo: (folder: RepoFolder) =>
      http.post<Done>(
        fill(servicePaths.loaderLoad, { codehostId: String(folder.codehostId) }),
        { product_name: projectName, visibility: 'private', is_dir: true, type: 'k8s', path: folder.path },
        {
          query: {
            ...query,
            repoOwner: folder.repoOwner,
            repoName: folder.repoName,
            branchName: folder.branchName,
            namespace: folder.namespace,
          },
        },
      ),
    environments: async (signal?: AbortSignal) =>
      http.get<{ name: string }[]>('/api/aslan/environment/environments', { query, signal }),
    saveHost: (body: PmServiceBody, exists: boolean) =>
      exists
        ? http.put<Done>(fill(servicePaths.pmServices, { projectName }), body, { query })
        : http.post<Done>(fill(servicePaths.pmServices, { projectName }), body, { query }),
    helmList: (signal?: AbortSignal) =>
      http.get<HelmServiceList>(fill(helmServicePaths.services, { projectName }), { query, signal }),
    helmFiles: (serviceName: string, dir: string, signal?: AbortSignal) =>
      http.get<HelmFileEntry[]>(fill(helmServicePaths.filePath, { projectName, serviceName }), {
        query: { ...query, dir, revision: '', deliveryVersion: false },
        signal,
      }),
    helmFileContent: (serviceName: string, file: HelmFileEntry, signal?: AbortSignal) =>
      http.get<string>(fill(helmServicePaths.fileContent, { projectName, serviceName }), {
        query: { ...query, filePath: file.parent, fileName: file.name, revision: '', deliveryVersion: false },
        signal,
      }),
    helmSaveFiles: (body: HelmChartUpdateBody) =>
      http.put<Done>(fill(helmServicePaths.services, { projectName }), body, { query }),
    chartTemplates: async (signal?: AbortSignal) =>
      (await http.get<{ chartTemplates: { name: string }[] }>(chartTemplatePaths.charts, { query, signal }))
        .chartTemplates ?? [],
    helmCreate: (body: HelmServiceRequest) =>
      http.post<HelmServiceResult>(helmServicePaths.create, body, { query }),
  };
};
export type ServicesApi = ReturnType<typeof servicesApi>;
