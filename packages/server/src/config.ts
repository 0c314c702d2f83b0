import path from 'node:path';
import { z } from 'zod';
import { parseMasterKey } from './lib/crypto/aes.js';
import { isTimeZone } from './lib/schedule/zoned-time.js';

const isMasterKey = (text: string) => {
  try {
    parseMasterKey(text);
    return true;
  } catch {
    return false;
  }
};

/** The only place that reads the environment; everything else receives a Config. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SECRET_KEY: z.string().min(16, 'SECRET_KEY must be at least 16 characters').optional(),
  MASTER_KEY: z
    .string()
    .refine(isMasterKey, 'MASTER_KEY must be 32 bytes written as base64 or as 64 hex digits')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Slipway <noreply@slipway.local>'),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_LOG_LIMIT_MB: z.coerce.number().int().min(1).max(100_000).default(100),
  LOG_ARCHIVE: z.enum(['keep', 'move']).default('keep'),
  JOB_MAX_PROCESSES: z.coerce.number().int().min(16).max(1_000_000).default(1024),
  JOB_MAX_OPEN_FILES: z.coerce.number().int().min(64).max(1_000_000).default(4096),
  BWRAP_PATH: z.string().default('bwrap'),
  PROXY_TEST_URL: z.url().default('https://github.com/'),
  SCHEDULE_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'SCHEDULE_TIMEZONE must be an IANA time zone such as Asia/Shanghai')
    .optional(),
  SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  TASK_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(30_000),
  REPLICA_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional(),
  WEBHOOK_SECRET: z.string().max(256).default(''),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string | undefined;
  /** seals stored credentials; else generated into DATA_DIR/master.key */
  masterKey: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  publicUrl: string | undefined;
  logLevel: string;
  /** How long a mailed password reset link stays valid. */
  resetTtlMs: number;
  /** Sign-in attempts allowed per client and account within one minute. */
  loginAttemptsPerMinute: number;
  tokenTtlSeconds: number;
  /** How long a "minute" of job and approval timeouts lasts; tests shorten it. */
  minuteMs: number;
  /** The most one job run writes to its log; the rest is cut. */
  jobLogLimitBytes: number;
  /** whether a job's log file stays on local disk after its upload to object storage */
  logArchive: 'keep' | 'move';
  jobMaxProcesses: number;
  jobMaxOpenFiles: number;
  /** bubblewrap, the job sandbox; a path that does not exist means jobs have no sandbox */
  bwrapPath: string;
  /** what the proxy connection test reaches through the configured proxy */
  proxyTestUrl: string;
  /** the zone whose wall clock timing and crontab schedules follow */
  scheduleTimeZone: string;
  /** how often the scheduler looks for due schedules */
  schedulePollMs: number;
  /** how long a replica's claim on the tasks it runs holds without renewal (docs/architecture.md "Replicas") */
  taskLeaseMs: number;
  /** this replica's name; by default one kept in DATA_DIR/replica-id */
  replicaId: string | undefined;
  /**
   * the secret git hosts sign (or send as token) the deliveries of product workflow and test
   * triggers with, which have none of their own; '' accepts only unsigned deliveries
   */
  webhookSecret: string;
  /** where GitHub and Gitee answer, when not at their public addresses (a mirror, or a test's stand-in) */
  hostedEndpoints?: { github: { web: string; api: string }; gitee: { web: string; api: string } };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    secretKey: e.SECRET_KEY,
    masterKey: e.MASTER_KEY || undefined,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    resetTtlMs: 10 * 60 * 1000,
    loginAttemptsPerMinute: 10,
    tokenTtlSeconds: 24 * 60 * 60,
    minuteMs: 60_000,
    jobLogLimitBytes: e.JOB_LOG_LIMIT_MB * 1024 * 1024,
    logArchive: e.LOG_ARCHIVE,
    jobMaxProcesses: e.JOB_MAX_PROCESSES,
    jobMaxOpenFiles: e.JOB_MAX_OPEN_FILES,
    bwrapPath: e.BWRAP_PATH,
    proxyTestUrl: e.PROXY_TEST_URL,
    scheduleTimeZone: e.SCHEDULE_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    schedulePollMs: e.SCHEDULE_POLL_MS,
    taskLeaseMs: e.TASK_LEASE_MS,
    replicaId: e.REPLICA_ID,
    webhookSecret: e.WEBHOOK_SECRET,
  };
}
