import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productWorkflows, workflows } from '../../db/schema.js';
import { commonWorkflows } from '../../db/schema-common-workflows.js';

export type WorkflowKind = 'custom' | 'product' | 'common';

const nameColumns = {
  custom: workflows.name,
  product: productWorkflows.name,
  common: commonWorkflows.name,
} as const;

const tables = { custom: workflows, product: productWorkflows, common: commonWorkflows } as const;

/**
 * Whether a workflow of another kind than `kind` has this name. Names are unique across custom,
 * product and common workflows: logs and permissions find a workflow by its name alone.
 */
export async function nameTakenByOtherKind(db: Db, kind: WorkflowKind, name: string): Promise<boolean> {
  for (const other of Object.keys(tables) as WorkflowKind[]) {
    if (other === kind) continue;
    const [row] = await db
      .select({ name: nameColumns[other] })
      .from(tables[other])
      .where(eq(nameColumns[other], name))
      .limit(1);
    if (row) return true;
  }
  return false;
}
