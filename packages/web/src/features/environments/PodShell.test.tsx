// jsdom has no WebSocket server to talk to, so a fake WebSocket stands in for the pod shell's
// socket: the test opens, feeds, closes or fails it and reads the frames the page sent.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { setUpScreenTests } from '../system/screenTests';
import { PodShell } from './PodShell';
import { podShellUrl } from './podShellSocket';

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static last: FakeSocket | undefined;
  readonly OPEN = 1;
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(frame: string) {
    this.sent.push(JSON.parse(frame));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverCloses(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
  serverFails() {
    this.onerror?.();
    this.serverCloses();
  }
}

const target = {
  projectName: 'shop',
  envName: 'dev',
  namespace: 'shop-env-dev',
  podName: 'web-0',
  containerName: 'web',
  clusterId: 'c1',
};
const socket = () => FakeSocket.last!;
const phase = () => screen.getByTestId('pod-shell-phase').textContent;
const openShell = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <PodShell target={target} />
    </AppProviders>,
  );

setUpScreenTests();
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.last = undefined;
});

describe('PodShell (spec §4, §7, §8)', () => {
  it('builds the socket address with the project, cluster and token in the query', () => {
    expect(podShellUrl(target, 'tok', { protocol: 'https:', host: 'ci.example.com' })).toBe(
      'wss://ci.example.com/api/podexec/shop/shop-env-dev/web-0/web/podExec/dev?projectName=shop&clusterId=c1&token=tok',
    );
  });

  it('connects, opens (starting bash and sending the size), shows output and says when it closes', async () => {
    openShell();
    expect(await screen.findByText('Connecting')).toBeTruthy();
    expect(socket().url).toContain('/api/podexec/shop/shop-env-dev/web-0/web/podExec/dev?');
    expect(socket().url).toContain('token=token-1');
    act(() => socket().serverOpens());
    expect(phase()).toBe('Connected');
    expect(socket().sent).toContainEqual({ operation: 'stdin', data: 'bash \r' });
    expect(socket().sent.some((frame) => (frame as { operation: string }).operation === 'resize')).toBe(true);
    act(() => socket().onmessage?.({ data: JSON.stringify({ operation: 'stdout', data: '$ ' }) }));
    act(() => socket().serverCloses());
    expect(phase()).toBe('Closed');
    expect(screen.getByTestId('pod-shell-message').textContent).toBe(
      'system info: container connection closed, please close window and retry',
    );
  });

  it('says an error happened when the server closes a shell that could not start or failed (1011)', async () => {
    openShell();
    await screen.findByText('Connecting');
    act(() => socket().serverOpens());
    act(() => socket().serverCloses(1011));
    expect(phase()).toBe('Error');
  });

  it('says an error happened when the socket fails', async () => {
    openShell();
    await screen.findByText('Connecting');
    act(() => socket().serverFails());
    expect(phase()).toBe('Error');
    expect(screen.getByTestId('pod-shell-message').textContent).toBe(
      'system info: error encountered, please close window and retry',
    );
  });
});
