import {
  type Announcement,
  type AnnouncementBody,
  type AnnouncementList,
  ErrorCode,
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

const toFields = (body: AnnouncementBody): AnnouncementFields => ({
  title: body.title,
  priority: body.priority,
  startTime: new Date(body.start_time * 1000),
  endTime: new Date(body.end_time * 1000),
  content: body.content,
});

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  priority: row.priority as Announcement['priority'],
  start_time: toSeconds(row.startTime),
  end_time: toSeconds(row.endTime),
  content: row.content,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new AnnouncementSaveError(error);
  }
}

export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The numeric id named by a URL, or 404: ids that cannot exist are simply not found. */
  private idOf(id: string): number {
    const value = SERIAL_ID.test(id) ? Number(id) : 0;
    if (value < 1 || value > SERIAL_ID_MAX) throw new NotFoundError('error.announcementNotFound');
    return value;
  }

  async create(body: AnnouncementBody, createdBy: string): Promise<Announcement> {
    return toAnnouncement(await saving(() => this.announcements.create(toFields(body), createdBy)));
  }

  async update(id: string, body: AnnouncementBody): Promise<Announcement> {
    const key = this.idOf(id);
    const row = await saving(() => this.announcements.update(key, toFields(body)));
    if (!row) throw new NotFoundError('error.announcementNotFound');
    return toAnnouncement(row);
  }

  async delete(id: string): Promise<void> {
    if (!(await this.announcements.delete(this.idOf(id)))) {
      throw new NotFoundError('error.announcementNotFound');
    }
  }

  async list(page: number, perPage: number): Promise<AnnouncementList> {
    const { rows, total } = await this.announcements.list(page, perPage);
    return { announcements: rows.map(toAnnouncement), total };
  }

  async active(): Promise<Announcement[]> {
    return (await this.announcements.active(this.now())).map(toAnnouncement);
  }
}
