import { HEX_COLOR_PATTERN, type Preference, preferenceSchema } from '@slipway/contracts';
import { Button, Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorInput } from '../../../components/ColorInput/ColorInput';
import { zodRule } from '../../../components/form/zodRule';
import { usePreference } from '../../session/hooks/usePreference';
import { LogPreview } from '../components/LogPreview';
import { useSavePreference } from '../hooks/useSavePreference';

const fields = preferenceSchema.shape;

/** The typed colour while it is a valid hex, else the saved one. */
const validOr = (value: string | undefined, saved: string) =>
  value && HEX_COLOR_PATTERN.test(value) ? value : saved;

export function PreferencePage() {
  const { t } = useTranslation();
  const preference = usePreference();
  const save = useSavePreference();
  const [form] = Form.useForm<Preference>();
  const background = Form.useWatch('log_bg_color', form);
  const color = Form.useWatch('log_font_color', form);

  return (
    <Card title={t('title.preference')}>
      <Form<Preference>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={preference}
        onFinish={(values) => save.mutate(preferenceSchema.parse(values))}
      >
        <Form.Item name="theme" label={t('preference.theme')} rules={[zodRule(fields.theme)]}>
          <Radio.Group
            data-testid="pref-theme"
            optionType="button"
            options={[
              {
                value: 'light',
                label: <span data-testid="pref-theme-light">{t('preference.theme.light')}</span>,
              },
              {
                value: 'dark',
                label: <span data-testid="pref-theme-dark">{t('preference.theme.dark')}</span>,
              },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="log_bg_color"
          label={t('preference.logBackground')}
          rules={[zodRule(fields.log_bg_color)]}
        >
          <ColorInput testId="pref-log-bg" pickerLabel={t('preference.logBackground')} />
        </Form.Item>
        <Form.Item
          name="log_font_color"
          label={t('preference.logFont')}
          rules={[zodRule(fields.log_font_color)]}
        >
          <ColorInput testId="pref-log-font" pickerLabel={t('preference.logFont')} />
        </Form.Item>
        <Form.Item label={t('preference.preview')}>
          <LogPreview
            background={validOr(background, preference.log_bg_color)}
            color={validOr(color, preference.log_font_color)}
          />
        </Form.Item>
        <Button data-testid="pref-save" type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
