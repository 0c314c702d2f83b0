/** Groups of services started one after another; services of a group start together. */
export type StartOrder = string[][];

/**
 * Moves a service one group earlier (-1) or later (+1). Past the first or last group it gets a group
 * of its own, and groups left empty disappear, so every order can be reached by single moves.
 */
export function moveService(groups: StartOrder, name: string, step: -1 | 1): StartOrder {
  const from = groups.findIndex((group) => group.includes(name));
  if (from < 0) return groups;
  const next = groups.map((group) => group.filter((member) => member !== name));
  const to = from + step;
  if (to < 0) next.unshift([name]);
  else if (to >= next.length) next.push([name]);
  else next[to] = [...(next[to] ?? []), name];
  return next.filter((group) => group.length > 0);
}
