import { SearchOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Input, Spin, Switch, Typography } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreference } from '../../features/session/hooks/usePreference';
import { useDebouncedValue } from '../../features/system/hooks/useDebouncedValue';
import { FULL_LOG_FONT_SIZE, LOG_ALL_LINES, LOG_FONT_SIZE, LOG_SEARCH_DEBOUNCE_MS } from './terminalSettings';
import { useStreamedLog } from './useStreamedLog';
import { type LinedLogSource, type LogAnchor, useWindowedLog } from './useWindowedLog';
import { useXterm } from './useXterm';

export interface LogTerminalProps {
  /**
   * A log the server serves by line (a job's): opened at its tail, loaded a window at a time as
   * the user scrolls, searched on the server.
   */
  lines?: LinedLogSource;
  /** Otherwise the SSE path of the log for a number of last lines (`end` closes it once complete). */
  streamPath?: (lines: number) => string;
  /** the full log view: a larger font */
  fullView?: boolean;
  /** what a failed connection says instead of the stream's own error */
  failureText?: string;
}

const overlay: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
};

/**
 * A log in an xterm (spec §4): live lines are appended as they come; a search key closes the
 * live connection and shows only the matching lines, highlighted; clearing it goes back to the
 * live log. A job log is never held whole: the terminal keeps a window of it (useWindowedLog).
 */
export function LogTerminal({ lines, streamPath, fullView = false, failureText }: LogTerminalProps) {
  const { t } = useTranslation();
  const preference = usePreference();
  const container = useRef<HTMLDivElement>(null);
  const terminal = useXterm(container, {
    fontSize: fullView ? FULL_LOG_FONT_SIZE : LOG_FONT_SIZE,
    background: preference.log_bg_color,
    foreground: preference.log_font_color,
  });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), LOG_SEARCH_DEBOUNCE_MS);
  // clearing the box goes back to the live log at once
  const searchKey = search.trim() === '' ? '' : settledSearch;
  const [follow, setFollow] = useState(true);
  const following = useRef(follow);
  following.current = follow;
  const [anchor, setAnchor] = useState<LogAnchor | undefined>(undefined);
  const streamed = useStreamedLog(
    terminal,
    lines ? undefined : streamPath?.(LOG_ALL_LINES),
    searchKey,
    following,
  );
  const windowed = useWindowedLog(terminal, lines, searchKey, anchor, following, (target) => {
    setSearch('');
    setFollow(false);
    setAnchor(target);
  });
  const { phase, failure, shown } = lines ? windowed : streamed;

  // a failure has its own banner; otherwise an empty screen says why it is empty
  let notice = null;
  if (phase !== 'failed' && shown === 0) {
    if (searchKey !== '')
      notice = <Empty data-testid="log-no-match" description={t('workflow.log.noMatch')} />;
    else if (phase === 'ended')
      notice = <Empty data-testid="log-empty" description={t('workflow.log.empty')} />;
    else notice = <Spin data-testid="log-loading" description={t('workflow.log.waiting')} />;
  }

  return (
    <Flex vertical gap={8} data-testid="log-terminal" data-phase={phase}>
      <Flex gap={12} align="center" wrap>
        <Input
          data-testid="log-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('workflow.log.search')}
          style={{ width: 260 }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {searchKey !== '' && (
          <Typography.Text type="secondary" data-testid="log-match-count">
            {t('workflow.log.matches', { count: shown })}
          </Typography.Text>
        )}
        {searchKey !== '' && lines && shown > 0 && (
          <Typography.Text type="secondary">{t('workflow.log.jumpHint')}</Typography.Text>
        )}
        {searchKey === '' && anchor && (
          <Typography.Text type="secondary" data-testid="log-anchor">
            {t('workflow.log.around', { line: anchor.line, total: windowed.total })}
          </Typography.Text>
        )}
        <Flex gap={6} align="center">
          <Switch
            data-testid="log-follow"
            size="small"
            checked={follow}
            onChange={(checked) => {
              setFollow(checked);
              // following goes back to the tail of the whole log
              if (checked) setAnchor(undefined);
              if (checked) terminal.current?.scrollToBottom();
            }}
          />
          <Typography.Text>{t('workflow.log.follow')}</Typography.Text>
        </Flex>
        {searchKey === '' && phase === 'live' && (
          <Typography.Text type="secondary">{t('workflow.log.live')}</Typography.Text>
        )}
      </Flex>
      {phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          data-testid="log-failed"
          title={failureText ?? (failure || t('workflow.log.failed'))}
        />
      )}
      <div style={{ position: 'relative', background: preference.log_bg_color, padding: 8, borderRadius: 6 }}>
        <div ref={container} data-testid="log-screen" />
        {notice && <div style={overlay}>{notice}</div>}
      </div>
    </Flex>
  );
}
