import { type ZadigScanningSpec, zadigScanningSpecSchema } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { useScanners } from '../../../scanning/useScanning';
import { TypedJobCard } from '../TypedJobCard';
import { type TypedJobFormProps, useTypedJob } from '../useTypedJob';
import { JobChoices } from './JobChoices';
import { scanningsFor } from './testJobSpec';

/** A `zadig-scanning` job: the project's scanners it runs, each on its own repositories. */
export function ScanJobForm(props: TypedJobFormProps<ZadigScanningSpec>) {
  const { t } = useTranslation();
  const { spec, change, card } = useTypedJob(props, zadigScanningSpecSchema);
  const scanners = useScanners(props.project);
  return (
    <TypedJobCard title={t('workflow.job.type.zadig-scanning')} {...card}>
      <JobChoices
        choices={scanners}
        texts={{
          loadFailed: t('scanning.loadFailed'),
          empty: t('scanning.empty'),
          label: t('workflow.job.scanners'),
        }}
        testIds={{ empty: 'scan-job-no-scanners', select: 'scan-job-scanners' }}
        value={spec.scannings.map((scan) => scan.name)}
        onChange={(names) => change({ scannings: scanningsFor(names, spec.scannings, props.project) })}
      />
    </TypedJobCard>
  );
}
