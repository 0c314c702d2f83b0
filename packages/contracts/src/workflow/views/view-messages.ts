/** Texts of workflow views and release workflows (spec §6). */
export const viewMessages = {
  'validation.view.nameRequired': { 'zh-CN': '请输入视图名称', en: 'Please enter the view name' },
  'validation.view.nameTooLong': {
    'zh-CN': '视图名称不能超过 32 个字符',
    en: 'The view name is at most 32 characters',
  },
  'validation.view.workflowsRequired': {
    'zh-CN': '请至少选择一个工作流',
    en: 'Please choose at least one workflow',
  },
  'error.viewExists': {
    'zh-CN': '该项目中已有同名视图',
    en: 'A view of this name already exists in the project',
  },
  'error.viewNotFound': { 'zh-CN': '视图不存在', en: 'View not found' },
  'error.viewWorkflowUnknown': {
    'zh-CN': '视图中的工作流不属于该项目',
    en: 'A workflow of the view is not in this project',
  },
  'error.favoriteNotSupported': {
    'zh-CN': '自定义工作流和发布工作流不支持收藏',
    en: 'Custom and release workflows cannot be favourites',
  },
} as const;
