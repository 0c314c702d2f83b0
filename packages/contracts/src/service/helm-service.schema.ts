import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';

/** Helm chart services of a project (portal §6). */
export const helmServicePaths = {
  services: '/api/aslan/service/helm/:projectName',
  service: '/api/aslan/service/helm/:projectName/:serviceName',
  filePath: '/api/aslan/service/helm/:projectName/:serviceName/filePath',
  fileContent: '/api/aslan/service/helm/:projectName/:serviceName/fileContent',
  serviceModule: '/api/aslan/service/helm/:projectName/:serviceName/serviceModule',
  create: '/api/aslan/service/helm/services',
  bulk: '/api/aslan/service/helm/services/bulk',
  releaseNaming: '/api/aslan/service/helm/services/releaseNaming',
  harborCharts: '/api/aslan/service/harbor/project/:project/charts',
  harborChartVersions: '/api/aslan/service/harbor/project/:project/chart/:chart/versions',
} as const;

export const HELM_SERVICE_NAME_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** Zadig's default release name: one release per service and namespace. */
export const DEFAULT_RELEASE_NAMING = '$Namespace$-$Service$';
export const RELEASE_NAMING_PATTERN = /^([a-z0-9-]|\$(Namespace|Service|EnvName|Product)\$)+$/;

export const helmServiceNameSchema = requiredText(63, 'validation.helmService.nameRequired').regex(
  HELM_SERVICE_NAME_PATTERN,
  { error: 'validation.helmService.nameFormat' },
);
const projectName = requiredText(64).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'validation.invalidType' });
const text = (max: number) =>
  z.string({ error: 'validation.invalidType' }).max(max, { error: 'validation.tooLong' });
/** chart files may be large; values and templates alike */
const FILE_CONTENT_MAX = 1024 * 1024;

export const helmProjectParamsSchema = z.object({ projectName });
export const helmServiceParamsSchema = z.object({ projectName, serviceName: helmServiceNameSchema });
export const helmServiceProjectQuerySchema = z.object({ projectName });
export const helmFilePathQuerySchema = z.object({
  dir: text(4096).default(''),
  revision: text(32).optional(),
  deliveryVersion: text(8).optional(),
  projectName: text(64).optional(),
});
export const helmFileContentQuerySchema = z.object({
  filePath: text(4096).default(''),
  fileName: requiredText(255),
  revision: text(32).optional(),
  deliveryVersion: text(8).optional(),
  projectName: text(64).optional(),
});

export const helmFileEditSchema = z.object({
  service_name: helmServiceNameSchema,
  file_path: text(4096).default(''),
  file_name: requiredText(255),
  file_content: text(FILE_CONTENT_MAX),
});
export const helmChartUpdateBodySchema = z.object({
  helm_service_infos: z
    .array(helmFileEditSchema)
    .min(1, { error: 'validation.helmService.filesRequired' })
    .max(200),
});
export type HelmChartUpdateBody = z.infer<typeof helmChartUpdateBodySchema>;

export const releaseNamingBodySchema = z.object({
  service_name: helmServiceNameSchema,
  naming: requiredText(128, 'validation.helmService.releaseNaming').regex(RELEASE_NAMING_PATTERN, {
    error: 'validation.helmService.releaseNaming',
  }),
});

export const helmServiceSources = [
  'repo',
  'gerrit',
  'gitee',
  'publicRepo',
  'chartRepo',
  'chartTemplate',
] as const;
export type HelmServiceSource = (typeof helmServiceSources)[number];

const keyValue = z.object({
  key: requiredText(256),
  value: z.union([text(65_536), z.number(), z.boolean()]).transform(String),
});
const codehostId = z
  .union([z.number().int().positive().max(SERIAL_ID_MAX), z.string().regex(/^\d{1,9}$/)])
  .transform(Number);

