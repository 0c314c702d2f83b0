import type { WorkflowListItem } from '@slipway/contracts';

/** Workflows whose name, display name or description holds the text, ignoring case. */
export function searchWorkflows(workflows: readonly WorkflowListItem[], text: string): WorkflowListItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...workflows];
  return workflows.filter((workflow) =>
    [workflow.name, workflow.display_name, workflow.description].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
