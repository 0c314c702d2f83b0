import type { EditorIssue } from '../editor/productRules';
import type { ProductWorkflow } from '../productWorkflow.types';

/** Every sidebar section edits a part of the one workflow object and shows the issues on it. */
export interface SectionProps {
  workflow: ProductWorkflow;
  onChange: (next: ProductWorkflow) => void;
  issues: readonly EditorIssue[];
}
