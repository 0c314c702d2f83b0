/** Texts of the deploy job types' settings (zadig-deploy, custom-deploy, k8s-resource-patch). */
export const deployJobMessages = {
  'validation.deploy.envRequired': {
    'zh-CN': '请选择要部署的环境',
    en: 'Please choose the environment to deploy to',
  },
  'validation.deploy.serviceRequired': { 'zh-CN': '请选择服务', en: 'Please choose the service' },
  'validation.deploy.jobNameRequired': {
    'zh-CN': '镜像来自其他任务时，请选择该任务',
    en: 'Please choose the job the images come from',
  },
  'validation.deploy.clusterRequired': { 'zh-CN': '请选择集群', en: 'Please choose the cluster' },
  'validation.deploy.namespaceRequired': { 'zh-CN': '请输入命名空间', en: 'Please enter the namespace' },
  'validation.deploy.namespaceFormat': {
    'zh-CN': '命名空间只支持小写字母、数字和中划线，且以字母或数字开头和结尾',
    en: 'A namespace holds lowercase letters, digits and hyphens and starts and ends with a letter or digit',
  },
  'validation.deploy.targetsRequired': {
    'zh-CN': '请至少添加一个部署目标',
    en: 'Please add at least one deploy target',
  },
  'validation.deploy.targetFormat': {
    'zh-CN': '部署目标格式为 Deployment/名称/容器 或 StatefulSet/名称/容器',
    en: 'A deploy target reads Deployment/name/container or StatefulSet/name/container',
  },
  'validation.patch.itemsRequired': {
    'zh-CN': '请至少添加一个要更新的资源',
    en: 'Please add at least one resource to patch',
  },
  'validation.patch.kindUnsupported': {
    'zh-CN': '只支持更新 ConfigMap、Secret、Ingress、PersistentVolumeClaim 和 Service',
    en: 'Only ConfigMap, Secret, Ingress, PersistentVolumeClaim and Service can be patched',
  },
  'validation.patch.nameRequired': { 'zh-CN': '请输入资源名称', en: 'Please enter the resource name' },
  'validation.patch.contentRequired': { 'zh-CN': '请输入 Patch 内容', en: 'Please enter the patch' },
} as const;
