import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const jenkinsPaths = {
  integrations: '/api/aslan/system/jenkins/integration',
  integration: '/api/aslan/system/jenkins/integration/:id',
  connection: '/api/aslan/system/jenkins/user/connection',
  exists: '/api/aslan/system/jenkins/exist',
  jobNames: '/api/aslan/system/jenkins/jobNames/:id',
  buildArgs: '/api/aslan/system/jenkins/buildArgs/:id/:jobName',
} as const;

/** What the add/edit dialog and the connection test send; `password` is the user's API token. */
export const jenkinsBodySchema = z.object({
  url: requiredText(512, 'validation.jenkins.url').regex(/^https?:\/\/[^\s/]+[^\s]*$/, {
    error: 'validation.jenkins.url',
  }),
  username: requiredText(128, 'validation.jenkins.username'),
  password: requiredText(1024, 'validation.jenkins.password'),
  id: z.union([z.string(), z.number()]).optional(),
});
export type JenkinsBody = z.infer<typeof jenkinsBodySchema>;

/** A row of the settings list; `password` is AES-encrypted under the browser key, or masked. */
export interface JenkinsIntegration {
  id: string;
  url: string;
  username: string;
  password: string;
  update_time: number;
  updated_by: string;
}

/** One parameter of a Jenkins job as the Jenkins build form reads it. */
export interface JenkinsBuildArg {
  name: string;
  value: string;
  type: 'string' | 'choice';
  choice_option: string[];
  auto_generate: boolean;
}

export const jenkinsParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'validation.invalidType' }),
});
export const jenkinsJobParamsSchema = jenkinsParamsSchema.extend({ jobName: requiredText(512) });
export const jenkinsListQuerySchema = z.object({ encryptedKey: z.string().max(4096).optional() });
