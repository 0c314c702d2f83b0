/** A time as the portal reads it: whole unix seconds. */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
