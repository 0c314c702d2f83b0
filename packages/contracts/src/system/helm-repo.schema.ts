import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const helmRepoPaths = {
  /** the settings list (passwords AES-encrypted under `?encryptedKey=`), create */
  repos: '/api/aslan/system/helm',
  repo: '/api/aslan/system/helm/:id',
  /** the charts of one repository, read from its index.yaml */
  index: '/api/aslan/system/helm/:repoName/index',
} as const;

/** Alibaba Cloud ACR chart repositories are addressed as acr://…; the others over HTTP. */
export const HELM_REPO_URL_PATTERN = /^(https?|acr):\/\/[^\s/]+\S*$/;

/** What the settings dialog sends on create and on edit (the edit carries the listed fields too; they are dropped). */
export const helmRepoBodySchema = z.object({
  repo_name: requiredText(128, 'validation.helmRepo.nameRequired').regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: 'validation.helmRepo.nameFormat',
  }),
  url: requiredText(1024, 'validation.helmRepo.urlRequired').regex(HELM_REPO_URL_PATTERN, {
    error: 'validation.helmRepo.urlFormat',
  }),
  username: z.string().trim().max(255, { error: 'validation.tooLong' }).default(''),
  password: z.string().max(4096, { error: 'validation.tooLong' }).default(''),
});
export type HelmRepoBody = z.infer<typeof helmRepoBodySchema>;

export const helmRepoSchema = z.object({
  id: z.string(),
  repo_name: z.string(),
  url: z.string(),
  username: z.string(),
  /** AES-encrypted hex under the caller's browser key */
  password: z.string(),
  update_by: z.string(),
  updated_at: z.number().int(),
});
export type HelmRepo = z.infer<typeof helmRepoSchema>;
export const helmRepoListSchema = z.array(helmRepoSchema);

export const helmRepoParamsSchema = z.object({ id: z.string().max(64) });
export const helmRepoIndexParamsSchema = z.object({ repoName: z.string().max(128) });

/** One version of a chart as the portal reads it from the index. */
export const helmChartVersionSchema = z.object({
  name: z.string(),
  version: z.string(),
  appVersion: z.string(),
  description: z.string(),
  created: z.string(),
});
/** The repository's index as JSON: chart name → its versions, newest first as the index lists them. */
export const helmRepoIndexSchema = z.object({
  entries: z.record(z.string(), z.array(helmChartVersionSchema)),
});
export type HelmRepoIndex = z.infer<typeof helmRepoIndexSchema>;
