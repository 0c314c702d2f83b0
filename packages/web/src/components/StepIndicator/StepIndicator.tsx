import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { type StepStatus, stepStatuses } from './stepStatuses';

export interface StepItem {
  key: string;
  title: ReactNode;
  content?: ReactNode;
  /** set to mark an error, or to hold a step that cannot be entered yet */
  status?: StepStatus;
  disabled?: boolean;
}

/** The shared step indicator (spec §4); each step carries `data-testid="step-<key>"` and its status. */
export function StepIndicator({ items, active }: { items: readonly StepItem[]; active: number }) {
  const statuses = stepStatuses(
    active,
    items.map((item) => item.status),
  );
  return (
    <Steps
      data-testid="step-indicator"
      current={active}
      items={items.map((item, index) => ({
        key: item.key,
        title: (
          <span data-testid={`step-${item.key}`} data-status={statuses[index]}>
            {item.title}
          </span>
        ),
        content: item.content,
        status: statuses[index],
        disabled: item.disabled,
      }))}
    />
  );
}
