import { LABEL_PREFIX } from './job-manifest.js';

/**
 * Written on a Job when its server stops and leaves it running: until when its pod's log was
 * copied into the job's log (the server's clock, RFC 3339), or '' when no log was copied yet. A
 * restarted server re-attaching to the Job continues the copy from there; a finished Job without it
 * ended while its server followed it, so its log is whole already.
 */
export const LOG_COPIED_ANNOTATION = `${LABEL_PREFIX}/log-copied-until`;

/** How far before the recorded time a resumed copy starts (clock skew, and the API's whole seconds). */
const OVERLAP_MS = 3000;

/**
 * The `sinceTime` a re-attached log follow asks for, or undefined for the whole log.
 *
 * The API keeps one timestamp per line (the node's clock) and answers the lines stamped at or after
 * `sinceTime`, read in whole seconds. Starting a few seconds before the copy stopped means lines of
 * those last seconds appear twice in the job's log, rather than some going missing; a node clock more
 * than that behind or ahead of the server's repeats or loses the lines of the difference. A Job
 * without the record (its server ended without detaching, e.g. killed) is read from a few seconds
 * before `resumeSince`: what its pod wrote between that end and then is not copied.
 */
export function logSinceTime(copiedUntil: string | undefined, resumeSince: Date): string | undefined {
  if (copiedUntil === '') return undefined;
  const from = copiedUntil === undefined ? resumeSince.getTime() : Date.parse(copiedUntil);
  if (Number.isNaN(from)) return undefined;
  return `${new Date(Math.floor((from - OVERLAP_MS) / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** The merge patch recording (or, with null, forgetting) how far the log was copied. */
export function copiedPatch(copiedUntil: string | null) {
  return { metadata: { annotations: { [LOG_COPIED_ANNOTATION]: copiedUntil } } };
}
