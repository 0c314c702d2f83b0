import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const announcementPriorities = ['high', 'medium', 'low'] as const;

/** Title, priority, start and end time (unix seconds), content: all required (spec §5). */
export const announcementBodySchema = z
  .object({
    title: requiredText(128, 'validation.announcement.titleRequired'),
    priority: z.enum(announcementPriorities, { error: 'validation.announcement.priorityRequired' }),
    start_time: z.number({ error: 'validation.announcement.startRequired' }).int().min(0),
    end_time: z.number({ error: 'validation.announcement.endRequired' }).int().min(0),
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
