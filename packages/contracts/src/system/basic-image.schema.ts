import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const basicImagePaths = {
  list: '/api/aslan/system/basicImages',
  one: '/api/aslan/system/basicImages/:id',
} as const;

/**
 * A custom image is written repository/namespace/name:label (the registry host and namespace
 * are optional, the label too): lowercase path parts, an optional host with port, an optional tag.
 */
export const IMAGE_REFERENCE =
  /^(?:[A-Za-z0-9.-]+(?::\d{1,5})?\/)?(?:[a-z0-9]+(?:[._-][a-z0-9]+)*\/)*[a-z0-9]+(?:[._-][a-z0-9]+)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?$/;

/** What the settings page sends: `image_from` is 'custom' (the edit also carries id). */
export const basicImageBodySchema = z.object({
  label: requiredText(128, 'validation.image.labelRequired'),
  value: requiredText(512, 'validation.image.valueRequired').regex(IMAGE_REFERENCE, {
    error: 'validation.image.valueFormat',
  }),
  image_from: z.string({ error: 'validation.invalidType' }).max(32).default('custom'),
  image_type: z.string({ error: 'validation.invalidType' }).max(32).default(''),
});
export type BasicImageBody = z.infer<typeof basicImageBodySchema>;

export const basicImageSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** an OS tag of the product's build image (focal, bionic ...) or a custom image reference */
  value: z.string(),
  image_from: z.string(),
  image_type: z.string(),
  /** unix seconds */
  update_time: z.number().int(),
  update_by: z.string(),
});
export type BasicImage = z.infer<typeof basicImageSchema>;
export const basicImageListSchema = z.array(basicImageSchema);

export const basicImageParamsSchema = z.object({ id: z.string().max(64) });
export const basicImageQuerySchema = z.object({
  image_from: z.string().max(32).optional(),
  image_type: z.string().max(32).optional(),
});
