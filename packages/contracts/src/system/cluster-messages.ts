/** Texts of clusters, in both languages. */
export const clusterMessages = {
  'validation.cluster.nameRequired': { 'zh-CN': '请输入集群名称', en: 'Please enter the cluster name' },
  'validation.cluster.nameFormat': {
    'zh-CN': '集群名称为小写字母、数字和中划线，以字母或数字开头和结尾',
    en: 'A cluster name has lowercase letters, digits and hyphens, starting and ending with a letter or digit',
  },
  'validation.cluster.apiServerFormat': {
    'zh-CN': 'API Server 地址格式为 https://host:port',
    en: 'The API server address looks like https://host:port',
  },
  'validation.cluster.kubeconfig': {
    'zh-CN': 'kubeconfig 无效：需要当前上下文的集群地址和令牌',
    en: 'Invalid kubeconfig: it needs the current context’s cluster server and a token',
  },
  'validation.cluster.tokenRequired': {
    'zh-CN': '请输入 API Server 地址和令牌',
    en: 'Please enter the API server address and the token',
  },
  'error.clusterNotFound': { 'zh-CN': '集群不存在', en: 'Cluster not found' },
  'error.clusterLocal': {
    'zh-CN': '本地集群不能修改或删除',
    en: 'The local cluster cannot be changed or deleted',
  },
  'error.clusterUnreachable': {
    'zh-CN': '无法访问集群 API，请检查地址、令牌与网络',
    en: 'Cannot reach the cluster API: check the address, the token and the network',
  },
  'error.clusterNameTaken': { 'zh-CN': '集群名称已存在', en: 'A cluster with this name exists' },
} as const;
