import { apiPaths, buildPaths, type ServiceModuleBuilds } from '@slipway/contracts';
import { http } from '../../../../api/http';
import { createBrowserKey } from '../../../../lib/browserKey';

/**
 * The service modules of a project with the builds that produce them, as the custom-workflow editor
 * asks for them: Jenkins builds left out, credential values encrypted under this browser's key and
 * opened here.
 */
export async function serviceModuleBuilds(
  project: string,
  signal?: AbortSignal,
): Promise<ServiceModuleBuilds[]> {
  const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
  const key = createBrowserKey(publicKey);
  const modules = await http.get<ServiceModuleBuilds[]>(buildPaths.serviceModules, {
    query: { projectName: project, excludeJenkins: true, encryptedKey: key.encryptedKey },
    signal,
  });
  return Promise.all(
    modules.map(async (module) => ({
      ...module,
      module_builds: await Promise.all(
        module.module_builds.map(async (build) => ({
          ...build,
          key_vals: await Promise.all(
            build.key_vals.map(async (keyVal) =>
              keyVal.is_credential && keyVal.value
                ? { ...keyVal, value: await key.decrypt(keyVal.value) }
                : keyVal,
            ),
          ),
        })),
      ),
    })),
  );
}
