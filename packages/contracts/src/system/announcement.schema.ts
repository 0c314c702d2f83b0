import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const announcementPriorities = ['high', 'medium', 'low'] as const;

/** 9999-12-31T23:59:59Z: later times are typing mistakes, and beyond what dates can hold. */
export const ANNOUNCEMENT_MAX_TIME = 253_402_300_799;

const unixSeconds = (requiredKey: string) =>
  z
    .number({ error: requiredKey })
    .int({ error: 'validation.time.invalid' })
    .min(0, { error: 'validation.time.invalid' })
    .max(ANNOUNCEMENT_MAX_TIME, { error: 'validation.time.invalid' });

/** Title, priority, start and end time (unix seconds), content: all required (spec §5). */
export const announcementBodySchema = z
  .object({
    title: requiredText(128, 'validation.announcement.titleRequired'),
    priority: z.enum(announcementPriorities, { error: 'validation.announcement.priorityRequired' }),
    start_time: unixSeconds('validation.announcement.startRequired'),
    end_time: unixSeconds('validation.announcement.endRequired'),
    content: requiredText(10_000, 'validation.announcement.contentRequired'),
  })
  .refine((a) => a.start_time < a.end_time, {
    error: 'validation.announcement.endAfterStart',
    path: ['end_time'],
  });
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: z.enum(announcementPriorities),
  start_time: z.number().int(),
  end_time: z.number().int(),
  content: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementIdParamsSchema = z.object({ id: z.string().max(32) });

export const announcementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
});
export const announcementListSchema = z.object({
  announcements: z.array(announcementSchema),
  total: z.number().int(),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;
