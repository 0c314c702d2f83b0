import { CheckCircleFilled } from '@ant-design/icons';
import { type ProjectDeployType, projectDeployTypes } from '@slipway/contracts';
import { Card, Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectKinds } from '../projectKinds';

/** The four project kinds of spec §1 as selectable cards (`project-kind-<deployType>`). */
export function KindPicker({
  value,
  onChange,
}: {
  value?: ProjectDeployType;
  onChange?: (kind: ProjectDeployType) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]}>
      {projectDeployTypes.map((kind) => {
        const selected = value === kind;
        return (
          <Col key={kind} xs={24} sm={12}>
            <Card
              hoverable
              size="small"
              role="radio"
              aria-checked={selected}
              data-testid={`project-kind-${kind}`}
              onClick={() => onChange?.(kind)}
              style={{ height: '100%', borderColor: selected ? token.colorPrimary : undefined }}
            >
              <Typography.Text strong>
                {selected && <CheckCircleFilled style={{ color: token.colorPrimary, marginInlineEnd: 8 }} />}
                {t(projectKinds[kind].label)}
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                {t(projectKinds[kind].hint)}
              </Typography.Paragraph>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
