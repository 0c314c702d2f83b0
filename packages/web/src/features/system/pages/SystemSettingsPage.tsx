import { Flex } from 'antd';
import { ConcurrencyCard } from '../settings/components/ConcurrencyCard';
import { JobExecutorCard } from '../settings/components/JobExecutorCard';

/** /v1/system: the settings of the whole server — how jobs are executed and how many run at once. */
export function SystemSettingsPage() {
  return (
    <Flex vertical gap={16}>
      <JobExecutorCard />
      <ConcurrencyCard />
    </Flex>
  );
}
