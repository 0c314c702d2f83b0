import { type ZadigScanningSpec, zadigScanningSpecSchema } from '@slipway/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessageKey } from '../../../../components/form/zodRule';
import { translateMessage } from '../../../../i18n/translateMessage';
import { useScanners } from '../../../scanning/useScanning';
import { JobChoices } from './JobChoices';
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
      <JobChoices
        choices={scanners}
        texts={{
          loadFailed: t('scanning.loadFailed'),
          empty: t('scanning.empty'),
          label: t('workflow.job.scanners'),
        }}
        testIds={{ empty: 'scan-job-no-scanners', select: 'scan-job-scanners' }}
        value={spec.scannings.map((scan) => scan.name)}
        onChange={(names) => {
          setSpec({ scannings: scanningsFor(names, spec.scannings, project) });
          setProblem(undefined);
          onChange();
        }}
      />
    </TypedJobCard>
  );
}
