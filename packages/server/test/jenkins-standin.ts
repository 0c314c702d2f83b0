import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a Jenkins server, on loopback: Jenkins itself cannot run here. It answers the
 * remote access API calls Slipway makes exactly as Jenkins documents them
 * (https://www.jenkins.io/doc/book/using/remote-access-api/): `GET /api/json?tree=jobs[name]` lists
 * the top-level jobs with their `_class`; `GET /job/<name>/api/json?tree=property[...]` gives the
 * job's `ParametersDefinitionProperty` with `parameterDefinitions[{_class, name, type,
 * defaultParameterValue{_class, value}, choices}]`; folders nest as `/job/<folder>/job/<name>`.
 * HTTP basic auth with a user name and API token; 401 for a wrong token, 404 for an unknown job.
 */
export interface StandInJob {
  name: string;
  /** the path of folders above the job, outermost first */
  folders?: string[];
  parameters: StandInParameter[];
}
export type StandInParameter =
  | { kind: 'string'; name: string; default: string }
  | { kind: 'choice'; name: string; choices: string[] }
  | { kind: 'boolean'; name: string; default: boolean };

export interface JenkinsStandIn {
  url: string;
  user: string;
  token: string;
  /** every request received: path with query, and the Authorization header */
  requests: { url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const definitionOf = (p: StandInParameter) => {
  switch (p.kind) {
    case 'string':
      return {
        _class: 'hudson.model.StringParameterDefinition',
        defaultParameterValue: { _class: 'hudson.model.StringParameterValue', value: p.default },
        name: p.name,
        type: 'StringParameterDefinition',
      };
    case 'choice':
      return {
        _class: 'hudson.model.ChoiceParameterDefinition',
        defaultParameterValue: { _class: 'hudson.model.StringParameterValue', value: p.choices[0] },
        name: p.name,
        type: 'ChoiceParameterDefinition',
        choices: p.choices,
      };
    case 'boolean':
      return {
        _class: 'hudson.model.BooleanParameterDefinition',
        defaultParameterValue: { _class: 'hudson.model.BooleanParameterValue', value: p.default },
        name: p.name,
        type: 'BooleanParameterDefinition',
      };
  }
};

export async function startJenkinsStandIn(
  jobs: StandInJob[],
  account = { user: 'jenkins-admin', token: '11a7c0ffee0123456789abcdef012345' },
): Promise<JenkinsStandIn> {
  const requests: JenkinsStandIn['requests'] = [];
  const expected = `Basic ${Buffer.from(`${account.user}:${account.token}`).toString('base64')}`;
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'x-jenkins': '2.426.3' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    if (req.headers.authorization !== expected) {
      res.writeHead(401, {
        'content-type': 'text/html;charset=utf-8',
        'www-authenticate': 'Basic realm="Jenkins"',
      });
      res.end('<html><body>Invalid password/token for user</body></html>');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/api/json') {
      json(res, 200, {
        _class: 'hudson.model.Hudson',
        mode: 'NORMAL',
        jobs: jobs
          .filter((job) => !job.folders?.length)
          .map((job) => ({ _class: 'hudson.model.FreeStyleProject', name: job.name })),
      });
      return;
    }
    const path = url.pathname.replace(/\/api\/json$/, '');
    const job = jobs.find(
      (j) =>
        [...(j.folders ?? []), j.name].map((part) => `/job/${encodeURIComponent(part)}`).join('') === path,
    );
    if (!job || !url.pathname.endsWith('/api/json')) {
      res.writeHead(404, { 'content-type': 'text/html;charset=utf-8' });
      res.end('<html><body>Not Found</body></html>');
      return;
    }
    json(res, 200, {
      _class: 'hudson.model.FreeStyleProject',
      property:
        job.parameters.length === 0
          ? []
          : [
              {
                _class: 'hudson.model.ParametersDefinitionProperty',
                parameterDefinitions: job.parameters.map(definitionOf),
              },
            ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    user: account.user,
    token: account.token,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
