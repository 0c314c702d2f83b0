/** Texts of the schedule-trigger form (spec §5 "Schedule form"). */
export const scheduleMessages = {
  'validation.schedule.typeRequired': { 'zh-CN': '请选择触发方式', en: 'please choose trigger way' },
  'validation.schedule.frequencyRequired': { 'zh-CN': '请选择周期', en: 'please choose cycle' },
  'validation.schedule.timeRequired': { 'zh-CN': '请选择时间', en: 'please choose time' },
  'validation.schedule.timeFormat': { 'zh-CN': '时间格式为 HH:mm', en: 'time format is HH:mm' },
  'validation.schedule.numberRequired': { 'zh-CN': '请输入间隔', en: 'please enter the interval' },
  'validation.schedule.numberMin': { 'zh-CN': '间隔最小为 1', en: 'the interval is at least 1' },
  'validation.schedule.gapUnitRequired': { 'zh-CN': '请选择间隔单位', en: 'please choose the interval unit' },
  'validation.schedule.cronRequired': {
    'zh-CN': '请输入 Cron 表达式',
    en: 'please enter the cron expression',
  },
  'validation.schedule.cronFields': {
    'zh-CN': '请检查格式，只支持五个字段',
    en: 'please check format, only five fields supported',
  },
  'validation.schedule.cronChars': {
    'zh-CN': '只支持数字 * , - /',
    en: 'only digits * , - / supported',
  },
  'validation.schedule.cronInvalid': {
    'zh-CN': 'Cron 表达式的取值超出范围',
    en: 'a cron field is out of range',
  },
  'validation.schedule.maxFailuresMin': {
    'zh-CN': '连续失败次数最小为 1',
    en: 'the number of failures in a row is at least 1',
  },
  'error.scheduleNotFound': { 'zh-CN': '定时器不存在', en: 'Schedule not found' },
  'schedule.disabledAfterFailures': {
    'zh-CN': '连续失败次数达到上限，定时器已关闭',
    en: 'switched off after too many failed runs in a row',
  },
} as const;
