/** Texts of object storage, basic images, software packages and the proxy, in both languages. */
export const settingsMessages = {
  'validation.storage.endpointRequired': { 'zh-CN': '请输入 Endpoint', en: 'Please enter the endpoint' },
  'validation.storage.endpointFormat': {
    'zh-CN': 'Endpoint 为主机名或 IP，可带端口，不带协议，例如 minio.example.com:9000',
    en: 'The endpoint is a host name or IP, optionally with a port and without a scheme, e.g. minio.example.com:9000',
  },
  'validation.storage.bucketRequired': { 'zh-CN': '请输入 Bucket', en: 'Please enter the bucket' },
  'validation.storage.bucketFormat': {
    'zh-CN': 'Bucket 名称为 3-63 位小写字母、数字、点或中划线',
    en: 'A bucket name has 3 to 63 lowercase letters, digits, dots or hyphens',
  },
  'validation.storage.subfolder': {
    'zh-CN': '子目录须为相对路径，不能包含 ..',
    en: 'The subfolder must be a relative path without ..',
  },
  'validation.storage.provider': {
    'zh-CN': '请选择对象存储提供商',
    en: 'Please choose the storage provider',
  },
  'error.storageNotFound': { 'zh-CN': '对象存储不存在', en: 'Object storage not found' },
  'error.storageConnectFailed': {
    'zh-CN': '无法连接对象存储，请检查 Endpoint、Bucket、AK/SK 与网络',
    en: 'Cannot connect to the object storage: check the endpoint, bucket, AK/SK and the network',
  },

  'validation.image.labelRequired': { 'zh-CN': '请填写镜像标签', en: 'Please enter the image label' },
  'validation.image.valueRequired': { 'zh-CN': '请填写镜像名称', en: 'Please enter the image name' },
  'validation.image.valueFormat': {
    'zh-CN': '镜像名称格式为 仓库地址/命名空间/名称:标签',
    en: 'The image name is written as repository/namespace/name:label',
  },
  'error.imageNotFound': { 'zh-CN': '镜像不存在', en: 'Image not found' },
  'error.imageBuiltIn': {
    'zh-CN': '内置镜像不能修改或删除',
    en: 'A built-in image cannot be changed or deleted',
  },
  'error.imageInUse': {
    'zh-CN': '镜像正被构建使用，不能删除',
    en: 'The image is used by builds and cannot be deleted',
  },
  'error.imageExists': { 'zh-CN': '已存在同名镜像', en: 'An image with this name already exists' },

  'validation.package.nameRequired': { 'zh-CN': '请填写软件包名称', en: 'Please enter the package name' },
  'validation.package.nameFormat': {
    'zh-CN': '软件包名称只支持字母、数字、点、下划线和中划线',
    en: 'A package name holds letters, digits, dots, underscores and hyphens',
  },
  'validation.package.versionRequired': {
    'zh-CN': '请填写软件包版本',
    en: 'Please enter the package version',
  },
  'validation.package.versionFormat': {
    'zh-CN': '软件包版本只支持字母、数字、点、加号、下划线和中划线',
    en: 'A package version holds letters, digits, dots, plus signs, underscores and hyphens',
  },
  'validation.package.scriptsRequired': { 'zh-CN': '请填写安装脚本', en: 'Please enter the install script' },
  'validation.package.binPathRequired': {
    'zh-CN': '请填写软件包 Bin Path',
    en: 'Please enter the package bin path',
  },
  'validation.package.downloadPath': {
    'zh-CN': '下载地址须为 http 或 https 地址',
    en: 'The download address must be an http or https URL',
  },
  'validation.package.env': {
    'zh-CN': '环境变量须写作 KEY=VALUE',
    en: 'Environment variables are written as KEY=VALUE',
  },
  'error.packageSaveFailed': { 'zh-CN': '新增或更新软件包失败', en: 'add or update package failed' },
  'error.packageExists': {
    'zh-CN': '新增或更新软件包失败：该名称与版本已存在',
    en: 'add or update package failed: this name and version already exist',
  },
  'error.packageNotFound': {
    'zh-CN': '新增或更新软件包失败：该名称与版本不存在',
    en: 'add or update package failed: no package has this name and version',
  },

  'validation.proxy.type': { 'zh-CN': '代理类型只能是 no 或 http', en: 'The proxy type is no or http' },
  'validation.proxy.addressRequired': { 'zh-CN': '请输入代理地址', en: 'Please enter the proxy address' },
  'validation.proxy.addressFormat': {
    'zh-CN': '代理地址为主机名或 IP',
    en: 'The proxy address is a host name or IP',
  },
  'validation.proxy.port': { 'zh-CN': '端口号应在 1 - 65535 之间', en: 'The port is between 1 and 65535' },
  'validation.proxy.usernameRequired': { 'zh-CN': '请输入用户名', en: 'Please enter the user name' },
  'validation.proxy.passwordRequired': { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  'error.proxyNotConfigured': {
    'zh-CN': '未配置代理，请前往「系统配置」->「代理配置」配置代理！',
    en: 'no proxy configured, go to settings first',
  },
  'error.proxyChangeFailed': { 'zh-CN': '修改代理配置失败', en: 'proxy change failed' },
  'error.proxyExists': {
    'zh-CN': '修改代理配置失败：代理配置已存在，请修改它',
    en: 'proxy change failed: a proxy is configured already, change that one',
  },
  'error.proxyGetFailed': { 'zh-CN': '获取代理配置失败', en: 'failed to get proxy configuration' },
  'error.proxyTestFailed': {
    'zh-CN': '代理测试失败：无法通过代理访问目标地址',
    en: 'Proxy test failed: the target could not be reached through the proxy',
  },
} as const;
