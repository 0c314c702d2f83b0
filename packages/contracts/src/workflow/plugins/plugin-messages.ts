/** Texts of plugin templates and plugin jobs. */
export const pluginMessages = {
  'validation.plugin.nameRequired': { 'zh-CN': '请输入插件名称', en: 'Please enter the plugin name' },
  'validation.plugin.scriptRequired': { 'zh-CN': '请输入插件脚本', en: 'Please enter the plugin script' },
  'validation.plugin.inputNameRequired': { 'zh-CN': '请输入参数名称', en: 'Please enter the input name' },
  'validation.plugin.outputNameRequired': { 'zh-CN': '请输入输出名称', en: 'Please enter the output name' },
  'validation.plugin.inputType': {
    'zh-CN': '参数类型只能是 string、text、choice 或 bool',
    en: 'The input type is string, text, choice or bool',
  },
  'validation.plugin.choiceOptions': {
    'zh-CN': '选择类型的参数至少需要一个选项',
    en: 'A choice input needs at least one option',
  },
  'validation.plugin.choiceValue': {
    'zh-CN': '默认值必须是选项之一',
    en: 'The value must be one of the options',
  },
  'validation.plugin.boolValue': {
    'zh-CN': '布尔值只能是 true 或 false',
    en: 'A bool value is true or false',
  },
  'validation.plugin.nameDuplicate': { 'zh-CN': '名称重复', en: 'The name is used twice' },
  'error.pluginExists': { 'zh-CN': '已有同名插件', en: 'A plugin of this name already exists' },
  'error.pluginNotFound': { 'zh-CN': '插件不存在', en: 'Plugin not found' },
} as const;
