import { SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

export interface SearchableListPageProps<Item> {
  title: string;
  titleLevel: 4 | 5;
  /** `<prefix>-loading`, `-empty` and `-no-match` name the states */
  testIdPrefix: string;
  searchBox: { placeholder: string; testId: string };
  items: readonly Item[];
  /** the items the search text leaves */
  search: (items: readonly Item[], text: string) => Item[];
  /** controls after the search box */
  actions?: ReactNode;
  isPending: boolean;
  empty: { description: string; action?: ReactNode };
  noMatch: string;
  /** shows the items the search leaves, when there are some */
  children: (shown: Item[]) => ReactNode;
}

/** A page listing items with a search box: loading, nothing yet, nothing matching, or the items. */
export function SearchableListPage<Item>({
  title,
  titleLevel,
  testIdPrefix,
  searchBox,
  items,
  search,
  actions,
  isPending,
  empty,
  noMatch,
  children,
}: SearchableListPageProps<Item>) {
  const [text, setText] = useState('');
  const shown = search(items, text);
  let body: ReactNode;
  if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid={`${testIdPrefix}-loading`} size="large" />
      </Flex>
    );
  } else if (items.length === 0) {
    body = (
      <Empty data-testid={`${testIdPrefix}-empty`} description={empty.description}>
        {empty.action}
      </Empty>
    );
  } else if (shown.length === 0) {
    body = <Empty data-testid={`${testIdPrefix}-no-match`} description={noMatch} />;
  } else {
    body = children(shown);
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={titleLevel} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Input
            data-testid={searchBox.testId}
            allowClear
            prefix={<SearchOutlined />}
            placeholder={searchBox.placeholder}
            style={{ width: 260 }}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {actions}
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
