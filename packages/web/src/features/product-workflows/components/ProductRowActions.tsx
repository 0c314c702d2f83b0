import { WorkflowActions } from '../../workflows/components/WorkflowActions';
import { productPaths } from '../productPaths';
import { useDeleteProductWorkflow } from '../useDeleteProductWorkflow';

/** Edit and delete of a product workflow row of the project's list; it runs from its own page. */
export function ProductRowActions({ project, name }: { project: string; name: string }) {
  const remove = useDeleteProductWorkflow(project, name);
  return (
    <WorkflowActions
      project={project}
      name={name}
      editPath={productPaths.edit(project, name)}
      remove={remove}
    />
  );
}
