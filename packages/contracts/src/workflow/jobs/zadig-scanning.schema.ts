import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { scanRunRepoSchema } from '../../scanning/scanning.schema.js';
import { jobBaseShape } from '../job-fields.schema.js';

/**
 * Code scans (zadig-reference §2 `zadig-scanning`): each names a scanner of a project and the branches
 * or tags of its repositories to scan; the scanner's own settings say how.
 */
export const zadigScanningSpecSchema = z.object({
  scannings: z
    .array(
      z.object({
        name: requiredText(64, 'validation.scanning.nameRequired'),
        /** the workflow's project when empty */
        project_name: z.string().trim().max(256).default(''),
        repos: z.array(scanRunRepoSchema).max(20).default([]),
      }),
    )
    .min(1, { error: 'validation.scanning.scanningsRequired' })
    .max(20),
});
export type ZadigScanningSpec = z.infer<typeof zadigScanningSpecSchema>;

export const zadigScanningJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('zadig-scanning'),
  spec: zadigScanningSpecSchema,
});
export type ZadigScanningJob = z.infer<typeof zadigScanningJobSchema>;
