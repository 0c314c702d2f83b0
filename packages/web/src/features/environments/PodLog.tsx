import { useTranslation } from 'react-i18next';
import { LogTerminal } from '../../components/LogTerminal/LogTerminal';

/** A container's live log (portal shapes §14): the last lines, then new ones as they come. */
export function PodLog({
  projectName,
  envName,
  podName,
  containerName,
}: {
  projectName: string;
  envName: string;
  podName: string;
  containerName: string;
}) {
  const { t } = useTranslation();
  const query = (lines: number) =>
    new URLSearchParams({ projectName, envName, tailLines: String(lines) }).toString();
  return (
    <LogTerminal
      streamPath={(lines) =>
        `/api/aslan/logs/sse/pods/${encodeURIComponent(podName)}/containers/${encodeURIComponent(containerName)}?${query(lines)}`
      }
      failureText={t('envs.podLogFailed')}
    />
  );
}
