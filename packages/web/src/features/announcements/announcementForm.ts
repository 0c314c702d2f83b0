import {
  type Announcement,
  type AnnouncementContent,
  type AnnouncementPriority,
  announcementContentSchema,
  announcementPriorities,
} from '@slipway/contracts';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { issueMessageKey } from '../../components/form/zodRule';
import { translateMessage } from '../../i18n/translateMessage';

/** The announcement form as antd holds it: the time window is one range picker. */
export interface AnnouncementFormValues {
  title?: string;
  priority?: AnnouncementPriority;
  time?: [Dayjs | null, Dayjs | null] | null;
  content?: string;
}

/** The content the form stands for (times in unix seconds); missing values stay missing. */
export function toAnnouncementContent(values: AnnouncementFormValues): Partial<AnnouncementContent> {
  const [start, end] = values.time ?? [];
  return {
    title: values.title,
    priority: values.priority,
    start_time: start?.unix(),
    end_time: end?.unix(),
    content: values.content,
  };
}

export function toFormValues(announcement: Announcement): AnnouncementFormValues {
  const { content } = announcement;
  return {
    title: content.title,
    priority: content.priority as AnnouncementPriority,
    time: [dayjs.unix(content.start_time), dayjs.unix(content.end_time)],
    content: content.content,
  };
}

const timeFields: ReadonlySet<PropertyKey> = new Set(['start_time', 'end_time']);

/**
 * Stand-ins for the other fields: zod checks 'end after start' only once every field has the right
 * type, and the time message must not wait until the rest of the form is filled in.
 */
const otherFields = { title: '-', priority: announcementPriorities[0], content: '-' };

/**
 * The message key for the time window (both times required, end after start), from the schema
 * the server checks with; the rule spans two fields, so it is checked on a whole content.
 */
export function timeWindowError(values: AnnouncementFormValues): string | undefined {
  const { start_time, end_time } = toAnnouncementContent(values);
  const result = announcementContentSchema.safeParse({ ...otherFields, start_time, end_time });
  if (result.success) return undefined;
  const issues = result.error.issues.filter((issue) => timeFields.has(issue.path[0] ?? ''));
  if (issues.length === 0) return undefined;
  return issueMessageKey(issues) ?? 'validation.invalidType';
}

export const timeWindowRule: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    const key = timeWindowError(getFieldsValue(true));
    if (key) throw new Error(translateMessage(key));
  },
});
