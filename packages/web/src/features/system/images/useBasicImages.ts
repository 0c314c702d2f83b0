import type { BasicImageBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { basicImagesApi } from './basicImages.api';

const imagesKey = ['basic-images', 'custom'] as const;

export function useCustomImages() {
  return useQuery({ queryKey: imagesKey, queryFn: ({ signal }) => basicImagesApi.listCustom(signal) });
}

export function useSaveImage(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: BasicImageBody) =>
      editing === undefined ? basicImagesApi.create(body) : basicImagesApi.update(editing, body),
    invalidates: imagesKey,
    successText: t('settings.images.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteImage() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => basicImagesApi.remove(id),
    invalidates: imagesKey,
    successText: t('system.deleted'),
  });
}
