import { type TestModule, type ZadigTestSpec, zadigTestSpecSchema } from '@slipway/contracts';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunParamField } from '../../components/RunParamField';
import { TypedJobCard } from '../TypedJobCard';
import { type TypedJobFormProps, useTypedJob } from '../useTypedJob';
import { JobChoices } from './JobChoices';
import { useTestChoices } from './testJob.api';
import { modulesFor } from './testJobSpec';

/** A `zadig-test` job: the project's tests it runs, each with its variables' values for the run. */
export function TestJobForm(props: TypedJobFormProps<ZadigTestSpec>) {
  const { t } = useTranslation();
  // an empty choice is told in the job's own words
  const { spec, change, card } = useTypedJob(props, zadigTestSpecSchema, (draft) =>
    draft.test_modules.length === 0 ? t('workflow.job.testsRequired') : undefined,
  );
  const choices = useTestChoices(props.project);
  const changeModule = (index: number, module: TestModule) =>
    change({ ...spec, test_modules: spec.test_modules.map((old, at) => (at === index ? module : old)) });

  return (
    <TypedJobCard title={t('workflow.job.type.zadig-test')} {...card}>
      <JobChoices
        choices={choices}
        texts={{ loadFailed: t('tests.loadFailed'), empty: t('tests.empty'), label: t('workflow.job.tests') }}
        testIds={{ empty: 'test-job-no-tests', select: 'test-job-tests' }}
        value={spec.test_modules.map((module) => module.name)}
        onChange={(names) =>
          change({ ...spec, test_modules: modulesFor(names, spec.test_modules, choices.data ?? []) })
        }
      >
        {spec.test_modules.map((module, index) => (
          <TestModuleCard
            key={module.name}
            index={index}
            module={module}
            onChange={(next) => changeModule(index, next)}
          />
        ))}
      </JobChoices>
    </TypedJobCard>
  );
}

/** One test of the job: the values its variables take in this workflow. */
function TestModuleCard({
  index,
  module,
  onChange,
}: {
  index: number;
  module: TestModule;
  onChange: (module: TestModule) => void;
}) {
  const { t } = useTranslation();
  const setValue = (at: number, value: string) =>
    onChange({ ...module, key_vals: module.key_vals.map((env, k) => (k === at ? { ...env, value } : env)) });
  return (
    <Card size="small" type="inner" title={module.name} data-testid={`test-job-module-${index}`}>
      {module.key_vals.length === 0 && (
        <Typography.Text type="secondary">{t('workflow.job.noEnvs')}</Typography.Text>
      )}
      {module.key_vals.map((env, k) => (
        <Flex key={env.key} gap={8} align="center" style={{ marginBottom: 8 }}>
          <Typography.Text style={{ minWidth: 160 }}>{env.key}</Typography.Text>
          <div style={{ minWidth: 200 }}>
            <RunParamField
              variable={env}
              testId={`test-job-env-${index}-${k}`}
              value={env.value}
              onChange={(value) => setValue(k, value)}
            />
          </div>
        </Flex>
      ))}
    </Card>
  );
}
