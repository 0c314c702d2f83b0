/** Seconds from `start` to `end`, or to `now` while it runs; 0 before it starts (all unix seconds). */
export function elapsedSeconds(start: number, end: number, now: number): number {
  if (!start) return 0;
  return Math.max(0, (end || now) - start);
}

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
