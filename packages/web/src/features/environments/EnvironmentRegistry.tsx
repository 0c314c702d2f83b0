import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildsApi } from '../builds/builds.api';
import { type EnvShareInfo, envShareApi } from './envShare.api';
import { environmentsKey } from './useEnvironments';

interface EnvironmentRegistryProps {
  projectName: string;
  env: EnvShareInfo;
}

/** The image registry an environment pulls from, picked among the registries open to the project. */
export function EnvironmentRegistry({ projectName, env }: EnvironmentRegistryProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string>();
  const registries = useQuery({
    queryKey: ['projectRegistries', projectName],
    queryFn: ({ signal }) => buildsApi.registries(projectName, signal),
  });
  const current = chosen ?? (env.registry_id || undefined);
  const save = useMutation({
    mutationFn: (registryId: string) => envShareApi.setRegistry(projectName, env.env_name, registryId),
    onSuccess: async () => {
      message.success(t('envs.registrySwitch.saved'));
      setChosen(undefined);
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
    },
  });

  return (
    <Flex gap={8} align="center">
      <span>{t('envs.registrySwitch.label')}</span>
      <Select
        data-testid="env-registry"
        style={{ minWidth: 280 }}
        loading={registries.isPending}
        placeholder={t('envs.registrySwitch.placeholder')}
        value={current}
        onChange={setChosen}
        options={(registries.data ?? []).map((r) => ({
          value: r.id,
          label: r.namespace ? `${r.reg_addr}/${r.namespace}` : r.reg_addr,
        }))}
      />
      <Button
        data-testid="env-registry-save"
        disabled={!chosen || chosen === env.registry_id}
        loading={save.isPending}
        onClick={() => chosen && save.mutate(chosen)}
      >
        {t('envs.registrySwitch.save')}
      </Button>
    </Flex>
  );
}
