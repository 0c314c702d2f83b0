import { type InstallPackage, type PackageBody, packagePaths } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };

/** Software packages build jobs install; a package is known by name and version (no id). */
export const packagesApi = {
  list: (signal?: AbortSignal) => http.get<InstallPackage[]>(packagePaths.list, { signal }),
  create: (body: PackageBody) => http.post<Done>(packagePaths.list, body),
  update: (body: PackageBody) => http.put<Done>(packagePaths.list, body),
  /** the portal's delete: a PUT carrying the package of the chosen version */
  remove: (body: PackageBody) => http.put<Done>(packagePaths.delete, body),
};
