import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { HOST_PROBE_DEFAULT_TIMEOUT, type HostStatus } from '@slipway/contracts';
import type { StoredHostProbe } from '../../db/schema-hosts.js';

/** Where and how one host is probed. */
export interface ProbeTarget {
  ip: string;
  /** the SSH port: what a tcp probe connects to */
  port: number;
  probe: StoredHostProbe;
}

/** The most of a body read when looking for the success text. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a TCP connection to the address opens within the timeout. */
function tcpOpens(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (online: boolean) => {
      socket.destroy();
      resolve(online);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether the URL answers 2xx within the timeout and, when a success text is set, its body holds it.
 * https probes accept any certificate: hosts often serve self-signed ones and only liveness is asked.
 */
function httpAnswers(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
  successText: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (online: boolean) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(online);
    };
    const request = client.get(url, { headers, timeout: timeoutMs, rejectUnauthorized: false }, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299) return done(false);
      if (!successText) return done(true);
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes(successText)) done(true);
        else if (body.length > MAX_BODY_BYTES) done(false);
      });
      res.once('end', () => done(body.includes(successText)));
      res.once('error', () => done(false));
    });
    request.once('timeout', () => done(false));
    request.once('error', () => done(false));
  });
}

/** The URL of an http(s) probe: the path is taken as given, with a leading slash added. */
function probeUrl(
  target: ProbeTarget,
  scheme: 'http' | 'https',
  port: number,
  path: string,
): URL | undefined {
  const host = target.ip.includes(':') ? `[${target.ip}]` : target.ip;
  try {
    return new URL(`${scheme}://${host}:${port}${path.startsWith('/') ? path : `/${path}`}`);
  } catch {
    return undefined;
  }
}

/** `normal` when the host passes its probe, else `abnormal`. */
export async function probeHost(target: ProbeTarget): Promise<HostStatus> {
  const { probe } = target;
  const httpProbe = probe.http_probe;
  const timeoutMs = (httpProbe?.timeout_second ?? HOST_PROBE_DEFAULT_TIMEOUT) * 1000;
  if (probe.probe_type === 'tcp' || !httpProbe)
    return (await tcpOpens(target.ip, target.port, timeoutMs)) ? 'normal' : 'abnormal';
  const url = probeUrl(target, probe.probe_type, httpProbe.port, httpProbe.path);
  if (!url) return 'abnormal';
  const headers = Object.fromEntries(
    (httpProbe.http_headers ?? []).filter((h) => h.name).map((h) => [h.name, h.value] as const),
  );
  const online = await httpAnswers(url, headers, timeoutMs, httpProbe.response_success_flag);
  return online ? 'normal' : 'abnormal';
}
