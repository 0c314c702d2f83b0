import { Alert, Flex, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_FONT_SIZE } from '../../components/LogTerminal/terminalSettings';
import { useXterm } from '../../components/LogTerminal/useXterm';
import { type TranslationKey, tKey } from '../../i18n/tKey';
import { usePreference } from '../session/hooks/usePreference';
import { sessionStore } from '../session/sessionStore';
import { connectPodShell, type PodShellTarget, podShellUrl, type ShellPhase } from './podShellSocket';

const phaseText: Record<ShellPhase, TranslationKey> = {
  connecting: tKey('envs.shellConnecting'),
  open: tKey('envs.shellOpen'),
  closed: tKey('envs.shellClosed'),
  error: tKey('envs.shellError'),
};

const phaseColor: Record<ShellPhase, string> = {
  connecting: 'processing',
  open: 'success',
  closed: 'default',
  error: 'error',
};

/**
 * A shell in a pod's container (spec §4): keystrokes go to the container once the socket is open;
 * the terminal's size follows its box and is sent along. A closed or failed shell is not reopened:
 * the message asks to close the window and retry.
 */
export function PodShell({ target }: { target: PodShellTarget }) {
  const { t } = useTranslation();
  const preference = usePreference();
  const container = useRef<HTMLDivElement>(null);
  const terminal = useXterm(container, {
    fontSize: LOG_FONT_SIZE,
    background: preference.log_bg_color,
    foreground: preference.log_font_color,
  });
  const [phase, setPhase] = useState<ShellPhase>('connecting');
  const { projectName, envName, namespace, podName, containerName, clusterId } = target;

  useEffect(() => {
    const term = terminal.current;
    const token = sessionStore.getState().user?.token ?? '';
    const url = podShellUrl(
      { projectName, envName, namespace, podName, containerName, clusterId },
      token,
      window.location,
    );
    const connection = connectPodShell(
      url,
      (text) => term?.write(text),
      (next) => {
        setPhase(next);
        if (!term) return;
        // the terminal takes keystrokes only while the shell is open
        term.options.disableStdin = next !== 'open';
        term.options.cursorBlink = next === 'open';
        if (next === 'open') {
          connection.resize(term.cols, term.rows);
          term.focus();
        }
        if (next === 'closed') term.writeln(`\r\n${t('envs.shellClosedMessage')}`);
        if (next === 'error') term.writeln(`\r\n${t('envs.shellErrorMessage')}`);
      },
    );
    const typing = term?.onData((data) => connection.sendInput(data));
    const resizing = term?.onResize(({ cols, rows }) => connection.resize(cols, rows));
    return () => {
      typing?.dispose();
      resizing?.dispose();
      connection.close();
    };
  }, [terminal, projectName, envName, namespace, podName, containerName, clusterId, t]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Tag data-testid="pod-shell-phase" color={phaseColor[phase]}>
          {t(phaseText[phase])}
        </Tag>
        <span>{`${podName} / ${containerName}`}</span>
      </Flex>
      {phase === 'closed' && (
        <Alert type="warning" data-testid="pod-shell-message" title={t('envs.shellClosedMessage')} />
      )}
      {phase === 'error' && (
        <Alert type="error" data-testid="pod-shell-message" title={t('envs.shellErrorMessage')} />
      )}
      <div
        data-testid="pod-shell-terminal"
        style={{ background: preference.log_bg_color, padding: 8, borderRadius: 6 }}
      >
        <div ref={container} />
      </div>
    </Flex>
  );
}
