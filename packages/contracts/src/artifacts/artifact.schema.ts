import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const artifactPaths = {
  /** the files a run archived (portal `getArtifactWorkspaceAPI`) */
  workspace: '/api/aslan/testing/workspace/workflow/:workflowName/taskId/:taskId',
  /** the browser's download link of a run's archives, signed in by the `token` query parameter */
  download: '/api/aslan/workflow/v2/tasks/workflow/:workflowName/taskId/:taskId',
} as const;

export const artifactParamsSchema = z.object({
  workflowName: requiredText(128, 'validation.workflow.nameRequired'),
  taskId: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(2_147_483_647),
});

export const artifactWorkspaceQuerySchema = z.object({
  projectName: z.string().max(64).default(''),
  /** a folder below the run's archives; '' for all of them */
  dir: z
    .string()
    .max(1024)
    .default('')
    .refine((dir) => !dir.split('/').includes('..'), { error: 'validation.repo.checkoutPath' }),
});

export const artifactDownloadQuerySchema = z.object({
  projectName: z.string().max(64).default(''),
  token: z.string().max(4096).default(''),
  notHistoryFileFlag: z.string().max(16).default(''),
});

export const artifactWorkspaceSchema = z.object({
  file_names: z.array(z.string()),
  not_history_file_flag: z.boolean(),
});
export type ArtifactWorkspace = z.infer<typeof artifactWorkspaceSchema>;
