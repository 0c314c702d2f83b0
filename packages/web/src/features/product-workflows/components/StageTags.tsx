import type { ProductStageKey } from '@slipway/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The stages a product workflow enables, as tags. */
export function StageTags({ stages }: { stages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap data-testid="stage-tags">
      {stages.map((stage) => (
        <Tag key={stage} color="blue" style={{ marginInlineEnd: 0 }}>
          {t(`productWorkflow.stage.${stage as ProductStageKey}`)}
        </Tag>
      ))}
    </Flex>
  );
}
