import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved changes asks first, inside the app and when the tab is closed or reloaded.
 * The answer lets the next move go unasked (after a save): the guard then does not depend on which
 * render the move happens in.
 */
export function useUnsavedGuard(dirty: boolean): { allowLeave: () => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('productWorkflow.unsaved.title'),
      content: t('productWorkflow.unsaved.text'),
      okText: t('productWorkflow.unsaved.leave'),
      cancelText: t('productWorkflow.unsaved.stay'),
      okButtonProps: { ...{ 'data-testid': 'pwf-leave' } },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { allowLeave };
}
