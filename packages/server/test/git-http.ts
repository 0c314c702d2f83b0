import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Files, makeBareRepo, type RepoCommits } from './git-repos.js';

export interface GitHttpServer {
  /** base address of the server: repositories are `<address>/<owner>/<name>.git` */
  address: string;
  commits: Record<string, RepoCommits>;
  /** requests by whether they carried the right credentials */
  requests: { authorised: number; refused: number };
  stop(): Promise<void>;
}

/**
 * Real git over smart HTTP: `git http-backend` (git's own CGI program) behind a small HTTP server
 * that asks for Basic credentials, as hosted git servers do.
 */
export async function startGitHttpServer(
  repos: Record<string, Files>,
  credentials: { username: string; password: string },
): Promise<GitHttpServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'slipway-git-http-'));
  const commits: Record<string, RepoCommits> = {};
  for (const [fullName, files] of Object.entries(repos)) {
    const [owner, name] = fullName.split('/') as [string, string];
    commits[fullName] = makeBareRepo(root, owner, name, files);
  }
  const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const requests = { authorised: 0, refused: 0 };
  const server = http.createServer((req, res) => {
    if (req.headers.authorization !== expected) {
      requests.refused++;
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    requests.authorised++;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        REMOTE_USER: credentials.username,
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(cgi.stdin);
    // CGI answer: headers, a blank line, the body
    let head = Buffer.alloc(0);
    let headerDone = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headerDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headerDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim();
        const value = line.slice(at + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(name, value);
      }
      res.statusCode = status;
      res.write(head.subarray(end + 4));
    });
    cgi.stdout.on('end', () => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    commits,
    requests,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
