import { type BasicImage, type BasicImageBody, basicImagePaths } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };
const imagePath = (id: string) => basicImagePaths.one.replace(':id', encodeURIComponent(id));

/** Build images: the settings page manages the custom ones (`image_from=custom`). */
export const basicImagesApi = {
  listCustom: (signal?: AbortSignal) =>
    http.get<BasicImage[]>(basicImagePaths.list, { query: { image_from: 'custom' }, signal }),
  create: (body: BasicImageBody) => http.post<Done>(basicImagePaths.list, body),
  update: (id: string, body: BasicImageBody) => http.put<Done>(imagePath(id), body),
  remove: (id: string) => http.delete<Done>(imagePath(id)),
};
