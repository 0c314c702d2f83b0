import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { revisionsApi } from './revisions.api';

const preStyle = { maxHeight: 360, overflow: 'auto', fontSize: 12, margin: 0 } as const;

/** What changed between two revisions: each service's YAML of both sides, changed ones marked. */
export function RevisionDiffView({
  projectName,
  envName,
  revisions,
}: {
  projectName: string;
  envName: string;
  revisions: [number, number];
}) {
  const { t } = useTranslation();
  const diff = useQuery({
    queryKey: ['environments', projectName, envName, 'revisionDiff', ...revisions],
    queryFn: ({ signal }) => revisionsApi.diff(projectName, envName, revisions, signal),
  });
  if (diff.isPending) return <Spin />;
  if (!diff.data) return <Empty />;
  return (
    <Flex vertical gap={8} data-testid="revision-diff">
      {diff.data.services.map((service) => (
        <Card
          key={service.service_name}
          size="small"
          title={service.service_name}
          extra={
            service.changed ? (
              <Tag color="warning">{t('envs.revisionChanged')}</Tag>
            ) : (
              <Tag>{t('envs.revisionUnchanged')}</Tag>
            )
          }
        >
          {service.changed && (
            <Row gutter={8}>
              {[service.from, service.to].map((side, index) => (
                <Col span={12} key={index === 0 ? 'from' : 'to'}>
                  <Typography.Text type="secondary">
                    {t('envs.revisionNumber', { revision: index === 0 ? diff.data.from : diff.data.to })}
                  </Typography.Text>
                  <pre style={preStyle}>{side?.yaml ?? t('envs.revisionAbsent')}</pre>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      ))}
    </Flex>
  );
}
