import { translateMessage } from '../../i18n/translateMessage';
import { feedback } from '../../lib/feedback';

export function notifyNoAccess(): void {
  feedback.notifyError(translateMessage('error.nonSuperAdmin'));
}
