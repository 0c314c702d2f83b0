import { type ZadigScanningSpec, zadigScanningSpecSchema } from '@slipway/contracts';
import { Alert, Empty, Flex, Form, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessageKey } from '../../../../components/form/zodRule';
import { translateMessage } from '../../../../i18n/translateMessage';
import { useScanners } from '../../../scanning/useScanning';
import { checkTypedJob, TypedJobCard, type TypedJobFormProps } from './TypedJobCard';
import { scanningsFor } from './testJobSpec';

/** A `zadig-scanning` job: the project's scanners it runs, each on its own repositories. */
export function ScanJobForm({
  project,
  job,
  nameTaken,
  onChange,
  onSave,
  onClose,
}: TypedJobFormProps<ZadigScanningSpec>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [spec, setSpec] = useState<ZadigScanningSpec>(job.spec);
  const [problem, setProblem] = useState<string>();
  const scanners = useScanners(project);

  const save = async () => {
    setProblem(undefined);
    const checked = await checkTypedJob(form, () => {
      const parsed = zadigScanningSpecSchema.safeParse(spec);
      if (parsed.success) return parsed;
      return {
        success: false,
        problem: translateMessage(issueMessageKey(parsed.error.issues) ?? 'validation.invalidType'),
      };
    });
    if (!checked) return;
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(onSave(checked));
  };

  return (
    <TypedJobCard
      title={t('workflow.job.type.zadig-scanning')}
      form={form}
      name={job.name}
      saved={job.saved}
      nameTaken={nameTaken}
      problem={problem}
      onChange={onChange}
      onSave={() => void save()}
      onClose={onClose}
    >
      {scanners.isError && <Alert type="error" showIcon title={t('scanning.loadFailed')} />}
      {scanners.isPending ? (
        <Spin />
      ) : (scanners.data ?? []).length === 0 ? (
        <Empty data-testid="scan-job-no-scanners" description={t('scanning.empty')} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('workflow.job.scanners')}</Typography.Text>
          <Select
            mode="multiple"
            data-testid="scan-job-scanners"
            value={spec.scannings.map((scan) => scan.name)}
            options={(scanners.data ?? []).map((scanner) => ({ value: scanner.name, label: scanner.name }))}
            onChange={(names: string[]) => {
              setSpec({ scannings: scanningsFor(names, spec.scannings, project) });
              setProblem(undefined);
              onChange();
            }}
          />
        </Flex>
      )}
    </TypedJobCard>
  );
}
