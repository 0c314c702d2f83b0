import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TranslationKey, tKey } from '../../../i18n/tKey';

interface DashboardCard {
  testId: string;
  title: TranslationKey;
  empty: TranslationKey;
}

/** Spec §2: my workflow, my environment, running workflow. Their data arrives with workflows and environments. */
const cards: readonly DashboardCard[] = [
  {
    testId: 'dashboard-my-workflow',
    title: tKey('dashboard.myWorkflow'),
    empty: tKey('dashboard.myWorkflow.empty'),
  },
  {
    testId: 'dashboard-my-environment',
    title: tKey('dashboard.myEnvironment'),
    empty: tKey('dashboard.myEnvironment.empty'),
  },
  {
    testId: 'dashboard-running-workflow',
    title: tKey('dashboard.runningWorkflow'),
    empty: tKey('dashboard.runningWorkflow.empty'),
  },
];

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 24]}>
      {cards.map((card) => (
        <Col key={card.testId} xs={24} xl={8}>
          <Card data-testid={card.testId} title={t(card.title)}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(card.empty)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
