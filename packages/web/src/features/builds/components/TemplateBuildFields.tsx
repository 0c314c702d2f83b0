import { Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RepoSelect, repoListRule, toRepoRow } from '../../../components/RepoSelect';
import { useBuildTemplate, useBuildTemplates } from '../../build-templates/useBuildTemplates';
import type { BuildFormValues, TemplateTarget } from '../buildForm';

/**
 * A build made from a build template: the template, then per service module the repositories to
 * check out and the values of the template's variables (the rest comes from the template).
 */
export function TemplateBuildFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<BuildFormValues>();
  const templateId: string | undefined = Form.useWatch('template_id', form);
  const targets: string[] = Form.useWatch('targets', form) ?? [];
  const templates = useBuildTemplates();
  const template = useBuildTemplate(templateId);

  // a module chosen after the template starts from the template's repositories and variables
  useEffect(() => {
    if (!template.data) return;
    const current: Record<string, TemplateTarget> = form.getFieldValue('template_targets') ?? {};
    const missing = targets.filter((key) => !current[key]);
    if (missing.length === 0) return;
    const fresh = (): TemplateTarget => ({
      repos: template.data.repos.map((repo) => toRepoRow(repo)),
      envs: template.data.pre_build.envs.map((env) => ({ ...env, choice_option: [...env.choice_option] })),
    });
    form.setFieldValue('template_targets', {
      ...current,
      ...Object.fromEntries(missing.map((key) => [key, fresh()])),
    });
  }, [template.data, targets, form]);

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Form.Item
        name="template_id"
        label={t('builds.template')}
        rules={[{ required: true, message: t('builds.templateRequired') }]}
        style={{ maxWidth: 360 }}
      >
        <Select
          data-testid="build-template"
          loading={templates.isPending}
          options={(templates.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          onChange={() => form.setFieldValue('template_targets', {})}
        />
      </Form.Item>
      {templateId &&
        targets.map((key, index) => (
          <Card
            key={key}
            size="small"
            type="inner"
            title={key}
            data-testid={`build-template-target-${index}`}
          >
            <Form.Item
              name={['template_targets', key, 'repos']}
              label={t('builds.repos')}
              rules={[repoListRule]}
              help=""
            >
              <RepoSelect testId={`build-template-repos-${index}`} />
            </Form.Item>
            <Form.List name={['template_targets', key, 'envs']}>
              {(fields) => (
                <Flex vertical gap={4}>
                  {fields.length > 0 && <Typography.Text strong>{t('builds.variables')}</Typography.Text>}
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="center">
                      <Typography.Text code style={{ width: 200 }}>
                        {form.getFieldValue(['template_targets', key, 'envs', field.name, 'key'])}
                      </Typography.Text>
                      <Form.Item name={[field.name, 'value']} style={{ marginBottom: 8 }}>
                        <Input style={{ width: 260 }} />
                      </Form.Item>
                    </Flex>
                  ))}
                </Flex>
              )}
            </Form.List>
          </Card>
        ))}
    </Flex>
  );
}
