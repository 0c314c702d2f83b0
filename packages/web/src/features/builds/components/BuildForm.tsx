import type { BuildTarget } from '@slipway/contracts';
import { Alert, Button, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { VariableListEditor } from '../../../components/VariableListEditor/VariableListEditor';
import { translateMessage } from '../../../i18n/translateMessage';
import type { BuildFormValues, BuildProblem } from '../buildForm';
import type { BasicImage, InstallPackage, ObjectStorage, ProjectRegistry } from '../builds.api';
import { BuildEnvFields } from './BuildEnvFields';
import { JenkinsBuildFields } from './JenkinsBuildFields';
import { OutputFields } from './OutputFields';
import { PostBuildFields } from './PostBuildFields';
import { ScriptEditor } from './ScriptEditor';
import { TemplateBuildFields } from './TemplateBuildFields';

export interface BuildChoices {
  targets: readonly BuildTarget[];
  images: readonly BasicImage[];
  installs: readonly InstallPackage[];
  /** the project's registries; none for a template, which belongs to no project */
  registries?: readonly ProjectRegistry[];
  storages: readonly ObjectStorage[];
  jenkinsExists: boolean;
}

export interface BuildFormProps {
  initialValues: BuildFormValues;
  choices: BuildChoices;
  /** a template has no service modules and no Jenkins variant */
  variant: 'build' | 'template';
  /** the name of a stored build or template is its identity */
  nameLocked: boolean;
  /** the contracts' rules over what the form would send */
  check: (values: BuildFormValues) => BuildProblem[];
  onSave: (values: BuildFormValues) => void;
  pending: boolean;
  onCancel: () => void;
}

/** Every field of a build or build template (portal shapes §2), checked by the contracts' rules before it is sent. */
export function BuildForm({
  initialValues,
  choices,
  variant,
  nameLocked,
  check,
  onSave,
  pending,
  onCancel,
}: BuildFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BuildFormValues>();
  const [problem, setProblem] = useState<string>();
  const source: BuildFormValues['source'] = Form.useWatch('source', form) ?? initialValues.source;
  const [fromTemplate, setFromTemplate] = useState(Boolean(initialValues.template_id));

  const save = async () => {
    setProblem(undefined);
    let fieldsOk = true;
    await form.validateFields().catch(() => {
      fieldsOk = false;
    });
    const values = { ...initialValues, ...form.getFieldsValue(true) } as BuildFormValues;
    const problems = check(values);
    if (problems[0]) {
      // the cross-field rules join the field rules' messages
      const fields = problems.flatMap(({ field, message }) =>
        field && field[0] !== 'repos' ? [{ name: field, errors: [translateMessage(message)] }] : [],
      );
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      setProblem(translateMessage(problems[0].message));
      return;
    }
    if (fieldsOk) onSave(values);
  };

  return (
    <Form<BuildFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setProblem(undefined)}
      data-testid="build-form"
    >
      {variant === 'build' && (choices.jenkinsExists || source === 'jenkins') && (
        <Form.Item name="source" label={t('builds.source')}>
          <Radio.Group data-testid="build-source" disabled={nameLocked}>
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
          <Input data-testid="build-name" disabled={nameLocked} />
        </Form.Item>
        {variant === 'build' && (
          <Form.Item
            name="targets"
            label={t('builds.targets')}
            extra={t('builds.targetsHint')}
            required
            style={{ minWidth: 320 }}
          >
            <Select
              mode="tags"
              data-testid="build-targets"
              options={choices.targets.map((target) => ({
                value: `${target.service_name}/${target.service_module}`,
                label: `${target.service_module}(${target.service_name})`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="desc" label={t('builds.desc')} style={{ minWidth: 280 }}>
          <Input data-testid="build-desc" />
        </Form.Item>
      </Flex>
      {variant === 'build' && source !== 'jenkins' && (
        <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
          <Switch
            data-testid="build-from-template"
            checked={fromTemplate}
            onChange={(on) => {
              setFromTemplate(on);
              if (!on) form.setFieldsValue({ template_id: undefined, template_targets: {} });
            }}
          />
          <Typography.Text>{t('builds.fromTemplate')}</Typography.Text>
        </Flex>
      )}
      {source === 'jenkins' ? (
        <JenkinsBuildFields />
      ) : fromTemplate ? (
        <TemplateBuildFields />
      ) : (
        <>
          <Form.Item name="repos" label={t('builds.repos')} rules={[repoListRule]} help="">
            <RepoSelect testId="build-repos" />
          </Form.Item>
          <BuildEnvFields images={choices.images} installs={choices.installs} />
          <VariableListEditor
            name="envs"
            title={t('builds.variables')}
            testIdPrefix="build-env"
            addTestId="build-add-env"
            withChoices
          />
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
        <Button type="primary" data-testid="build-save" loading={pending} onClick={() => void save()}>
          {t('builds.save')}
        </Button>
      </Flex>
    </Form>
  );
}
