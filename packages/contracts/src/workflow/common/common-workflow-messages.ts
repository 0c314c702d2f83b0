/** Texts of common workflows (the older v3 calls): their body's rules, duplicates and runs (spec §5). */
export const commonWorkflowMessages = {
  'validation.commonWorkflow.paramKeyRequired': {
    'zh-CN': '请输入参数名称',
    en: 'please enter the parameter name',
  },
  'validation.commonWorkflow.paramKeyDuplicate': { 'zh-CN': '参数名称重复', en: 'duplicate parameter name' },
  'validation.commonWorkflow.paramType': {
    'zh-CN': '参数类型只支持 string、choice 和 external',
    en: 'parameter types are string, choice and external',
  },
  'validation.commonWorkflow.choiceRequired': {
    'zh-CN': '选择类型的参数需要至少一个选项',
    en: 'a choice parameter needs at least one option',
  },
  'validation.commonWorkflow.subTaskType': {
    'zh-CN': '任务类型只支持 buildv3 和 trigger',
    en: 'task types are buildv3 and trigger',
  },
  'validation.commonWorkflow.buildRequired': {
    'zh-CN': '工作流需要且只能有一个构建任务',
    en: 'the workflow needs exactly one build task',
  },
  'validation.commonWorkflow.scriptRequired': {
    'zh-CN': '请输入构建脚本',
    en: 'please enter the build script',
  },
  'validation.commonWorkflow.idMismatch': {
    'zh-CN': '工作流 ID 与请求不一致',
    en: 'the workflow id does not match the request',
  },
  'error.commonWorkflow.notFound': { 'zh-CN': '工作流不存在', en: 'workflow not found' },
  'error.commonWorkflow.taskNotFound': { 'zh-CN': '任务不存在', en: 'task not found' },
  'error.commonWorkflow.running': {
    'zh-CN': '工作流有正在运行的任务，请先取消',
    en: 'the workflow has runs in progress: cancel them first',
  },
  'error.commonWorkflow.notRestartable': {
    'zh-CN': '只有失败、取消或超时的任务可以重启',
    en: 'only failed, cancelled or timed-out tasks can be restarted',
  },
} as const;
