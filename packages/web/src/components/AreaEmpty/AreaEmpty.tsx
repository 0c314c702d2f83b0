import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The one empty state for areas without content yet: says so, never shows made-up data. */
export function AreaEmpty({ area }: { area: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="area-empty" style={{ padding: '48px 0' }}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {area}
      </Typography.Title>
      <Empty description={t('empty.area', { area })} />
    </div>
  );
}
