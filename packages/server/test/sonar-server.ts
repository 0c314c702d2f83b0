import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a SonarQube server on loopback. The real server (Java, with its database) cannot run
 * here, so this answers the Web API calls Slipway makes exactly as SonarQube's Web API documentation
 * shows them: `GET /api/authentication/validate` → `{"valid": bool}`, `GET /api/ce/task?id=` →
 * `{"task": {id, type, componentKey, status, analysisId, …}}`, `GET /api/qualitygates/project_status
 * ?analysisId=` → `{"projectStatus": {status, conditions, …}}`; tokens are the user name of basic
 * authentication (401 without one). `POST /api/ce/submit?projectKey=` → `{"taskId"}` takes the
 * analysis report the stand-in sonar-scanner uploads, as the real scanner does.
 */
export interface SonarStandIn {
  address: string;
  token: string;
  /** the quality gate each project's analyses get (OK unless set) */
  gates: Map<string, 'OK' | 'ERROR'>;
  /** what each call carried, for tests that check where the token travelled */
  requests: Array<{ method: string; url: string; authorization: string }>;
  stop(): Promise<void>;
}

interface Analysis {
  projectKey: string;
  analysisId: string;
  /** `GET /api/ce/task` answers IN_PROGRESS this many times first, as a busy server does */
  pendingPolls: number;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startSonarStandIn(
  token = `squ_${randomUUID().replaceAll('-', '')}`,
): Promise<SonarStandIn> {
  const gates = new Map<string, 'OK' | 'ERROR'>();
  const analyses = new Map<string, Analysis>();
  const requests: SonarStandIn['requests'] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sonar');
    const authorization = req.headers.authorization ?? '';
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorization });
    const [scheme, encoded] = authorization.split(' ');
    const user = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString().split(':')[0] : '';
    const authenticated = user === token;
    req.resume();

    if (url.pathname === '/api/authentication/validate') return json(res, 200, { valid: authenticated });
    if (!authenticated) return json(res, 401, { errors: [{ msg: 'Authentication required' }] });

    if (req.method === 'POST' && url.pathname === '/api/ce/submit') {
      const projectKey = url.searchParams.get('projectKey') ?? '';
      const taskId = `AX${randomUUID().replaceAll('-', '').slice(0, 18)}`;
      analyses.set(taskId, { projectKey, analysisId: `AY${randomUUID().slice(0, 8)}`, pendingPolls: 1 });
      return json(res, 200, { taskId, projectId: projectKey });
    }
    if (req.method === 'GET' && url.pathname === '/api/ce/task') {
      const id = url.searchParams.get('id') ?? '';
      const analysis = analyses.get(id);
      if (!analysis) return json(res, 404, { errors: [{ msg: `No activity found for task '${id}'` }] });
      const done = analysis.pendingPolls-- <= 0;
      return json(res, 200, {
        task: {
          id,
          type: 'REPORT',
          componentKey: analysis.projectKey,
          status: done ? 'SUCCESS' : 'IN_PROGRESS',
          submittedAt: '2026-01-01T00:00:00+0000',
          ...(done ? { analysisId: analysis.analysisId, executedAt: '2026-01-01T00:00:01+0000' } : {}),
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/api/qualitygates/project_status') {
      const analysisId = url.searchParams.get('analysisId');
      const analysis = [...analyses.values()].find((a) => a.analysisId === analysisId);
      if (!analysis)
        return json(res, 404, { errors: [{ msg: `Analysis with id '${analysisId}' is not found` }] });
      const status = gates.get(analysis.projectKey) ?? 'OK';
      return json(res, 200, {
        projectStatus: {
          status,
          conditions: [
            {
              status,
              metricKey: 'new_coverage',
              comparator: 'LT',
              errorThreshold: '80',
              actualValue: status === 'OK' ? '90.0' : '12.5',
            },
          ],
          ignoredConditions: false,
        },
      });
    }
    return json(res, 404, { errors: [{ msg: 'Unknown url' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    token,
    gates,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for the sonar-scanner CLI (Java; it cannot be installed here), kept in the repository
 * under test and put on PATH by the scanner's pre-scan script. Like the real CLI it reads
 * sonar-project.properties, takes the server from SONAR_HOST_URL and the token from SONAR_TOKEN,
 * uploads the analysis (the token through curl's config on stdin, never as an argument) and writes
 * `.scannerwork/report-task.txt`. It also prints the token, as a careless tool might, so a test can see that the log masks it.
 */
export const SONAR_SCANNER_STAND_IN = `#!/bin/sh
set -e
key=$(sed -n 's/^sonar.projectKey=//p' sonar-project.properties)
echo "INFO: Scanner configuration file: sonar-project.properties"
echo "INFO: Project key: $key"
echo "INFO: Analysing with token $SONAR_TOKEN"
answer=$(printf 'user = "%s:"\\n' "$SONAR_TOKEN" | curl -sS -f -K - -X POST "$SONAR_HOST_URL/api/ce/submit?projectKey=$key")
task=$(printf '%s' "$answer" | sed -n 's/.*"taskId":"\\([^"]*\\)".*/\\1/p')
mkdir -p .scannerwork
cat > .scannerwork/report-task.txt <<REPORT
projectKey=$key
serverUrl=$SONAR_HOST_URL
serverVersion=9.9.0
dashboardUrl=$SONAR_HOST_URL/dashboard?id=$key
ceTaskId=$task
ceTaskUrl=$SONAR_HOST_URL/api/ce/task?id=$task
REPORT
echo "INFO: ANALYSIS SUCCESSFUL, you can find the results at: $SONAR_HOST_URL/dashboard?id=$key"
`;
