import { Empty, Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';

interface AdminTableProps<T> extends Omit<TableProps<T>, 'onRow' | 'locale'> {
  testId: string;
  /** The stable test id of each row, e.g. `user-row-<account>`. */
  rowTestId: (row: T) => string;
  /** What the empty state says. */
  emptyText: string;
  onRowClick?: (row: T) => void;
}

/** A list of an admin screen: test ids on the table and its rows, and an empty state that says what is missing. */
export function AdminTable<T extends object>({
  testId,
  rowTestId,
  emptyText,
  onRowClick,
  ...props
}: AdminTableProps<T>) {
  return (
    <Table<T>
      data-testid={testId}
      {...props}
      onRow={(row) =>
        ({
          'data-testid': rowTestId(row),
          onClick: onRowClick ? () => onRowClick(row) : undefined,
          style: onRowClick ? { cursor: 'pointer' } : undefined,
        }) as HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
