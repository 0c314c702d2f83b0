import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../components/StepIndicator/StepIndicator';
import { type LaterStep, stepOrder } from './onboardingSteps';

/** The wizard frame of the later steps: the four-step indicator, the step's content, its buttons. */
export function OnboardingLayout({
  step,
  children,
  actions,
}: {
  step: LaterStep;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const items = [
    { key: 'info', title: t('projects.wizard.info') },
    { key: 'services', title: t('projects.wizard.services') },
    { key: 'environments', title: t('projects.wizard.environments') },
    { key: 'delivery', title: t('projects.wizard.delivery') },
  ];
  return (
    <Card title={t('title.projectCreate')}>
      <Flex vertical gap={24}>
        <StepIndicator items={items} active={stepOrder.indexOf(step) + 1} />
        {children}
        <Flex gap={8} justify="flex-end">
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
