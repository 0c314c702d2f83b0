/**
 * The project's workflow list mixes custom and product workflows (portal shapes §5.0): custom ones are
 * `common_workflow` (and release workflows `release`); any other type is a product workflow.
 */
export function isProductWorkflowRow(row: { workflow_type: string }): boolean {
  return row.workflow_type !== 'common_workflow' && row.workflow_type !== 'release';
}

/** The list row's favourite flag, which only product rows carry. */
export function isFavoriteRow(row: object): boolean {
  return (row as { isFavorite?: unknown }).isFavorite === true;
}
