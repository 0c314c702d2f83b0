import type { FormRule } from 'antd';

/**
 * A rule for one field of the rows of a Form.List: no two rows hold the same value (names of
 * variables and of share storages are unique in a workflow).
 */
export const uniqueInList =
  (list: string, field: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const rows = (getFieldValue(list) as Array<Record<string, unknown> | undefined> | undefined) ?? [];
      const same = rows.filter((row) => row?.[field] === value);
      if (value && same.length > 1) throw new Error(message);
    },
  });
