/** Deleting needs the name typed exactly (spec §5); spaces around it do not count. */
export function confirmsDeletion(typed: string, name: string): boolean {
  return typed.trim() === name;
}
