import { SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface SearchableListPageProps {
  title: string;
  titleLevel: 4 | 5;
  /** `<prefix>-loading`, `-empty` and `-no-match` name the states */
  testIdPrefix: string;
  search: { value: string; onChange: (value: string) => void; placeholder: string; testId: string };
  /** controls after the search box */
  actions?: ReactNode;
  isPending: boolean;
  /** how many items there are, and how many the search leaves */
  total: number;
  shown: number;
  empty: { description: string; action?: ReactNode };
  noMatch: string;
  /** the items the search leaves; shown only when there are some */
  children: ReactNode;
}

/** A page listing items with a search box: loading, nothing yet, nothing matching, or the items. */
export function SearchableListPage({
  title,
  titleLevel,
  testIdPrefix,
  search,
  actions,
  isPending,
  total,
  shown,
  empty,
  noMatch,
  children,
}: SearchableListPageProps) {
  let body: ReactNode;
  if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid={`${testIdPrefix}-loading`} size="large" />
      </Flex>
    );
  } else if (total === 0) {
    body = (
      <Empty data-testid={`${testIdPrefix}-empty`} description={empty.description}>
        {empty.action}
      </Empty>
    );
  } else if (shown === 0) {
    body = <Empty data-testid={`${testIdPrefix}-no-match`} description={noMatch} />;
  } else {
    body = children;
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={titleLevel} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Input
            data-testid={search.testId}
            allowClear
            prefix={<SearchOutlined />}
            placeholder={search.placeholder}
            style={{ width: 260 }}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
          {actions}
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
