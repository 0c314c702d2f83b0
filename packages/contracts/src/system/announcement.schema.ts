import { z } from 'zod';
import { requiredText } from '../common/fields.js';

export const announcementPath = '/api/aslan/system/announcement';

/** 1 high, 2 medium, 3 low, as the portal sends them. */
export const announcementPriorities = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof announcementPriorities)[number];

/** An announcement is a notice of this type, for every user (`receiver: "*"`). */
export const ANNOUNCEMENT_TYPE = 1;
export const EVERYBODY = '*';

/** 9999-12-31T23:59:59Z: later times are typing mistakes, and beyond what dates can hold. */
export const ANNOUNCEMENT_MAX_TIME = 253_402_300_799;

const unixSeconds = (requiredKey: string) =>
  z
    .number({ error: requiredKey })
    .int({ error: 'validation.time.invalid' })
    .min(0, { error: 'validation.time.invalid' })
    .max(ANNOUNCEMENT_MAX_TIME, { error: 'validation.time.invalid' });

/** Title, priority, start and end time (unix seconds), content: all required (spec §5). */
export const announcementContentSchema = z
  .object({
    title: requiredText(128, 'validation.announcement.titleRequired'),
    priority: z.literal(announcementPriorities, { error: 'validation.announcement.priorityRequired' }),
    start_time: unixSeconds('validation.announcement.startRequired'),
    end_time: unixSeconds('validation.announcement.endRequired'),
    content: requiredText(10_000, 'validation.announcement.contentRequired'),
  })
  .refine((a) => a.start_time < a.end_time, {
    error: 'validation.announcement.endAfterStart',
    path: ['end_time'],
  });
export type AnnouncementContent = z.infer<typeof announcementContentSchema>;

/** What the portal sends to create one: the fields nested under `content`. */
export const announcementBodySchema = z.object({
  content: announcementContentSchema,
  receiver: z.string().max(64).optional().describe('always "*": every user'),
  type: z.number().int().optional().describe(`always ${ANNOUNCEMENT_TYPE}: an announcement`),
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

/** What the portal sends to change one: the whole row as listed, its content edited. */
export const announcementUpdateSchema = announcementBodySchema.extend({
  id: z.number({ error: 'validation.invalidType' }).int(),
});
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.literal(ANNOUNCEMENT_TYPE),
  receiver: z.literal(EVERYBODY),
  content: z.object({
    title: z.string(),
    priority: z.number().int(),
    content: z.string(),
    start_time: z.number().int(),
    end_time: z.number().int(),
  }),
  create_time: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementIdParamsSchema = z.object({ id: z.string().max(32) });
export const announcementListSchema = z.array(announcementSchema);
