import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';

export const codehostPaths = {
  list: '/api/v1/codehosts',
  one: '/api/v1/codehosts/:id',
  namespaces: '/api/aslan/code/codehost/:id/namespaces',
  projects: '/api/aslan/code/codehost/:id/projects',
  branches: '/api/aslan/code/codehost/:id/branches',
  tags: '/api/aslan/code/codehost/:id/tags',
} as const;

export const codehostTypes = ['github', 'gitlab', 'gerrit', 'gitee', 'other'] as const;
export type CodehostType = (typeof codehostTypes)[number];
/** How an `other` host is reached: an SSH key, or a token over http(s). */
export const codehostAuthTypes = ['SSH', 'PrivateAccessToken'] as const;
/** The fixed addresses the portal forces for the public hosts. */
export const codehostFixedAddress: Partial<Record<CodehostType, string>> = {
  github: 'https://github.com',
  gitee: 'https://gitee.com',
};
/** `is_ready` as the portal's status cell reads it: only the string '2' shows "authorised". */
export const CODEHOST_READY = '2';
export const CODEHOST_NOT_READY = '';

/** The fields answered encrypted under the browser's key, never in plain text. */
export const codehostSecretFields = [
  'client_secret',
  'password',
  'private_access_token',
  'ssh_key',
  'access_token',
] as const;
export type CodehostSecretField = (typeof codehostSecretFields)[number];

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const secret = (max: number) => z.string().max(max, { error: 'validation.tooLong' }).default('');
const isWebAddress = (address: string) =>
  URL.canParse(address) && ['http:', 'https:'].includes(new URL(address).protocol);

/** What each kind of host needs to be reached, as the portal's form asks for it. */
const required: Record<
  CodehostType,
  ReadonlyArray<'address' | 'application_id' | 'client_secret' | 'username' | 'password'>
> = {
  gitlab: ['address', 'application_id', 'client_secret'],
  github: ['application_id', 'client_secret'],
  gitee: ['application_id', 'client_secret'],
  gerrit: ['address', 'username', 'password'],
  other: ['address'],
};

/**
 * A code host as the portal's form sends it: every field present, those of other kinds ''. PATCH
 * sends the whole row as read (id, is_ready, updated_at are ignored).
 */
export const codehostBodySchema = z
  .object({
    type: z.enum(codehostTypes, { error: 'validation.codehost.type' }),
    address: optionalText(2048),
    alias: optionalText(128),
    name: optionalText(128),
    region: optionalText(128),
    application_id: optionalText(512),
    client_secret: secret(4096),
    username: optionalText(255),
    password: secret(4096),
    access_token: secret(4096),
    auth_type: z
      .union([z.enum(codehostAuthTypes), z.literal('')], { error: 'validation.codehost.authType' })
      .default(''),
    ssh_key: secret(16_384),
    private_access_token: secret(4096),
    enable_proxy: z.boolean({ error: 'validation.invalidType' }).default(false),
  })
  .superRefine((body, ctx) => {
    for (const field of required[body.type]) {
      if (!body[field])
        ctx.addIssue({ code: 'custom', path: [field], message: `validation.codehost.${field}` });
    }
    if (['gitlab', 'gerrit'].includes(body.type) && body.address && !isWebAddress(body.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.codehost.webAddress' });
    // git would read an address starting with '-' as an option
    if (/^-|\s/.test(body.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.codehost.addressFormat' });
    if (body.type !== 'other') return;
    if (!body.auth_type)
      ctx.addIssue({ code: 'custom', path: ['auth_type'], message: 'validation.codehost.authType' });
    if (body.auth_type === 'SSH' && !body.ssh_key)
      ctx.addIssue({ code: 'custom', path: ['ssh_key'], message: 'validation.codehost.sshKey' });
    if (body.auth_type === 'PrivateAccessToken' && !body.private_access_token)
      ctx.addIssue({ code: 'custom', path: ['private_access_token'], message: 'validation.codehost.token' });
  });
export type CodehostBody = z.infer<typeof codehostBodySchema>;

export const codehostSchema = z.object({
  id: z.number().int(),
  type: z.enum(codehostTypes),
  address: z.string(),
  alias: z.string(),
  name: z.string(),
  region: z.string(),
  application_id: z.string(),
  /** secrets: AES-encrypted hex under the caller's key on `?encryptedKey=` reads, masked otherwise */
  client_secret: z.string(),
  username: z.string(),
  password: z.string(),
  access_token: z.string(),
  auth_type: z.string(),
  ssh_key: z.string(),
  private_access_token: z.string(),
  enable_proxy: z.boolean(),
  is_ready: z.string(),
  updated_at: z.number().int(),
});
export type Codehost = z.infer<typeof codehostSchema>;
export const codehostListSchema = z.array(codehostSchema);

export const codehostIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'error.notFound' })
    .int({ error: 'error.notFound' })
    .min(1, { error: 'error.notFound' })
    .max(SERIAL_ID_MAX, { error: 'error.notFound' }),
});
/** The browser key is optional here: pickers and the settings list send it, other callers may not. */
export const codehostListQuerySchema = z.object({ encryptedKey: z.string().max(4096).optional() });
export const codehostCreatedSchema = z.object({ id: z.number().int() });

// repository browsing: `key` is search text here, not the browser key
const searchKey = z.string().max(256, { error: 'validation.tooLong' }).default('');
const page = z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(10_000).default(1);
const perPage = z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(200).default(200);

export const codehostNamespacesQuerySchema = z.object({ key: searchKey });
export const codehostProjectsQuerySchema = z.object({
  repoOwner: z.string().max(512, { error: 'validation.tooLong' }).default(''),
  type: z.string().max(32, { error: 'validation.tooLong' }).default('group'),
  page,
  per_page: perPage,
  key: searchKey,
});
export const codehostRefsQuerySchema = z.object({
  repoOwner: z.string().max(512, { error: 'validation.tooLong' }).default(''),
  repoName: requiredText(512, 'validation.codehost.repoName'),
  page,
  per_page: perPage,
  key: searchKey,
});
export type CodehostProjectsQuery = z.infer<typeof codehostProjectsQuerySchema>;
export type CodehostRefsQuery = z.infer<typeof codehostRefsQuerySchema>;

export const codehostNamespaceSchema = z.object({ name: z.string(), path: z.string(), kind: z.string() });
export const codehostProjectSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  repo_id: z.string(),
});
export const codehostRefSchema = z.object({ name: z.string() });
export type CodehostNamespace = z.infer<typeof codehostNamespaceSchema>;
export type CodehostProject = z.infer<typeof codehostProjectSchema>;
export type CodehostRef = z.infer<typeof codehostRefSchema>;
