import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const sonarPaths = {
  /** the settings list (token AES-encrypted under `?encryptedKey=`), create */
  integrations: '/api/aslan/system/sonar/integration',
  integration: '/api/aslan/system/sonar/integration/:id',
  /** checks an address and token against the server's Web API */
  validate: '/api/aslan/system/sonar/validate',
} as const;

/** What the settings dialog sends on create, edit (with `id`, dropped) and the connection check. */
export const sonarBodySchema = z.object({
  server_address: requiredText(512, 'validation.sonar.addressRequired').regex(/^https?:\/\/[^/\s]+/, {
    error: 'validation.sonar.addressFormat',
  }),
  token: requiredText(1024, 'validation.sonar.tokenRequired'),
});
export type SonarBody = z.infer<typeof sonarBodySchema>;

export const sonarIntegrationSchema = z.object({
  id: z.string(),
  server_address: z.string(),
  /** AES-encrypted hex under the caller's browser key */
  token: z.string(),
  update_time: z.number().int(),
  updated_by: z.string(),
});
export type SonarIntegration = z.infer<typeof sonarIntegrationSchema>;
export const sonarIntegrationListSchema = z.array(sonarIntegrationSchema);

export const sonarListQuerySchema = z.object({
  encryptedKey: z.string().max(4096).default(''),
  projectName: z.string().max(256).optional(),
});
export const sonarParamsSchema = z.object({ id: z.string().max(64) });
