import { allProjects } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectListQuery } from '../../../projects/hooks/projectQueries';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * The projects a registry is open to: "every project", or some of them by name. Picking "every
 * project" drops the names, and picking a name drops "every project", since either alone is meant.
 */
export function RegistryProjectsSelect({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const projects = useQuery(projectListQuery());
  const options = [
    { value: allProjects, label: t('settings.registry.allProjects') },
    ...(projects.data ?? []).map((p) => ({
      value: p.name,
      label: p.alias ? `${p.alias} (${p.name})` : p.name,
    })),
  ];
  const choose = (next: string[]) => {
    const added = next.find((name) => !value.includes(name));
    if (added === allProjects) onChange?.([allProjects]);
    else onChange?.(next.filter((name) => name !== allProjects));
  };
  return (
    <Select
      mode="multiple"
      data-testid="registry-projects"
      loading={projects.isPending}
      options={options}
      value={value}
      onChange={choose}
      optionFilterProp="label"
      placeholder={t('settings.registry.projectsPlaceholder')}
    />
  );
}
