/** Texts of the host form's rules (spec §5) and host errors, in both languages. */
export const hostMessages = {
  'validation.host.nameRequired': { 'zh-CN': '请输入主机名称', en: 'Please enter host name' },
  'validation.host.nameKeyword': {
    'zh-CN': '主机名称不支持 bash 关键字',
    en: 'Host name does not support bash keywords',
  },
  'validation.host.nameFormat': {
    'zh-CN': '主机名称仅支持英文字母、数字、下划线且首个字符不以数字开头',
    en: 'Host name only supports English letters, digits, underscores and cannot start with a digit',
  },
  'validation.host.providerRequired': { 'zh-CN': '请选择提供商', en: 'Please select provider' },
  'validation.host.userNameRequired': { 'zh-CN': '请输入用户名', en: 'Please enter user name' },
  'validation.host.ipRequired': { 'zh-CN': '请输入主机 IP', en: 'Please enter host IP' },
  'validation.host.ipFormat': {
    'zh-CN': '主机 IP 只能是 IP 地址或主机名',
    en: 'The host IP must be an IP address or a host name',
  },
  'validation.host.portRequired': { 'zh-CN': '请输入端口', en: 'Please enter port' },
  'validation.host.portRange': { 'zh-CN': '端口范围 1 ~ 65535', en: 'Port range 1 ~ 65535' },
  'validation.host.privateKeyRequired': { 'zh-CN': '请输入私钥', en: 'Please enter private key' },
  'validation.host.privateKeyFormat': {
    'zh-CN': '私钥须为 PEM 或 OpenSSH 格式的私钥',
    en: 'The private key must be a PEM or OpenSSH private key',
  },
  'validation.host.probeType': {
    'zh-CN': '探活方式只能是 tcp、http 或 https',
    en: 'The probe type is tcp, http or https',
  },
  'validation.host.probeTimeoutRequired': { 'zh-CN': '请输入超时时间', en: 'Please enter timeout' },
  'validation.host.probeTimeoutRange': { 'zh-CN': '超时时间 1 ~ 10s', en: 'Timeout 1 ~ 10s' },
  'validation.host.headerName': {
    'zh-CN': 'Header 名称只能包含字母、数字和 -',
    en: 'A header name holds letters, digits and hyphens',
  },
  'validation.host.headerValue': {
    'zh-CN': 'Header 值不能换行',
    en: 'A header value cannot span lines',
  },
  'validation.host.importOption': {
    'zh-CN': '导入方式只能是 increment 或 patch',
    en: 'The import option is increment or patch',
  },
  'validation.host.importEmpty': { 'zh-CN': '没有要导入的主机', en: 'There are no hosts to import' },
  'error.hostSshRefused': {
    'zh-CN': '主机拒绝了该用户名或私钥，无法通过 SSH 登录，主机信息未保存',
    en: 'The host refused this user name or private key over SSH; the host was not saved',
  },
  'error.hostSshKeyUnreadable': {
    'zh-CN': '私钥无法使用（格式有误或设有密码），主机信息未保存',
    en: 'The private key cannot be used (malformed or protected by a passphrase); the host was not saved',
  },
  'error.hostNotFound': { 'zh-CN': '主机不存在', en: 'Host not found' },
  'error.hostExists': { 'zh-CN': '已存在同名主机', en: 'A host with this name already exists' },
} as const;
