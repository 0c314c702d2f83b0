import { App } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from '../lib/feedback';

/** Gives code outside React (HTTP client, loaders) the themed toasts of antd's App context. */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    connectFeedback({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      notifyError: (title, description) => notification.error({ title, description }),
    });
    return () => connectFeedback(undefined);
  }, [message, notification]);
  return null;
}
