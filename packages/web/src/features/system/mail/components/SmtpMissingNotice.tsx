import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSuperAdmin } from '../../../session/hooks/useIsSuperAdmin';
import { useMailConfigured } from '../useMailSettings';

export const MAIL_SETTINGS_PATH = '/v1/system/config/manage/mail';

/** Tells administrators, on every page, that lost passwords cannot be retrieved until mail is set. */
export function SmtpMissingNotice() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const { data: configured } = useMailConfigured(isSuperAdmin);
  if (!isSuperAdmin || configured !== false) return null;
  return (
    <Alert
      data-testid="smtp-missing"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('layout.smtpMissing.title')}
      description={
        <>
          {t('layout.smtpMissing.text')} <Link to={MAIL_SETTINGS_PATH}>{t('layout.smtpMissing.link')}</Link>
        </>
      }
    />
  );
}
