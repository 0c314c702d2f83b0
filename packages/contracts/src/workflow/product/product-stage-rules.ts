import type { ProductWorkflowBody } from './product-workflow.schema.js';

/** A rule a saved product workflow breaks: where, and the message key (zh-CN and en in the messages). */
export interface ProductStageIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What the distribute stage needs before a run can do it (spec §4: `release_image` pushes built
 * images to registries, `distribute2kodo` uploads built packages to object storage): something
 * picked, registries for images, a storage for packages, and a build stage making them.
 */
export function distributeStageIssues(body: ProductWorkflowBody): ProductStageIssue[] {
  const stage = body.distribute_stage;
  if (!stage.enabled) return [];
  const at = (field: string) => ['distribute_stage', field];
  const images = stage.distributes.some((entry) => entry.image_distribute);
  const packages = stage.distributes.some((entry) => entry.qstack_distribute);
  const issues: ProductStageIssue[] = [];
  if (!body.build_stage.enabled)
    issues.push({ path: at('enabled'), message: 'validation.productWorkflow.distributeNeedsBuild' });
  if (!images && !packages)
    issues.push({ path: at('distributes'), message: 'validation.productWorkflow.distributeEmpty' });
  if (images && stage.releases.length === 0)
    issues.push({ path: at('releases'), message: 'validation.productWorkflow.distributeRegistryRequired' });
  if (packages && !stage.s3_storage_id)
    issues.push({
      path: at('s3_storage_id'),
      message: 'validation.productWorkflow.distributeStorageRequired',
    });
  return issues;
}

/** The extension call needs an http(s) address to POST to. */
export function extensionStageIssues(body: ProductWorkflowBody): ProductStageIssue[] {
  const stage = body.extension_stage;
  if (!stage?.enabled) return [];
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(stage.url).protocol);
  } catch {
    ok = false;
  }
  return ok ? [] : [{ path: ['extension_stage', 'url'], message: 'validation.productWorkflow.extensionUrl' }];
}
