export { ScheduleEditor, type ScheduleEditorProps } from './ScheduleEditor';
export type { ScheduleArgs, ScheduleDraft, ScheduleEntry } from './scheduleForm';
export { describeSchedule } from './scheduleText';
