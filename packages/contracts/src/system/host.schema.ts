import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const hostPaths = {
  /** system hosts: list (private keys AES-encrypted under `?encryptedKey=`) and create */
  system: '/api/aslan/system/privateKey',
  systemOne: '/api/aslan/system/privateKey/:id',
  systemLabels: '/api/aslan/system/privateKey/labels',
  systemImport: '/api/aslan/system/privateKey/batch',
  /** hosts of one project (`?projectName=`) */
  project: '/api/aslan/project/pms',
  projectOne: '/api/aslan/project/pms/:id',
  projectImport: '/api/aslan/project/pms/batch',
} as const;

/** 0 other, 1 Alibaba Cloud, 2 Tencent Cloud, 3 Huawei Cloud, 4 Amazon */
export const hostProviders = [0, 1, 2, 3, 4] as const;
export const hostProbeTypes = ['tcp', 'http', 'https'] as const;
export type HostProbeType = (typeof hostProbeTypes)[number];
/** `normal` is shown as online, anything else as offline */
export const hostStatuses = ['normal', 'abnormal'] as const;
export type HostStatus = (typeof hostStatuses)[number];

export const HOST_DEFAULT_PORT = 22;
export const HOST_PROBE_DEFAULT_TIMEOUT = 1;
export const HOST_PROBE_MAX_TIMEOUT = 10;

/** Words bash reserves: a host name becomes a variable prefix of deploy scripts (<NAME>_IP). */
export const BASH_KEYWORDS: readonly string[] = [
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'case',
  'esac',
  'for',
  'select',
  'while',
  'until',
  'do',
  'done',
  'in',
  'function',
  'time',
  'coproc',
];
export const HOST_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A number, or the text of one as form inputs hand it over. */
const wholeNumber = (requiredKey: string, rangeKey: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      // no value asks for one; a value that is no number is out of the range
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : rangeKey),
      })
      .int({ error: rangeKey })
      .min(min, { error: rangeKey })
      .max(max, { error: rangeKey }),
  );

export const hostNameSchema = requiredText(64, 'validation.host.nameRequired')
  .refine((name) => !BASH_KEYWORDS.includes(name), { error: 'validation.host.nameKeyword' })
  .refine((name) => HOST_NAME_PATTERN.test(name), { error: 'validation.host.nameFormat' });

export const hostHttpProbeSchema = z.object({
  path: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(1024, { error: 'validation.tooLong' })
    .default(''),
  port: wholeNumber('validation.host.portRequired', 'validation.host.portRange', 1, 65535),
  timeout_second: wholeNumber(
    'validation.host.probeTimeoutRequired',
    'validation.host.probeTimeoutRange',
    1,
    HOST_PROBE_MAX_TIMEOUT,
  ),
  /** online needs this text in the body when it is set */
  response_success_flag: z
    .string({ error: 'validation.invalidType' })
    .max(1024, { error: 'validation.tooLong' })
    .default(''),
  http_headers: z
    .array(
      z.object({
        name: z
          .string({ error: 'validation.invalidType' })
          .trim()
          .max(256, { error: 'validation.tooLong' })
          .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]*$/, { error: 'validation.host.headerName' }),
        value: z
          .string({ error: 'validation.invalidType' })
          .max(4096, { error: 'validation.tooLong' })
          .refine((v) => !/[\r\n]/.test(v), { error: 'validation.host.headerValue' }),
      }),
    )
    .max(50, { error: 'validation.tooLong' })
    .default([]),
});
export type HostHttpProbe = z.infer<typeof hostHttpProbeSchema>;

/** tcp needs no http details: any that come with it are dropped. */
export const hostProbeSchema = z
  .object({
    probe_type: z.enum(hostProbeTypes, { error: 'validation.host.probeType' }).default('tcp'),
    http_probe: hostHttpProbeSchema.nullish(),
  })
  .superRefine((probe, ctx) => {
    if (probe.probe_type !== 'tcp' && !probe.http_probe)
      ctx.addIssue({ code: 'custom', path: ['http_probe'], message: 'validation.host.portRequired' });
  })
  .transform((probe) =>
    probe.probe_type === 'tcp' || !probe.http_probe
      ? { probe_type: probe.probe_type }
      : { probe_type: probe.probe_type, http_probe: probe.http_probe },
  );
