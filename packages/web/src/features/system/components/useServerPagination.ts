import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Paging {
  page: number;
  perPage: number;
}

export const firstPage: Paging = { page: 1, perPage: 20 };

/** Table paging for lists the server pages: the page in view, the total and the page size. */
export function useServerPagination(
  paging: Paging,
  total: number | undefined,
  onPaging: (paging: Paging) => void,
): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: paging.page,
    pageSize: paging.perPage,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('system.total', { total: count }),
    onChange: (page, perPage) => onPaging({ page, perPage }),
  };
}
