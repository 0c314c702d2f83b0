import type { FormInstance } from 'antd';

/** Whether every field of the form passes its rules; a field that does not shows its own message. */
export async function fieldsValid(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch {
    return false;
  }
}
