import { SearchOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Input, Spin, Switch, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openEventStream } from '../../api/sse';
import { usePreference } from '../../features/session/hooks/usePreference';
import { useDebouncedValue } from '../../features/system/hooks/useDebouncedValue';
import { createLogFlusher } from './logFlush';
import { searchLog, stripAnsi } from './logSearch';
import {
  FULL_LOG_FONT_SIZE,
  LOG_ALL_LINES,
  LOG_FLUSH_DEBOUNCE_MS,
  LOG_FLUSH_MAX_WAIT_MS,
  LOG_FONT_SIZE,
  LOG_SEARCH_DEBOUNCE_MS,
} from './terminalSettings';
import { useXterm } from './useXterm';

export interface LogTerminalProps {
  /** The SSE path of the log for a number of last lines (`end` closes it once the log is complete). */
  streamPath: (lines: number) => string;
  /** the full log view: a larger font */
  fullView?: boolean;
  /** what a failed connection says instead of the stream's own error */
  failureText?: string;
}

type Phase = 'connecting' | 'live' | 'ended' | 'failed';

/** Off screen but in the document, so end-to-end tests can read what the terminal shows. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'pre',
};

const overlay: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
};

/**
 * A job log in an xterm (spec §4): live lines are appended as they come; a search key closes the
 * live connection and shows only the matching lines, highlighted; clearing it reconnects and
 * replays the whole log.
 */
export function LogTerminal({ streamPath, fullView = false, failureText }: LogTerminalProps) {
  const { t } = useTranslation();
  const preference = usePreference();
  const container = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLPreElement>(null);
  const terminal = useXterm(container, {
    fontSize: fullView ? FULL_LOG_FONT_SIZE : LOG_FONT_SIZE,
    background: preference.log_bg_color,
    foreground: preference.log_font_color,
  });
  const lines = useRef<string[]>([]);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), LOG_SEARCH_DEBOUNCE_MS);
  // clearing the box goes back to the live log at once
  const searchKey = search.trim() === '' ? '' : settledSearch;
  const [follow, setFollow] = useState(true);
  const following = useRef(follow);
  following.current = follow;
  const [phase, setPhase] = useState<Phase>('connecting');
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState(0);
  const url = streamPath(LOG_ALL_LINES);

  // live: (re)connect from the start and append each flush
  useEffect(() => {
    const screen = terminal.current;
    if (searchKey !== '' || !screen) return;
    screen.reset();
    if (text.current) text.current.textContent = '';
    lines.current = [];
    setShown(0);
    setPhase('connecting');
    const flusher = createLogFlusher(
      (chunk) => {
        screen.write(chunk, () => {
          if (following.current) screen.scrollToBottom();
        });
        text.current?.append(stripAnsi(chunk));
        setShown(lines.current.length);
      },
      { delayMs: LOG_FLUSH_DEBOUNCE_MS, maxWaitMs: LOG_FLUSH_MAX_WAIT_MS },
    );
    const stream = openEventStream(url, {
      onOpen: () => setPhase('live'),
      onEvent: (event) => {
        if (event.event === 'end') {
          stream.close();
          flusher.flush();
          setPhase('ended');
        } else if (event.event === 'message') {
          lines.current.push(...event.data.split('\n'));
          flusher.add(`${event.data}\n`);
        }
      },
      onError: (error) => {
        setFailure(error.message);
        setPhase('failed');
      },
    });
    return () => {
      stream.close();
      flusher.cancel();
    };
  }, [searchKey, url, terminal]);

  // search: only the matching lines of what has arrived
  useEffect(() => {
    const screen = terminal.current;
    if (searchKey === '' || !screen) return;
    const found = searchLog(lines.current, searchKey);
    screen.reset();
    if (found.highlighted.length > 0) screen.write(`${found.highlighted.join('\n')}\n`);
    if (text.current) text.current.textContent = found.lines.join('\n');
    setShown(found.lines.length);
  }, [searchKey, terminal]);

  let notice = null;
  if (searchKey !== '' && shown === 0) {
    notice = <Empty data-testid="log-no-match" description={t('workflow.log.noMatch')} />;
  } else if (searchKey === '' && shown === 0 && phase === 'ended') {
    notice = <Empty data-testid="log-empty" description={t('workflow.log.empty')} />;
  } else if (searchKey === '' && shown === 0 && phase !== 'failed') {
    notice = <Spin data-testid="log-loading" description={t('workflow.log.waiting')} />;
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
        <Flex gap={6} align="center">
          <Switch
            data-testid="log-follow"
            size="small"
            checked={follow}
            onChange={(checked) => {
              setFollow(checked);
              if (checked) terminal.current?.scrollToBottom();
            }}
          />
          <Typography.Text>{t('workflow.log.follow')}</Typography.Text>
        </Flex>
        {searchKey === '' && phase === 'live' && (
          <Typography.Text type="secondary">{t('workflow.log.live')}</Typography.Text>
        )}
      </Flex>
      {phase === 'failed' && searchKey === '' && (
        <Alert
          type="error"
          showIcon
          data-testid="log-failed"
          title={failureText ?? (failure || t('workflow.log.failed'))}
        />
      )}
      <div style={{ position: 'relative', background: preference.log_bg_color, padding: 8, borderRadius: 6 }}>
        <div ref={container} />
        {notice && <div style={overlay}>{notice}</div>}
      </div>
      <pre data-testid="log-text" style={visuallyHidden} ref={text} />
    </Flex>
  );
}
