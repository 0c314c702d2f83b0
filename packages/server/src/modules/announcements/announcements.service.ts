import {
  ANNOUNCEMENT_TYPE,
  type Announcement,
  type AnnouncementContent,
  ErrorCode,
  EVERYBODY,
  SERIAL_ID_MAX,
} from '@slipway/contracts';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type {
  AnnouncementFields,
  AnnouncementRow,
  AnnouncementsRepository,
} from './announcements.repository.js';

/** A database failure while saving: the caller sees 'add/edit announcement failed' (spec §8), the log the cause. */
export class AnnouncementSaveError extends AppError {
  constructor(cause: unknown) {
    super(500, ErrorCode.Internal, 'error.announcementFailed');
    this.cause = cause;
  }
}

const SERIAL_ID = /^[1-9]\d{0,9}$/;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const toFields = (content: AnnouncementContent): AnnouncementFields => ({
  title: content.title,
  priority: content.priority,
  startTime: new Date(content.start_time * 1000),
  endTime: new Date(content.end_time * 1000),
  content: content.content,
});

/** An announcement as Zadig keeps it: a notice for everybody, its fields under `content`. */
const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  type: ANNOUNCEMENT_TYPE,
  receiver: EVERYBODY,
  content: {
    title: row.title,
    priority: row.priority,
    content: row.content,
    start_time: toSeconds(row.startTime),
    end_time: toSeconds(row.endTime),
  },
  create_time: toSeconds(row.createdAt),
});

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new AnnouncementSaveError(error);
  }
}

/** Ids that cannot exist are simply not found. */
function existingId(id: number | string): number {
  const value = typeof id === 'number' ? id : SERIAL_ID.test(id) ? Number(id) : 0;
  if (!Number.isInteger(value) || value < 1 || value > SERIAL_ID_MAX)
    throw new NotFoundError('error.announcementNotFound');
  return value;
}

export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(content: AnnouncementContent, createdBy: string): Promise<void> {
    await saving(() => this.announcements.create(toFields(content), createdBy));
  }

  async update(id: number, content: AnnouncementContent): Promise<void> {
    const key = existingId(id);
    const row = await saving(() => this.announcements.update(key, toFields(content)));
    if (!row) throw new NotFoundError('error.announcementNotFound');
  }

  async delete(id: string): Promise<void> {
    if (!(await this.announcements.delete(existingId(id)))) {
      throw new NotFoundError('error.announcementNotFound');
    }
  }

  async all(): Promise<Announcement[]> {
    return (await this.announcements.all()).map(toAnnouncement);
  }

  async active(): Promise<Announcement[]> {
    return (await this.announcements.active(this.now())).map(toAnnouncement);
  }
}
