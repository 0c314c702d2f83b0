/** Texts of workflow notifications: the settings' rules and the messages sent (zh-CN is the default). */
export const notifyMessages = {
  'validation.notify.typeRequired': { 'zh-CN': '请选择通知类型', en: 'please choose the notification type' },
  'validation.notify.eventUnknown': { 'zh-CN': '不支持的通知事件', en: 'unsupported notification event' },
  'validation.notify.eventRequired': {
    'zh-CN': '请至少选择一个通知事件',
    en: 'please choose at least one event',
  },
  'validation.notify.addressRequired': {
    'zh-CN': '请输入 Webhook 地址',
    en: 'please enter the webhook address',
  },
  'validation.notify.addressFormat': {
    'zh-CN': 'Webhook 地址须以 http:// 或 https:// 开头',
    en: 'the webhook address must start with http:// or https://',
  },
  'validation.notify.mailRequired': {
    'zh-CN': '请至少选择一个邮件接收人',
    en: 'please choose at least one email recipient',
  },
  'validation.notify.mailUserRequired': { 'zh-CN': '请选择用户', en: 'please choose a user' },
  'notify.status.created': { 'zh-CN': '已创建', en: 'Created' },
  'notify.status.passed': { 'zh-CN': '执行成功', en: 'Passed' },
  'notify.status.failed': { 'zh-CN': '执行失败', en: 'Failed' },
  'notify.status.timeout': { 'zh-CN': '执行超时', en: 'Timed out' },
  'notify.status.cancelled': { 'zh-CN': '已取消', en: 'Cancelled' },
  'notify.status.reject': { 'zh-CN': '审批被拒绝', en: 'Rejected' },
  'notify.status.waitforapprove': { 'zh-CN': '等待审批', en: 'Waiting for approval' },
  'notify.message.title': {
    'zh-CN': '工作流 {workflow} #{task} {status}',
    en: 'Workflow {workflow} #{task} {status}',
  },
  'notify.message.project': { 'zh-CN': '项目', en: 'Project' },
  'notify.message.workflow': { 'zh-CN': '工作流', en: 'Workflow' },
  'notify.message.task': { 'zh-CN': '任务', en: 'Task' },
  'notify.message.status': { 'zh-CN': '状态', en: 'Status' },
  'notify.message.creator': { 'zh-CN': '执行人', en: 'Creator' },
  'notify.message.duration': { 'zh-CN': '持续时间', en: 'Duration' },
  'notify.message.viewTask': { 'zh-CN': '查看任务', en: 'View task' },
  'notify.message.changedFrom': { 'zh-CN': '上次状态', en: 'Previous status' },
  'notify.notice.failed': {
    'zh-CN': '{vendor} 通知发送失败：{reason}',
    en: '{vendor} notification not sent: {reason}',
  },
} as const;
