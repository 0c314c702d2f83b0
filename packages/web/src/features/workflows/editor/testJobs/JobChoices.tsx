import { Alert, Empty, Flex, Select, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

interface JobChoicesProps {
  /** the project's tests or scanners the job may run */
  choices: { isError: boolean; isPending: boolean; data?: ReadonlyArray<{ name: string }> | undefined };
  texts: { loadFailed: string; empty: string; label: string };
  testIds: { empty: string; select: string };
  value: string[];
  onChange: (names: string[]) => void;
  /** what is set per chosen item, under the picker */
  children?: ReactNode;
}

/** The picker of a test or scanning job: loading, failure and empty states, then the chosen names. */
export function JobChoices({ choices, texts, testIds, value, onChange, children }: JobChoicesProps) {
  const options = (choices.data ?? []).map((choice) => ({ value: choice.name, label: choice.name }));
  return (
    <>
      {choices.isError && <Alert type="error" showIcon title={texts.loadFailed} />}
      {choices.isPending ? (
        <Spin />
      ) : options.length === 0 ? (
        <Empty data-testid={testIds.empty} description={texts.empty} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text strong>{texts.label}</Typography.Text>
          <Select
            mode="multiple"
            data-testid={testIds.select}
            value={value}
            options={options}
            onChange={onChange}
          />
          {children}
        </Flex>
      )}
    </>
  );
}
