import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../src/lib/crypto/aes.js';
import { BadRequestError } from '../src/lib/errors.js';
import { loadServerKeys } from '../src/lib/keys.js';
import { RegistriesRepository } from '../src/modules/registries/registries.repository.js';
import { RegistriesService } from '../src/modules/registries/registries.service.js';
import { registryCredentials } from '../src/modules/registries/registry-credentials.js';
import { RegistryImagesService } from '../src/modules/registries/registry-images.service.js';
import { REGISTRY_PASSWORD, REGISTRY_USER, startRegistry, type TestRegistry } from './docker-registry.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * How each provider's account becomes the user name and password podman and the registry API sign
 * in with. ECR is reached through the AWS SDK; AWS itself cannot be reached from here, so a STAND-IN
 * on loopback answers GetAuthorizationToken the way the ECR API reference documents it (JSON 1.1
 * protocol, `X-Amz-Target: AmazonEC2ContainerRegistry_V20150921.GetAuthorizationToken`, an
 * `authorizationData` list whose token is base64 of `AWS:<password>`, `__type` errors).
 */
const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

interface EcrCall {
  target: string;
  authorization: string;
  contentType: string;
}

/** The stand-in for the ECR API: a token for ACCESS_KEY, the documented error for any other key. */
async function startEcrStandIn(token: string) {
  const calls: EcrCall[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const authorization = req.headers.authorization ?? '';
      calls.push({
        target: String(req.headers['x-amz-target'] ?? ''),
        authorization,
        contentType: String(req.headers['content-type'] ?? ''),
      });
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (!authorization.includes(`Credential=${ACCESS_KEY}/`)) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            __type: 'UnrecognizedClientException',
            message: 'The security token included in the request is invalid.',
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          authorizationData: [
            {
              authorizationToken: Buffer.from(token).toString('base64'),
              expiresAt: Date.now() / 1000 + 12 * 3600,
              proxyEndpoint: 'https://123456789012.dkr.ecr.us-east-1.amazonaws.com',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const account = (fields: Partial<Parameters<typeof registryCredentials>[0]>) => ({
  id: 'r-1',
  provider: 'native',
  accessKey: ACCESS_KEY,
  secretKey: SECRET_KEY,
  region: 'us-east-1',
  ...fields,
});

let ecr: Awaited<ReturnType<typeof startEcrStandIn>>;
beforeAll(async () => {
  ecr = await startEcrStandIn(`AWS:ecr-password-1`);
});
afterAll(() => ecr?.stop());

describe('registryCredentials', () => {
  it('ECR: signs GetAuthorizationToken with the account and region, and signs in as the decoded token', async () => {
    const signIn = await registryCredentials(account({ id: 'ecr-a', provider: 'ecr' }), {
      ecrEndpoint: ecr.endpoint,
    });
    expect(signIn).toEqual({ username: 'AWS', password: 'ecr-password-1' });
    const [call] = ecr.calls;
    expect(call?.target).toBe('AmazonEC2ContainerRegistry_V20150921.GetAuthorizationToken');
    expect(call?.contentType).toBe('application/x-amz-json-1.1');
    expect(call?.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/us-east-1/ecr/aws4_request`),
    );
  });

  it('ECR: a token is reused for the same account, asked for again once the account changes', async () => {
    const before = ecr.calls.length;
    const options = { ecrEndpoint: ecr.endpoint };
    await registryCredentials(account({ id: 'ecr-b', provider: 'ecr' }), options);
    await registryCredentials(account({ id: 'ecr-b', provider: 'ecr' }), options);
    expect(ecr.calls.length).toBe(before + 1);
    await registryCredentials(account({ id: 'ecr-b', provider: 'ecr', region: 'eu-west-1' }), options);
    expect(ecr.calls.length).toBe(before + 2);
    expect(ecr.calls.at(-1)?.authorization).toContain('/eu-west-1/ecr/aws4_request');
  });

  it("ECR: a refused account or a missing region is a sign-in error naming AWS's reason", async () => {
    const refused = registryCredentials(account({ id: 'ecr-c', provider: 'ecr', accessKey: 'AKIAOTHER' }), {
      ecrEndpoint: ecr.endpoint,
    });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({
      messageKey: 'error.registrySignInFailed',
      description: expect.stringContaining('The security token included in the request is invalid'),
    });
    await expect(
      registryCredentials(account({ id: 'ecr-d', provider: 'ecr', region: '' }), {
        ecrEndpoint: ecr.endpoint,
      }),
    ).rejects.toMatchObject({ messageKey: 'error.registrySignInFailed', description: 'ECR: no region' });
  });

  it('SWR: region@access-key, and the HMAC-SHA256 of the access key under the secret key (as openssl computes it)', async () => {
    const signIn = await registryCredentials(account({ provider: 'swr', region: 'cn-north-4' }));
    const openssl = execFileSync('openssl', ['dgst', '-sha256', '-hmac', SECRET_KEY], { input: ACCESS_KEY })
      .toString()
      .trim()
      .split(' ')
      .at(-1);
    expect(signIn).toEqual({ username: `cn-north-4@${ACCESS_KEY}`, password: openssl });
  });

  it('ACR, TCR, Harbor, Docker Hub and plain registries: the access key and secret key as they are', async () => {
    for (const provider of ['acr', 'tcr', 'harbor', 'dockerhub', 'native'])
      expect(await registryCredentials(account({ provider }))).toEqual({
        username: ACCESS_KEY,
        password: SECRET_KEY,
      });
  });
});

describe('an ECR registry listed through the registry API', () => {
  let t: TestApp;
  let registry: TestRegistry;
  let ecrForRegistry: Awaited<ReturnType<typeof startEcrStandIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    registry = await startRegistry({ auth: true });
    await registry.push('team/web', 'v1');
    // the token the stand-in hands out is the account the real registry takes
    ecrForRegistry = await startEcrStandIn(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`);
  });
  afterAll(async () => {
    await ecrForRegistry?.stop();
    await registry?.stop();
    await t?.close();
  });

  it('signs in to the registry with the password from GetAuthorizationToken, not the stored keys', async () => {
    const keys = loadServerKeys(t.dataDir, undefined);
    const repository = new RegistriesRepository(t.database.db);
    const registries = new RegistriesService({
      repository,
      box: new SecretBox(keys.masterKey),
      keys,
      credentials: { ecrEndpoint: ecrForRegistry.endpoint },
    });
    await registries.create(
      {
        reg_provider: 'ecr',
        reg_addr: registry.address,
        namespace: 'team',
        access_key: ACCESS_KEY,
        secret_key: SECRET_KEY,
        region: 'us-east-1',
        is_default: false,
        projects: ['<all_projects>'],
        advanced_setting: { modified: false, enable_tls: true, tls_cert: '' },
      },
      'admin',
    );
    const [row] = await repository.list();
    const images = await new RegistryImagesService(registries).images(row?.id, ['web'], 'any-project');
    expect(images).toEqual([
      { name: 'web', tag: 'v1', host: registry.address.replace('http://', ''), owner: 'team' },
    ]);
    expect(ecrForRegistry.calls).toHaveLength(1);
  });
});
