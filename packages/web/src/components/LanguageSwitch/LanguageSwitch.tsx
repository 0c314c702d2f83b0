import { GlobalOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n } from '../../i18n';
import { useLanguage } from '../../i18n/useLanguage';

/** Toggles between Chinese and English; the label names the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);

  const toggle = async () => {
    setSwitching(true);
    try {
      await changeLanguage(language === 'en' ? 'zh-CN' : 'en');
      void message.success(i18n.t('lang.switched'));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Button
      data-testid="language-switch"
      type="text"
      icon={<GlobalOutlined />}
      loading={switching}
      onClick={toggle}
      aria-label={t('lang.switchLabel')}
    >
      {t('lang.switchTo')}
    </Button>
  );
}
