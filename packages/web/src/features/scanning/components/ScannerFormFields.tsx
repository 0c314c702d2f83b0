import { scannerBodySchema, scannerTypes } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { translateMessage } from '../../../i18n/translateMessage';
import { sonarApi } from '../../system/sonar/sonar.api';
import {
  ImageField,
  PackagesField,
  ResourceFields,
  TimeoutField,
} from '../../tests/components/EnvironmentFields';
import type { BasicImage } from '../../tests/environment.api';

const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace' };
/** A new scanner starts with the first image offered, as the portal's form does. */
const firstImage = (images: BasicImage[]) => images[0];
const scannerFields = scannerBodySchema.shape;

/** A script box; the form item hands it value and onChange. */
function Script({
  testId,
  ...props
}: {
  testId: string;
  value?: string;
  onChange?: (event: unknown) => void;
}) {
  return (
    <Input.TextArea
      {...props}
      data-testid={testId}
      autoSize={{ minRows: 5, maxRows: 30 }}
      spellCheck={false}
      style={mono}
    />
  );
}

/** The fields of a scanner (spec §3): SonarQube scanners take a server, parameters and a quality gate; others a script. */
export function ScannerFormFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const type = Form.useWatch('scanner_type');
  const sonar = useQuery({
    queryKey: ['sonar', 'picker'],
    queryFn: ({ signal }) => sonarApi.list('', signal),
  });
  const isSonar = type === 'sonarQube';
  return (
    <>
      <Form.Item
        name="name"
        label={t('scanning.name')}
        extra={t('scanning.form.nameHint')}
        rules={[zodRule(scannerFields.name)]}
      >
        <Input data-testid="scanner-name" disabled={editing} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="description" label={t('scanning.description')}>
        <Input.TextArea
          data-testid="scanner-description"
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ maxWidth: 560 }}
        />
      </Form.Item>
      <Form.Item name="scanner_type" label={t('scanning.form.type')}>
        <Radio.Group
          data-testid="scanner-type"
          options={scannerTypes.map((value) => ({ value, label: t(`scanning.type.${value}`) }))}
        />
      </Form.Item>
      <Card size="small" title={t('scanning.form.environment')} style={{ marginBottom: 16 }}>
        <ImageField key={type} name="image_id" imageType={isSonar ? 'sonar' : ''} preselect={firstImage} />
        <PackagesField name="installs" />
        {isSonar && (
          <Form.Item
            name="sonar_id"
            label={t('scanning.form.sonar')}
            rules={[{ required: true, message: translateMessage('validation.scanning.sonarRequired') }]}
          >
            <Select
              data-testid="scanner-sonar"
              style={{ maxWidth: 360 }}
              loading={sonar.isPending}
              notFoundContent={t('scanning.form.noSonar')}
              options={(sonar.data ?? []).map((server) => ({
                value: server.id,
                label: server.server_address,
              }))}
            />
          </Form.Item>
        )}
      </Card>
      <Card size="small" title={t('scanning.form.repos')} style={{ marginBottom: 16 }}>
        <Form.Item name="repos" rules={[repoListRule]} style={{ marginBottom: 0 }}>
          <RepoSelect testId="scanner-repos" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('scanning.form.scan')} style={{ marginBottom: 16 }}>
        {isSonar ? (
          <>
            <Form.Item name="parameter" label={t('scanning.form.parameter')}>
              <Script testId="scanner-parameter" />
            </Form.Item>
            <Form.Item name="pre_script" label={t('scanning.form.preScript')}>
              <Script testId="scanner-pre-script" />
            </Form.Item>
            <Form.Item
              name="check_quality_gate"
              label={t('scanning.form.qualityGate')}
              valuePropName="checked"
            >
              <Switch data-testid="scanner-quality-gate" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="script" label={t('scanning.form.script')} extra={t('scanning.form.scriptHint')}>
            <Script testId="scanner-script" />
          </Form.Item>
        )}
      </Card>
      <Card size="small" title={t('scanning.form.advanced')} style={{ marginBottom: 16 }}>
        <Flex gap={24} wrap>
          <TimeoutField
            name={['advanced_settings', 'timeout']}
            label={t('scanning.form.timeout')}
            testId="scanner-timeout"
          />
        </Flex>
        <ResourceFields base={['advanced_settings']} />
        <Form.Item
          name={['advanced_settings', 'hook_ctl', 'enabled']}
          label={t('scanning.form.hooks')}
          valuePropName="checked"
        >
          <Switch data-testid="scanner-hooks" />
        </Form.Item>
      </Card>
    </>
  );
}
