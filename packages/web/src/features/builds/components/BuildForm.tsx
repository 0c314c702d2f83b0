import type { Build, BuildTarget } from '@slipway/contracts';
import { Alert, Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { translateMessage } from '../../../i18n/translateMessage';
import { type BuildFormValues, buildToValues, checkBuild, newBuildValues, valuesToBody } from '../buildForm';
import type { BasicImage, InstallPackage, ObjectStorage, ProjectRegistry } from '../builds.api';
import { useSaveBuild } from '../useBuilds';
import { BuildEnvFields } from './BuildEnvFields';
import { BuildVariables } from './BuildVariables';
import { JenkinsBuildFields } from './JenkinsBuildFields';
import { OutputFields } from './OutputFields';
import { PostBuildFields } from './PostBuildFields';
import { ScriptEditor } from './ScriptEditor';

export interface BuildChoices {
  targets: readonly BuildTarget[];
  images: readonly BasicImage[];
  installs: readonly InstallPackage[];
  registries: readonly ProjectRegistry[];
  storages: readonly ObjectStorage[];
  jenkinsExists: boolean;
}

export interface BuildFormProps {
  project: string;
  editing: Build | undefined;
  choices: BuildChoices;
  onDone: () => void;
  onCancel: () => void;
}

/** Every field of a build (portal shapes §2), checked by the contracts' rules before it is sent. */
export function BuildForm({ project, editing, choices, onDone, onCancel }: BuildFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BuildFormValues>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveBuild(project, Boolean(editing), onDone);
  const source: BuildFormValues['source'] = Form.useWatch('source', form) ?? editing?.source ?? 'zadig';
  const initialValues = editing ? buildToValues(editing, choices.images) : newBuildValues(choices.images);

  const submit = async () => {
    setProblem(undefined);
    let fieldsOk = true;
    await form.validateFields().catch(() => {
      fieldsOk = false;
    });
    const values = { ...initialValues, ...form.getFieldsValue(true) } as BuildFormValues;
    const check = checkBuild(valuesToBody(values, project, choices.images));
    if (!check.ok) {
      const fields = check.problems.flatMap(({ field, message }) =>
        field && field[0] !== 'repos' ? [{ name: field, errors: [translateMessage(message)] }] : [],
      );
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setProblem(translateMessage(check.problems[0]?.message ?? 'validation.invalidType'));
      return;
    }
    if (!fieldsOk) return;
    save.mutate(check.body);
  };

  return (
    <Form<BuildFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setProblem(undefined)}
      data-testid="build-form"
    >
      {(choices.jenkinsExists || source === 'jenkins') && (
        <Form.Item name="source" label={t('builds.source')}>
          <Radio.Group data-testid="build-source" disabled={Boolean(editing)}>
            <Radio value="zadig">{t('builds.sourceZadig')}</Radio>
            <Radio value="jenkins" data-testid="build-source-jenkins">
              {t('builds.sourceJenkins')}
            </Radio>
          </Radio.Group>
        </Form.Item>
      )}
      <Flex gap={16} wrap>
        <Form.Item
          name="name"
          label={t('builds.name')}
          required
          extra={t('builds.nameHint')}
          style={{ minWidth: 280 }}
        >
          <Input data-testid="build-name" disabled={Boolean(editing)} />
        </Form.Item>
        <Form.Item name="targets" label={t('builds.targets')} required style={{ minWidth: 320 }}>
          <Select
            mode="multiple"
            data-testid="build-targets"
            options={choices.targets.map((target) => ({
              value: `${target.service_name}/${target.service_module}`,
              label: `${target.service_module}(${target.service_name})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="desc" label={t('builds.desc')} style={{ minWidth: 280 }}>
          <Input data-testid="build-desc" />
        </Form.Item>
      </Flex>
      {source === 'jenkins' ? (
        <JenkinsBuildFields />
      ) : (
        <>
          <Form.Item name="repos" label={t('builds.repos')} rules={[repoListRule]} help="">
            <RepoSelect testId="build-repos" />
          </Form.Item>
          <BuildEnvFields images={choices.images} installs={choices.installs} />
          <BuildVariables />
          <Typography.Text strong>{t('builds.script')}</Typography.Text>
          <Form.Item name="scripts" style={{ marginTop: 4 }}>
            <ScriptEditor testId="build-script" />
          </Form.Item>
          <PostBuildFields registries={choices.registries} storages={choices.storages} />
          <OutputFields />
        </>
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          data-testid="build-problem"
          title={problem}
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex gap={8} justify="end">
        <Button data-testid="build-cancel" onClick={onCancel}>
          {t('builds.cancel')}
        </Button>
        <Button
          type="primary"
          data-testid="build-save"
          loading={save.isPending}
          onClick={() => void submit()}
        >
          {t('builds.save')}
        </Button>
      </Flex>
    </Form>
  );
}
