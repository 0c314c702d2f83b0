import { GlobalOutlined } from '@ant-design/icons';
import { apiPaths } from '@slipway/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { sessionStore } from '../../features/session/sessionStore';
import { changeLanguage, i18n } from '../../i18n';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * Toggles between Chinese and English; the label names the language it switches to. A signed-in
 * user's choice is also kept in their preference: the server writes their workflows' notices in it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);

  const toggle = async () => {
    setSwitching(true);
    try {
      const next = language === 'en' ? 'zh-CN' : 'en';
      await changeLanguage(next);
      const uid = sessionStore.getState().user?.uid;
      if (uid)
        void http.put(apiPaths.setting(uid), { language: next }, { silent: true }).catch(() => undefined);
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
