import {
  type BuildTemplate,
  type BuildTemplateBody,
  type BuildTemplateList,
  buildTemplatePaths,
} from '@slipway/contracts';
import { http } from '../../api/http';

const onePath = (id: string) => buildTemplatePaths.template.replace(':id', encodeURIComponent(id));
type Done = { message?: string };

/** The build templates of the template library (portal shapes, templates §7.9). */
export const buildTemplatesApi = {
  /** the whole library, as the portal asks for it */
  list: async (signal?: AbortSignal) =>
    (
      await http.get<BuildTemplateList>(buildTemplatePaths.templates, {
        query: { page_num: 1, page_size: 9999 },
        signal,
      })
    ).build_templates,
  detail: (id: string, signal?: AbortSignal) => http.get<BuildTemplate>(onePath(id), { signal }),
  create: (body: BuildTemplateBody) => http.post<Done>(buildTemplatePaths.templates, body),
  update: (id: string, body: BuildTemplateBody) => http.put<Done>(onePath(id), { ...body, id }),
  remove: (id: string) => http.delete<Done>(onePath(id)),
};
