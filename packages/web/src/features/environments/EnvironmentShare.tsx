import { Alert, App, Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';
import type { EnvShareInfo } from './envShare.api';
import { SubEnvironmentCreateModal } from './SubEnvironmentCreateModal';
import { useEnvironmentShare } from './useEnvironmentShare';

interface EnvironmentShareProps {
  projectName: string;
  env: EnvShareInfo;
}

/** Share (self-test) mode: a base environment lends its services to sub-environments that run only some. */
export function EnvironmentShare({ projectName, env }: EnvironmentShareProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const share = useEnvironmentShare(projectName, env);
  const [creating, setCreating] = useState(false);

  if (env.share_env_base_env) {
    return (
      <Tag data-testid="env-share-sub" color="purple">
        {t('envs.share.subOf', { base: env.share_env_base_env })}
      </Tag>
    );
  }
  const isBase = Boolean(env.share_env_enable && env.share_env_is_base);
  const confirmDisable = () =>
    modal.confirm({
      title: t('envs.share.disableTitle'),
      content: t('envs.share.disableQuestion', { name: env.env_name }),
      okType: 'danger',
      okButtonProps: testIdProps('env-share-disable-ok'),
      onOk: () => share.disable.mutateAsync().catch(() => undefined),
    });

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        {isBase && (
          <Tag data-testid="env-share-base" color="geekblue">
            {t('envs.share.base')}
          </Tag>
        )}
        {isBase ? (
          <>
            <Button data-testid="env-share-create-sub" onClick={() => setCreating(true)}>
              {t('envs.share.createSub')}
            </Button>
            <Button
              data-testid="env-share-disable"
              danger
              disabled={share.switching !== undefined}
              loading={share.disable.isPending}
              onClick={confirmDisable}
            >
              {t('envs.share.disable')}
            </Button>
          </>
        ) : (
          <Button
            data-testid="env-share-enable"
            disabled={share.switching !== undefined}
            loading={share.enable.isPending}
            onClick={() => share.enable.mutate()}
          >
            {t('envs.share.enable')}
          </Button>
        )}
      </Flex>
      {share.switching && (
        <Alert
          data-testid="env-share-switching"
          type="info"
          showIcon
          title={t(share.switching === 'enable' ? 'envs.share.enabling' : 'envs.share.disabling')}
        />
      )}
      {share.refusal && (
        <Alert
          data-testid="env-share-refused"
          type="warning"
          showIcon
          closable
          onClose={share.clearRefusal}
          title={t('envs.share.cannotEnable')}
          description={
            <Flex vertical>
              {!share.refusal.istio && <span>{t('envs.share.noIstio')}</span>}
              {share.refusal.services.length > 0 && (
                <span>{t('envs.share.noWorkloads', { services: share.refusal.services.join(', ') })}</span>
              )}
            </Flex>
          }
        />
      )}
      {creating && (
        <SubEnvironmentCreateModal projectName={projectName} base={env} onClose={() => setCreating(false)} />
      )}
    </Flex>
  );
}
