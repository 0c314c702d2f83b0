/** Whether a write failed on a unique index (PostgreSQL 23505), directly or wrapped by the driver. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
