import { z } from 'zod';
import { environmentNameSchema, envNamespaceSchema } from './environment.schema.js';
import { overrideValues, valuesDataSchema, valuesText } from './helm-env-values.js';

/** One chart service of a Helm environment being created: its values over the chart's. */
export const helmEnvChartValueSchema = z.looseObject({
  envName: z.string().max(256).optional(),
  serviceName: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  chartVersion: z.string().max(128).optional(),
  overrideYaml: valuesText.nullable().optional(),
  overrideValues,
  valuesData: valuesDataSchema,
});
export type HelmEnvChartValue = z.infer<typeof helmEnvChartValueSchema>;

/** One environment of `POST …/environments?helm=true` (portal-shapes §2.4). */
export const helmEnvCreateSpecSchema = z.looseObject({
  envName: environmentNameSchema,
  clusterID: z.string().max(128).nullish(),
  registry_id: z.string().max(128).nullish(),
  baseEnvName: z.string().max(256).nullish(),
  namespace: envNamespaceSchema.nullish(),
  is_existed: z.boolean().optional(),
  production: z.boolean().optional(),
  defaultValues: valuesText.nullable().optional(),
  valuesData: valuesDataSchema,
  chartValues: z
    .array(helmEnvChartValueSchema)
    .min(1, { error: 'validation.helmEnv.chartsRequired' })
    .max(500)
    .refine((charts) => new Set(charts.map((c) => c.serviceName)).size === charts.length, {
      error: 'validation.helmEnv.duplicateChart',
    }),
});
export type HelmEnvCreateSpec = z.infer<typeof helmEnvCreateSpecSchema>;

/** The body is a list: one environment from the create page, several from the onboarding wizard. */
export const helmEnvCreateBodySchema = z
  .array(helmEnvCreateSpecSchema)
  .min(1, { error: 'validation.helmEnv.envsRequired' })
  .max(20, { error: 'validation.helmEnv.envsRequired' })
  .refine((envs) => new Set(envs.map((e) => e.envName)).size === envs.length, {
    error: 'validation.helmEnv.duplicateEnv',
  });
export type HelmEnvCreateBody = z.infer<typeof helmEnvCreateBodySchema>;

export const helmEnvCreateMessages = {
  'validation.helmEnv.envsRequired': {
    'zh-CN': '请提供 1 到 20 个要创建的环境',
    en: 'Send between 1 and 20 environments to create',
  },
  'validation.helmEnv.duplicateEnv': {
    'zh-CN': '同一次请求中环境名称不能重复',
    en: 'Each environment of one request needs its own name',
  },
  'validation.helmEnv.chartsRequired': {
    'zh-CN': '请至少选择一个 Chart 服务',
    en: 'Choose at least one chart service',
  },
  'validation.helmEnv.duplicateChart': {
    'zh-CN': '同一个 Chart 服务只能选择一次',
    en: 'Each chart service can be chosen once',
  },
  'validation.helmEnv.notHelmProject': {
    'zh-CN': '只有 Helm Chart 项目可以创建 Helm 环境',
    en: 'Only Helm chart projects have Helm environments',
  },
} as const;
