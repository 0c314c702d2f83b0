import type { WorkflowListItem } from '@slipway/contracts';
import type { Actor } from '../../http/permissions.js';
import type { WorkflowRow } from './workflows.repository.js';

/** A product workflow as the v4 list merges it: when it last changed, and its row. */
export interface ProductListEntry {
  updatedAt: Date;
  item: WorkflowListItem;
}

/** The project's product workflows as list rows; only those named when `names` is given. */
export type ProductListSource = (
  projectName: string,
  actor: Actor,
  names?: readonly string[],
) => Promise<ProductListEntry[]>;

/** A row of the merged list: a custom workflow's stored row or a product workflow's list row. */
export type MergedEntry = { name: string; updatedAt: Date } & (
  | { row: WorkflowRow; item?: undefined }
  | { item: WorkflowListItem; row?: undefined }
);

/** Last changed first, then by name: names are unique across both kinds, so the order is total. */
const newestFirst = (a: MergedEntry, b: MergedEntry) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Custom and product workflows in one order, cut to the asked page (all of them without a size),
 * so that paging neither doubles nor drops a row of either kind.
 */
export function mergedPage(
  custom: readonly WorkflowRow[],
  products: readonly ProductListEntry[],
  page?: { num: number; size: number },
): MergedEntry[] {
  const merged: MergedEntry[] = [
    ...custom.map((row) => ({ name: row.name, updatedAt: row.updatedAt, row })),
    ...products.map(({ updatedAt, item }) => ({ name: item.name, updatedAt, item })),
  ].sort(newestFirst);
  return page ? merged.slice((page.num - 1) * page.size, page.num * page.size) : merged;
}
