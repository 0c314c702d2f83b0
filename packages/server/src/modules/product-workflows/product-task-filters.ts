import type { ProductTaskListQuery } from '@slipway/contracts';
import type { TaskRow } from '../../engine/task-repository.js';
import { runArgsOf } from './product-task-view.js';

type QueryType = ProductTaskListQuery['queryType'];

/** The services a run built or deployed. */
const servicesOf = (row: TaskRow) => runArgsOf(row).targets.map((target) => target.service_name);

/** The authors of the commits a run built; runs record branches, not commit authors, so none yet. */
const committersOf = (_row: TaskRow): string[] => [];

function valuesOf(row: TaskRow, queryType: QueryType): string[] {
  switch (queryType) {
    case 'creator':
      return [row.creator];
    case 'taskStatus':
      return [row.status];
    case 'serviceName':
      return servicesOf(row);
    case 'committer':
      return committersOf(row);
    case '':
      return [];
  }
}

/** Whether a run has one of the `values` of `queryType` (the task list's filters). */
export const productTaskMatches = (row: TaskRow, queryType: QueryType, values: string[]) =>
  valuesOf(row, queryType).some((value) => values.includes(value));

/** The distinct values the runs have for `queryType`, sorted (the filter's choices). */
export const productTaskFilterValues = (rows: TaskRow[], queryType: QueryType): string[] =>
  [...new Set(rows.flatMap((row) => valuesOf(row, queryType)).filter(Boolean))].sort();