export type HostProbe = z.infer<typeof hostProbeSchema>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const PRIVATE_KEY_BLOCK = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]+-----END [A-Z0-9 ]*PRIVATE KEY-----/;

/** Whether the text is base64 of a PEM or OpenSSH private key block (what the host dialog uploads). */
export function isBase64PrivateKey(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) return false;
  try {
    return PRIVATE_KEY_BLOCK.test(atob(compact));
  } catch {
    return false;
  }
}

/** What the host dialog sends on create and on edit (the edit also carries id, status and the other listed fields). */
export const hostBodySchema = z.object({
  name: hostNameSchema,
  provider: z
    .number({ error: 'validation.host.providerRequired' })
    .int({ error: 'validation.host.providerRequired' })
    .min(0, { error: 'validation.host.providerRequired' })
    .max(4, { error: 'validation.host.providerRequired' }),
  label: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(128, { error: 'validation.tooLong' })
    .default(''),
  ip: requiredText(255, 'validation.host.ipRequired').regex(/^[A-Za-z0-9.:_-]+$/, {
    error: 'validation.host.ipFormat',
  }),
  port: wholeNumber('validation.host.portRequired', 'validation.host.portRange', 1, 65535).default(
    HOST_DEFAULT_PORT,
  ),
  is_prod: z.boolean({ error: 'validation.invalidType' }).default(false),
  user_name: requiredText(128, 'validation.host.userNameRequired'),
  /** base64 of the PEM text */
  private_key: requiredText(65536, 'validation.host.privateKeyRequired').refine(isBase64PrivateKey, {
    error: 'validation.host.privateKeyFormat',
  }),
  probe: hostProbeSchema.nullish().transform((probe) => probe ?? { probe_type: 'tcp' as const }),
  project_name: z
    .string({ error: 'validation.invalidType' })
    .max(64, { error: 'validation.tooLong' })
    .optional(),
});
export type HostBody = z.infer<typeof hostBodySchema>;

export const hostSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.number().int(),
  label: z.string(),
  ip: z.string(),
  port: z.number().int(),
  is_prod: z.boolean(),
  user_name: z.string(),
  /** AES-encrypted hex under the caller's browser key (see docs/architecture.md) */
  private_key: z.string(),
  status: z.string(),
  probe: z.object({
    probe_type: z.enum(hostProbeTypes),
    http_probe: z
      .object({
        path: z.string(),
        port: z.number().int(),
        timeout_second: z.number().int(),
        response_success_flag: z.string(),
        http_headers: z.array(z.object({ name: z.string(), value: z.string() })),
      })
      .optional(),
  }),
  project_name: z.string(),
  /** unix seconds */
  create_time: z.number().int(),
  update_time: z.number().int(),
  update_by: z.string(),
});
export type Host = z.infer<typeof hostSchema>;
export const hostListSchema = z.array(hostSchema);
export const hostLabelListSchema = z.array(z.string());

export const hostParamsSchema = z.object({ id: z.string().max(64) });
export const systemHostListQuerySchema = z.object({
  encryptedKey: z
    .string({ error: 'validation.encryptedKey' })
    .min(1, { error: 'validation.encryptedKey' })
    .max(4096),
  keyword: z.string().max(256).optional(),
});
export const projectHostListQuerySchema = systemHostListQuerySchema.extend({
  projectName: requiredText(64, 'validation.project.required'),
});
export const projectHostQuerySchema = z.object({
  projectName: requiredText(64, 'validation.project.required'),
});

/** increment adds hosts whose names are new; patch also overwrites the hosts of the same name */
export const hostImportBodySchema = z.object({
  option: z.enum(['increment', 'patch'], { error: 'validation.host.importOption' }),
  data: z
    .array(hostBodySchema)
    .min(1, { error: 'validation.host.importEmpty' })
    .max(1000, { error: 'validation.tooLong' }),
});
export type HostImportBody = z.infer<typeof hostImportBodySchema>;
