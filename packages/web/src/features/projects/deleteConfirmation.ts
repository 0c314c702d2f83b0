/** Deleting a project needs its identifier typed exactly (spec §5); spaces around it do not count. */
export function confirmsDeletion(typed: string, projectName: string): boolean {
  return typed.trim() === projectName;
}
