import { z } from 'zod';
import { codeRepoSchema, codeRepoSources } from '../build/code-repo.schema.js';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';

export const scanningPaths = {
  /** a project's scanners (`?projectName=`), create */
  scanners: '/api/aslan/testing/scanning',
  scanner: '/api/aslan/testing/scanning/:id',
  /** the runs of a scanner (page_num, page_size), start a run */
  tasks: '/api/aslan/testing/scanning/:id/task',
  /** one run: detail, restart (POST), cancel (DELETE) */
  task: '/api/aslan/testing/scanning/:id/task/:taskId',
  taskSse: '/api/aslan/testing/scanning/:id/task/:taskId/sse',
  /** the run's whole log as text, and its live log over SSE */
  taskLog: '/api/aslan/logs/log/scanning/:id/task/:taskId',
  taskLiveLog: '/api/aslan/logs/sse/scanning/:id/task/:taskId',
  /** the run's log by line range (`from`, `count`), and a search over it (`key`, `after`, `limit`) */
  taskLogLines: '/api/aslan/logs/lines/scanning/:id/task/:taskId',
  taskLogSearch: '/api/aslan/logs/search/scanning/:id/task/:taskId',
} as const;

export const SCANNING_NAME_PATTERN = /^[a-z0-9-]+$/;
export const scannerTypes = ['sonarQube', 'other'] as const;
export type ScannerType = (typeof scannerTypes)[number];
export const DEFAULT_SCAN_TIMEOUT_MINUTES = 60;

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const script = z
  .string({ error: 'validation.invalidType' })
  .max(256 * 1024, { error: 'validation.tooLong' })
  .default('');

/** A repository a push or merge request of which starts a scan (bare repo objects, as the portal sends them). */
export const scanHookItemSchema = codeRepoSchema.extend({
  is_regular: z.boolean({ error: 'validation.invalidType' }).default(false),
  events: z.array(text(32)).max(10).default([]),
  match_folders: z.array(text(256)).max(50).default([]),
});

export const scanAdvancedSettingsSchema = z.object({
  timeout: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(1, { error: 'validation.invalidType' })
    .max(7 * 24 * 60, { error: 'validation.invalidType' })
    .default(DEFAULT_SCAN_TIMEOUT_MINUTES),
  cluster_id: text(64).default(''),
  res_req: text(16).default('low'),
  res_req_spec: z
    .object({
      cpu_limit: z.number().int().min(0).max(1_000_000).default(1000),
      memory_limit: z.number().int().min(0).max(10_000_000).default(512),
    })
    .default({ cpu_limit: 1000, memory_limit: 512 }),
  hook_ctl: z
    .object({
      enabled: z.boolean({ error: 'validation.invalidType' }).default(false),
      items: z.array(scanHookItemSchema).max(50).default([]),
    })
    .default({ enabled: false, items: [] }),
});

/** A scanner as the create and edit pages send it (spec §3 "Scanning"); the edit also sends `id`. */
export const scannerBodySchema = z
  .object({
    name: requiredText(64, 'validation.scanning.nameRequired').regex(SCANNING_NAME_PATTERN, {
      error: 'validation.scanning.nameFormat',
    }),
    project_name: text(256).default(''),
    description: text(1024).default(''),
    scanner_type: z.enum(scannerTypes, { error: 'validation.scanning.scannerType' }),
    /** the basic image the scan runs in (container executors) */
    image_id: text(64).default(''),
    sonar_id: text(64).default(''),
    installs: z
      .array(z.object({ name: text(64), version: text(64).default('') }))
      .max(50)
      .default([]),
    repos: z.array(codeRepoSchema).max(20).default([]),
    /** sonar-project.properties of a SonarQube scan */
    parameter: z
      .string()
      .max(64 * 1024, { error: 'validation.tooLong' })
      .default(''),
    pre_script: script,
    check_quality_gate: z.boolean({ error: 'validation.invalidType' }).default(false),
    /** the whole scan of an `other` scanner; its exit code is the result */
    script,
    advanced_settings: scanAdvancedSettingsSchema.default({
      timeout: DEFAULT_SCAN_TIMEOUT_MINUTES,
      cluster_id: '',
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
      hook_ctl: { enabled: false, items: [] },
    }),
  })
  .refine((s) => s.scanner_type !== 'sonarQube' || s.sonar_id !== '', {
    error: 'validation.scanning.sonarRequired',
    path: ['sonar_id'],
  });
export type ScannerBody = z.infer<typeof scannerBodySchema>;

