import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const storagePaths = {
  /** the settings list (secrets AES-encrypted under `?encryptedKey=`), create */
  list: '/api/aslan/system/s3storage',
  one: '/api/aslan/system/s3storage/:id',
  /** files released to a store for named services */
  releases: '/api/aslan/system/s3storage/:id/releases/search',
} as const;

/** 0 other (MinIO, AWS ...), 1 Aliyun OSS, 2 Tencent COS, 3 Qiniu Kodo, 4 Huawei OBS */
export const storageProviders = [0, 1, 2, 3, 4] as const;

const HOST_PORT = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** What the portal sends on create and on edit (the edit also carries id and the listed fields). */
export const storageBodySchema = z.object({
  provider: z
    .number({ error: 'validation.storage.provider' })
    .int({ error: 'validation.storage.provider' })
    .min(0, { error: 'validation.storage.provider' })
    .max(4, { error: 'validation.storage.provider' })
    .default(0),
  endpoint: requiredText(255, 'validation.storage.endpointRequired').regex(HOST_PORT, {
    error: 'validation.storage.endpointFormat',
  }),
  bucket: requiredText(63, 'validation.storage.bucketRequired').regex(BUCKET, {
    error: 'validation.storage.bucketFormat',
  }),
  subfolder: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(255, { error: 'validation.tooLong' })
    .refine((s) => !s.split('/').includes('..') && !s.includes('\\'), {
      error: 'validation.storage.subfolder',
    })
    .default(''),
  ak: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(255, { error: 'validation.tooLong' })
    .default(''),
  sk: z.string({ error: 'validation.invalidType' }).max(4096, { error: 'validation.tooLong' }).default(''),
  insecure: z.boolean({ error: 'validation.invalidType' }).default(true),
  is_default: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type StorageBody = z.infer<typeof storageBodySchema>;

export const storageSchema = z.object({
  id: z.string(),
  provider: z.number().int(),
  endpoint: z.string(),
  bucket: z.string(),
  subfolder: z.string(),
  insecure: z.boolean(),
  is_default: z.boolean(),
  /** unix seconds */
  update_time: z.number().int(),
  updated_by: z.string(),
  ak: z.string(),
  /** AES-encrypted hex under the caller's browser key; '' for callers who are not administrators */
  sk: z.string(),
});
export type Storage = z.infer<typeof storageSchema>;
export const storageListSchema = z.array(storageSchema);

export const storageParamsSchema = z.object({ id: z.string().max(64) });
/** Administrators send their browser key; build forms may leave it out (they get no secret). */
export const storageListQuerySchema = z.object({ encryptedKey: z.string().max(4096).optional() });

export const releaseSearchQuerySchema = z.object({
  kind: z.string().max(32).optional(),
  projectName: z.string().max(256).optional(),
});
export const releaseSearchBodySchema = z.object({
  names: z
    .array(z.string().max(255, { error: 'validation.tooLong' }))
    .max(500)
    .default([]),
});

/** One released file; the whole element is sent back later as the chosen artifact. */
export const releaseFileSchema = z.object({
  /** the service name */
  name: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  /** the object key inside the store */
  key: z.string(),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;
export const releaseFileListSchema = z.array(releaseFileSchema);
