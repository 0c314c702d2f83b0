/** Texts the pod shell writes into the terminal, in both languages. */
export const podExecMessages = {
  'podExec.environmentNotFound': { 'zh-CN': '环境不存在', en: 'The environment does not exist' },
  'podExec.namespaceMismatch': {
    'zh-CN': '命名空间不属于该环境',
    en: 'The namespace is not the environment’s',
  },
  'podExec.clusterUnavailable': { 'zh-CN': '集群当前不可用', en: 'The cluster cannot be used now' },
  'podExec.failed': { 'zh-CN': '无法连接到容器', en: 'Cannot open a shell in the container' },
  'podExec.webSocketOnly': {
    'zh-CN': '容器终端只能通过 WebSocket 连接',
    en: 'The container shell is reached through a WebSocket only',
  },
  'podExec.closed': { 'zh-CN': '连接已关闭', en: 'The connection is closed' },
} as const;
