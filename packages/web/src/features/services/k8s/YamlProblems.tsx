import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useYamlCheck } from '../useServices';

/** What the server finds wrong in the YAML as it is typed; an empty answer means valid. */
export function YamlProblems({ yaml }: { yaml: string }) {
  const { t } = useTranslation();
  const check = useYamlCheck(yaml);
  if (yaml.trim() === '' || !check.data) return null;
  if (check.data.length === 0)
    return (
      <Alert data-testid="service-yaml-valid" type="success" showIcon title={t('services.k8s.yamlValid')} />
    );
  return (
    <Alert
      data-testid="service-yaml-problems"
      type="error"
      showIcon
      title={t('services.k8s.yamlProblems', { count: check.data.length })}
      description={
        <List
          size="small"
          dataSource={check.data}
          renderItem={(problem) => (
            <List.Item>
              <Typography.Text>{problem.message}</Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