export const scannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_name: z.string(),
  description: z.string(),
  scanner_type: z.string(),
  image_id: z.string(),
  sonar_id: z.string(),
  installs: z.array(z.object({ name: z.string(), version: z.string() })),
  repos: z.array(z.record(z.string(), z.unknown())),
  parameter: z.string(),
  pre_script: z.string(),
  check_quality_gate: z.boolean(),
  script: z.string(),
  advanced_settings: z.object({
    timeout: z.number(),
    cluster_id: z.string(),
    res_req: z.string(),
    res_req_spec: z.object({ cpu_limit: z.number(), memory_limit: z.number() }),
    hook_ctl: z.object({ enabled: z.boolean(), items: z.array(z.record(z.string(), z.unknown())) }),
  }),
  created_by: z.string(),
  updated_by: z.string(),
  update_time: z.number().int(),
});
export type Scanner = z.infer<typeof scannerSchema>;

export const scannerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  scanner_type: z.string(),
  /** run count and mean run time in seconds */
  statistics: z.object({ times_run: z.number().int(), run_time_average: z.number() }),
  update_time: z.number().int(),
});
export const scannerSummaryListSchema = z.array(scannerSummarySchema);

/**
 * One repository of a run, as the run dialog sends it: the branch (and maybe a merge request) or a
 * tag to scan. Jobs of custom workflows name their repositories the same way.
 */
export const scanRunRepoSchema = z
  .object({
    codehost_id: z.number({ error: 'validation.repo.platformRequired' }).int().min(1).max(SERIAL_ID_MAX),
    source: z
      .union([z.enum(codeRepoSources), z.literal('')], { error: 'validation.invalidType' })
      .default(''),
    repo_owner: requiredText(256, 'validation.repo.ownerRequired'),
    repo_name: requiredText(256, 'validation.repo.nameRequired'),
    repo_namespace: text(512).default(''),
    branch: text(256).default(''),
    pr: z.number().int().min(0).max(SERIAL_ID_MAX).nullish(),
    tag: text(256).default(''),
  })
  .refine((r) => r.branch !== '' || r.tag !== '', {
    error: 'validation.scanning.branchOrTag',
    path: ['branch'],
  });
export type ScanRunRepo = z.infer<typeof scanRunRepoSchema>;

/** The run dialog posts a JSON array, one element per repository. */
export const scanRunBodySchema = z.array(scanRunRepoSchema).max(20);

export const scannerQuerySchema = z.object({ projectName: z.string().max(256).optional() });
export const scannerCreateQuerySchema = z.object({
  projectName: requiredText(256, 'validation.project.required'),
});
export const scannerParamsSchema = z.object({ id: z.string().max(64) });
export const scanTaskParamsSchema = z.object({
  id: z.string().max(64),
  taskId: z.coerce.number().int().min(1).max(SERIAL_ID_MAX),
});
export const scanTaskPageQuerySchema = z.object({
  projectName: z.string().max(256).optional(),
  page_num: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export const scanLiveLogQuerySchema = z.object({
  lines: z.coerce.number().int().min(0).max(10_000_000).default(999_999),
});

export const scanTaskRowSchema = z.object({
  scan_id: z.number().int(),
  status: z.string(),
  /** seconds */
  run_time: z.number().int(),
  created_at: z.number().int(),
  creator: z.string(),
});
export const scanTaskListSchema = z.object({
  scan_info: z.object({ editor: z.string(), updated_at: z.number().int() }),
  scan_tasks: z.array(scanTaskRowSchema),
  total_tasks: z.number().int(),
});
export type ScanTaskList = z.infer<typeof scanTaskListSchema>;

export const scanRepoInfoSchema = z.object({
  codehost_id: z.number().int(),
  source: z.string(),
  repo_owner: z.string(),
  repo_name: z.string(),
  repo_namespace: z.string(),
  branch: z.string(),
  tag: z.string(),
  pr: z.number().int(),
  commit_id: z.string(),
  address: z.string(),
});
export const scanTaskDetailSchema = z.object({
  scanner_id: z.string(),
  task_id: z.number().int(),
  status: z.string(),
  creator: z.string(),
  task_revoker: z.string(),
  create_time: z.number().int(),
  end_time: z.number().int(),
  repo_info: z.array(scanRepoInfoSchema),
  /** the analysis on the Sonar server, for SonarQube scans */
  result_link: z.string(),
  error: z.string(),
});
export type ScanTaskDetail = z.infer<typeof scanTaskDetailSchema>;

export const scanRunResponseSchema = z.object({ task_id: z.number().int() });
