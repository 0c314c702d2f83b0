/** Texts of builds, build templates, the repo picker and the Jenkins integration, in both languages. */
export const buildMessages = {
  'validation.repo.platformRequired': { 'zh-CN': '代码源不能为空', en: 'platform cannot be empty' },
  'validation.repo.ownerRequired': { 'zh-CN': '组织名/用户名不能为空', en: 'org/user name cannot be empty' },
  'validation.repo.nameRequired': { 'zh-CN': '代码库名称不能为空', en: 'name cannot be empty' },
  'validation.repo.branchRequired': { 'zh-CN': '分支不能为空', en: 'branch cannot be empty' },
  'validation.repo.remoteName': {
    'zh-CN': 'Remote 名称只支持字母、数字、点、下划线和中划线',
    en: 'The remote name holds letters, digits, dots, underscores and hyphens',
  },
  'validation.repo.checkoutPath': {
    'zh-CN': '克隆目录须为工作目录内的相对路径',
    en: 'The checkout path must be a relative path inside the workspace',
  },
  'validation.repo.commitId': { 'zh-CN': 'Commit ID 须为十六进制', en: 'The commit id must be hexadecimal' },

  'validation.build.required': {
    'zh-CN': '构建名称、服务组件和镜像不能为空',
    en: 'Build name, Jobs and Image cannot be empty',
  },
  'validation.build.nameFormat': {
    'zh-CN': '构建名称只支持小写字母、数字和中划线',
    en: 'Build name supports only lowercase letters, digits and hyphen',
  },
  'validation.build.targetRequired': {
    'zh-CN': '请选择服务和服务组件',
    en: 'Please choose the service and its module',
  },
  'validation.build.targetDuplicate': {
    'zh-CN': '同一个服务组件在一个构建中只能出现一次',
    en: 'A service module can appear only once in a build',
  },
  'validation.build.uploadRequired': {
    'zh-CN': '至少需要一个填写了路径的上传文件',
    en: 'At least one upload file with a path is required',
  },
  'validation.build.jenkinsRequired': {
    'zh-CN': '请选择 Jenkins 服务器和 Jenkins 任务',
    en: 'Please choose the Jenkins server and job',
  },
  'validation.build.jenkinsImage': {
    'zh-CN': 'Jenkins 构建必须有 IMAGE 参数',
    en: 'Jenkins build must have an IMAGE parameter',
  },
  'validation.build.resReq': {
    'zh-CN': '请选择资源规格：high、medium、low、min 或自定义',
    en: 'Choose a resource spec: high, medium, low, min or define',
  },
  'validation.build.cpu': {
    'zh-CN': 'CPU 须为 1 到 256000 之间的整数（单位 m）',
    en: 'CPU must be a whole number of millicores from 1 to 256000',
  },
  'validation.build.memory': {
    'zh-CN': '内存须为 1 到 1048576 之间的整数（单位 Mi）',
    en: 'Memory must be a whole number of MiB from 1 to 1048576',
  },
  'validation.build.gpu': {
    'zh-CN': 'GPU 限制须写作 资源名: 数量，例如 nvidia.com/gpu: 1',
    en: 'Write the GPU limit as <resource name>: <count>, e.g. nvidia.com/gpu: 1',
  },
  'validation.build.timeout': {
    'zh-CN': '超时时间须为 0 到 10080 之间的整数（分钟）',
    en: 'The timeout must be a whole number of minutes from 0 to 10080',
  },
  'error.buildNotFound': { 'zh-CN': '构建不存在', en: 'Build not found' },
  'error.buildExists': { 'zh-CN': '构建名称已存在', en: 'A build with this name already exists' },
  'error.buildInUse': {
    'zh-CN': '构建正在被工作流使用，请先从这些工作流中移除',
    en: 'The build is used by workflows: remove it from them first',
  },
  'error.buildTargetTaken': {
    'zh-CN': '服务组件已被本项目的其他构建使用',
    en: 'The service module is already built by another build of this project',
  },
  'error.buildProjectMismatch': {
    'zh-CN': '构建所属项目与请求的项目不一致',
    en: 'The build names another project than the request',
  },

  'validation.buildTemplate.nameRequired': {
    'zh-CN': '请输入模板名称',
    en: 'Please enter the template name',
  },
  'error.buildTemplateNotFound': { 'zh-CN': '构建模板不存在', en: 'Build template not found' },
  'error.buildTemplateExists': {
    'zh-CN': '构建模板名称已存在',
    en: 'A build template with this name already exists',
  },
  'error.buildTemplateInUse': {
    'zh-CN': '构建模板正在被构建使用，不能删除',
    en: 'The build template is used by builds and cannot be deleted',
  },

  'validation.jenkins.url': {
    'zh-CN': 'Jenkins 地址须以 http:// 或 https:// 开头',
    en: 'The Jenkins address must start with http:// or https://',
  },
  'validation.jenkins.username': { 'zh-CN': '请输入用户名', en: 'Please enter the user name' },
  'validation.jenkins.password': { 'zh-CN': '请输入 API Token', en: 'Please enter the API token' },
  'error.jenkinsNotFound': { 'zh-CN': 'Jenkins 集成不存在', en: 'Jenkins integration not found' },
  'error.jenkinsUnreachable': {
    'zh-CN': '无法连接 Jenkins，请检查地址和网络',
    en: 'Jenkins could not be reached: check its address and the network',
  },
  'error.jenkinsAuthFailed': {
    'zh-CN': 'Jenkins 拒绝了该账号，请检查用户名和 API Token',
    en: 'Jenkins refused the account: check the user name and API token',
  },
  'error.jenkinsJobNotFound': { 'zh-CN': 'Jenkins 任务不存在', en: 'Jenkins job not found' },
  'error.jenkinsBadAnswer': {
    'zh-CN': 'Jenkins 的响应无法识别',
    en: 'Jenkins answered with something that is not its JSON API',
  },
  'error.jenkinsInUse': {
    'zh-CN': 'Jenkins 集成正在被构建使用，不能删除',
    en: 'The Jenkins integration is used by builds and cannot be deleted',
  },
} as const;
