import { z } from 'zod';

export const proxyPaths = {
  list: '/api/aslan/system/proxyManage',
  one: '/api/aslan/system/proxyManage/:id',
  connectionTest: '/api/aslan/system/proxyManage/connectionTest',
} as const;

export const proxyTypes = ['no', 'http'] as const;

/** What stands in for a stored password in answers; sent back unchanged it keeps the stored one. */
export const PROXY_PASSWORD_MASK = '********';

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[[0-9A-Fa-f:.]+\]$/;

/**
 * The proxy form: with type 'no' the portal clears address, port and password (port undefined);
 * with 'http' it needs an address and a port, and with `need_password` a user name and a password.
 */
export const proxyBodySchema = z
  .object({
    type: z.enum(proxyTypes, { error: 'validation.proxy.type' }).default('no'),
    address: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(255, { error: 'validation.tooLong' })
      .default(''),
    port: z
      .number({ error: 'validation.proxy.port' })
      .int({ error: 'validation.proxy.port' })
      .min(0, { error: 'validation.proxy.port' })
      .max(65535, { error: 'validation.proxy.port' })
      .nullable()
      .optional(),
    need_password: z.boolean({ error: 'validation.invalidType' }).default(false),
    username: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(255, { error: 'validation.tooLong' })
      .default(''),
    password: z
      .string({ error: 'validation.invalidType' })
      .max(1024, { error: 'validation.tooLong' })
      .default(''),
    enable_repo_proxy: z.boolean({ error: 'validation.invalidType' }).default(false),
    enable_application_proxy: z.boolean({ error: 'validation.invalidType' }).default(false),
    usage: z
      .string({ error: 'validation.invalidType' })
      .max(255, { error: 'validation.tooLong' })
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'no') return;
    if (body.address === '')
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.proxy.addressRequired' });
    else if (!HOST.test(body.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.proxy.addressFormat' });
    if (!body.port) ctx.addIssue({ code: 'custom', path: ['port'], message: 'validation.proxy.port' });
    if (!body.need_password) return;
    if (body.username === '')
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'validation.proxy.usernameRequired' });
    if (body.password === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.proxy.passwordRequired' });
  });
export type ProxyBody = z.infer<typeof proxyBodySchema>;

export const proxySchema = z.object({
  id: z.string(),
  type: z.enum(proxyTypes),
  address: z.string(),
  port: z.number().int(),
  need_password: z.boolean(),
  username: z.string(),
  /** PROXY_PASSWORD_MASK when a password is stored, else '' */
  password: z.string(),
  enable_repo_proxy: z.boolean(),
  enable_application_proxy: z.boolean(),
  usage: z.string(),
  /** unix seconds */
  update_time: z.number().int(),
  update_by: z.string(),
});
export type ProxySetting = z.infer<typeof proxySchema>;
export const proxyListSchema = z.array(proxySchema);
export const proxyParamsSchema = z.object({ id: z.string().max(64) });