/** The repository a chart or values file is read from (UI-only fields dropped). */
export const helmRepoFolderSchema = z.object({
  codehostID: codehostId.optional(),
  owner: text(512).default(''),
  repo: text(512).default(''),
  branch: text(512).default(''),
  namespace: text(512).default(''),
  paths: z.array(text(4096)).max(100).default([]),
  valuesPaths: z
    .union([text(4096).transform((p) => (p ? [p] : [])), z.array(text(4096)).max(100)])
    .default([]),
  repoLink: text(1024).default(''),
  autoSync: z.boolean().optional(),
});
export type HelmRepoFolder = z.infer<typeof helmRepoFolderSchema>;

/** One body for every source (§6.8); which fields a source needs is checked with its own message. */
export const helmServiceBodySchema = z.object({
  source: z.enum(helmServiceSources, { error: 'validation.helmService.sourceUnknown' }),
  name: text(63).optional(),
  auto_sync: z.boolean().optional(),
  createFrom: helmRepoFolderSchema
    .extend({
      chartRepoName: text(128).default(''),
      chartName: text(256).default(''),
      chartVersion: text(128).default(''),
      templateName: text(64).default(''),
      valuesYAML: text(FILE_CONTENT_MAX).default(''),
      variables: z.array(keyValue).max(500).nullish(),
    })
    .default({} as never),
  valuesData: z
    .object({
      yamlSource: text(64).optional(),
      gitRepoConfig: helmRepoFolderSchema.nullish(),
      autoSync: z.boolean().optional(),
    })
    .nullish(),
});
export type HelmServiceBody = z.infer<typeof helmServiceBodySchema>;

export const helmServiceResultSchema = z.object({
  successServices: z.array(z.string()),
  failedServices: z.array(z.object({ path: z.string().optional(), error: z.string() })),
});
export type HelmServiceResult = z.infer<typeof helmServiceResultSchema>;

export const helmFileEntrySchema = z.object({ name: z.string(), is_dir: z.boolean(), parent: z.string() });

/** A service as the Helm service page reads it (§6.1), legacy repository fields included. */
export const helmServiceInfoSchema = z.object({
  service_name: z.string(),
  type: z.literal('helm'),
  source: z.string(),
  revision: z.number().int(),
  release_naming: z.string(),
  auto_sync: z.boolean(),
  create_from: z.record(z.string(), z.unknown()),
  codehost_id: z.number().int(),
  repo_owner: z.string(),
  repo_name: z.string(),
  branch_name: z.string(),
  load_path: z.string(),
  src_path: z.string(),
  repo_namespace: z.string(),
});
export type HelmServiceInfo = z.infer<typeof helmServiceInfoSchema>;

export const helmServiceListSchema = z.object({
  services: z.array(z.array(z.string())),
  service_infos: z.array(helmServiceInfoSchema),
  file_infos: z.array(helmFileEntrySchema),
});

export const helmServiceModuleSchema = z.object({
  service_modules: z.array(
    z.object({
      name: z.string(),
      image_name: z.string(),
      image: z.string(),
      build_names: z.array(z.string()),
    }),
  ),
  service: helmServiceInfoSchema,
});

export const harborChartParamsSchema = z.object({ project: text(256), chart: text(256).optional() });
/** Harbor's chartrepo answers, with the fields Harbor documents (ChartInfoEntry, ChartVersion). */
export const harborChartListSchema = z.array(
  z.object({
    name: z.string(),
    total_versions: z.number(),
    latest_version: z.string(),
    created: z.string(),
    updated: z.string(),
    icon: z.string(),
    home: z.string(),
    deprecated: z.boolean(),
  }),
);
export const harborChartVersionListSchema = z.array(
  z.object({
    name: z.string(),
    version: z.string(),
    appVersion: z.string(),
    description: z.string(),
    created: z.string(),
    digest: z.string(),
    urls: z.array(z.string()),
  }),
);
export type HarborChart = z.output<typeof harborChartListSchema>[number];
export type HarborChartVersion = z.output<typeof harborChartVersionListSchema>[number];
