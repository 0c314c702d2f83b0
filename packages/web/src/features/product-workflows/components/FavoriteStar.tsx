import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { productWorkflowsApi } from '../productWorkflows.api';

/** Marks a product workflow as a favourite of the user, or no longer (spec §6: product workflows only). */
export function FavoriteStar({
  project,
  name,
  favorite,
}: {
  project: string;
  name: string;
  favorite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      favorite ? productWorkflowsApi.unfavorite(project, name) : productWorkflowsApi.favorite(project, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workflows'] }),
  });
  const label = favorite ? t('productWorkflow.unfavorite') : t('productWorkflow.favorite');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        data-testid={`workflow-favorite-${name}`}
        data-favorite={favorite}
        loading={toggle.isPending}
        icon={favorite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={() => toggle.mutate()}
      />
    </Tooltip>
  );
}
