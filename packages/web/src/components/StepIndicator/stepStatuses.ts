export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/**
 * The statuses of spec §4: steps before the active one are finished, the active one is in process,
 * later ones wait. A status given explicitly (for example an error) wins, and a step right after
 * an errored step never enters process: it waits.
 */
export function stepStatuses(active: number, given: readonly (StepStatus | undefined)[]): StepStatus[] {
  const statuses: StepStatus[] = [];
  given.forEach((explicit, index) => {
    const previous = statuses[index - 1];
    if (explicit) statuses.push(explicit);
    else if (index < active) statuses.push('finish');
    else if (index === active && previous !== 'error') statuses.push('process');
    else statuses.push('wait');
  });
  return statuses;
}
