import { ArrowRightOutlined } from '@ant-design/icons';
import type { StageTask } from '@slipway/contracts';
import { Flex } from 'antd';
import { Fragment } from 'react';
import { StageColumn, type StageColumnProps } from './StageColumn';

/** The stages of a task left to right, arrows between them, each with its jobs. */
export function StageGraph({
  stages,
  ...column
}: { stages: StageTask[] } & Omit<StageColumnProps, 'stage' | 'onDecide'> & {
    onDecide: (stage: string, approve: boolean, comment: string) => Promise<unknown>;
  }) {
  return (
    <Flex gap={12} align="start" style={{ overflowX: 'auto', paddingBottom: 8 }} data-testid="task-graph">
      {stages.map((stage, index) => (
        <Fragment key={stage.name}>
          {index > 0 && <ArrowRightOutlined style={{ alignSelf: 'center', color: '#999' }} />}
          <StageColumn
            {...column}
            stage={stage}
            onDecide={(approve, comment) => column.onDecide(stage.name, approve, comment)}
          />
        </Fragment>
      ))}
    </Flex>
  );
}
