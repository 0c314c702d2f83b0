import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const externalLinkPath = '/api/aslan/system/externalLink';

/** An address a browser can open in a new tab: http or https only, never javascript: or data:. */
const webAddress = requiredText(2048, 'validation.link.urlRequired').refine(
  (url) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol),
  { error: 'validation.link.urlFormat' },
);

export const externalLinkBodySchema = z.object({
  name: requiredText(64, 'validation.link.nameRequired'),
  url: webAddress,
});
export type ExternalLinkBody = z.infer<typeof externalLinkBodySchema>;

export const externalLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  update_by: z.string(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;
export const externalLinkListSchema = z.array(externalLinkSchema);
export const externalLinkParamsSchema = z.object({ id: z.string().max(32) });
