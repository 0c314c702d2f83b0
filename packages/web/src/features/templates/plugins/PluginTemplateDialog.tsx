import type { PluginTemplate } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import { PluginInputsEditor, PluginOutputsEditor } from './PluginInputsEditor';
import { checkPluginForm, emptyPluginForm, type PluginFormValues, pluginFormValues } from './pluginForm';
import { pluginKeys, pluginTemplatesApi } from './pluginTemplates.api';

/** Adds a plugin template (no `template`) or changes one; the contracts' rules are checked first. */
export function PluginTemplateDialog({
  template,
  onClose,
}: {
  template?: PluginTemplate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PluginFormValues>();
  const save = useMutation({
    mutationFn: (values: PluginFormValues) => {
      const checked = checkPluginForm(values);
      if (!checked.ok) throw new Error('invalid');
      return template
        ? pluginTemplatesApi.update(template.id, checked.body)
        : pluginTemplatesApi.create(checked.body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pluginKeys.all });
      void message.success(t('plugin.saved'));
      onClose();
    },
  });

  const submit = () => {
    const values = { ...emptyPluginForm(), ...(form.getFieldsValue(true) as Partial<PluginFormValues>) };
    const checked = checkPluginForm(values);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name: name as never, errors: [] })));
    if (!checked.ok) {
      form.setFields(
        checked.problems.map((p) => ({ name: p.name as never, errors: [translateMessage(p.message)] })),
      );
      return;
    }
    save.mutate(values);
  };

  return (
    <Modal
      open
      width={880}
      title={template ? t('plugin.edit') : t('plugin.create')}
      onCancel={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('plugin.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit} data-testid="plugin-save">
            {t('plugin.save')}
          </Button>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={template ? pluginFormValues(template) : emptyPluginForm()}
      >
        <Flex gap={16} wrap>
          <Form.Item name="name" label={t('plugin.name')} required style={{ flex: '1 1 200px' }}>
            <Input data-testid="plugin-name" />
          </Form.Item>
          <Form.Item name="version" label={t('plugin.version')} style={{ flex: '0 1 140px' }}>
            <Input />
          </Form.Item>
          <Form.Item name="category" label={t('plugin.category')} style={{ flex: '0 1 160px' }}>
            <Input />
          </Form.Item>
        </Flex>
        <Form.Item name="description" label={t('plugin.description')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="image" label={t('plugin.image')}>
          <Input />
        </Form.Item>
        <Form.Item label={t('plugin.inputs')} extra={t('plugin.inputs.hint')}>
          <PluginInputsEditor />
        </Form.Item>
        <Form.Item label={t('plugin.outputs')} extra={t('plugin.outputs.hint')}>
          <PluginOutputsEditor />
        </Form.Item>
        <Form.Item name="script" label={t('plugin.script')} required>
          <Input.TextArea
            data-testid="plugin-script"
            autoSize={{ minRows: 4, maxRows: 16 }}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
