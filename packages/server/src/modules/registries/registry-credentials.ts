import { createHmac } from 'node:crypto';
import { BadRequestError } from '../../lib/errors.js';

/** What a registry's sign-in is made from: its provider and stored account, the secret opened. */
export interface RegistryAccount {
  id: string;
  provider: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** The user name and password podman and the registry API sign in with. */
export interface RegistrySignIn {
  username: string;
  password: string;
}

export interface CredentialOptions {
  /** where the ECR API is reached; the AWS endpoint of the region when unset */
  ecrEndpoint?: string;
}

/** An ECR token lasts 12 hours; a cached one is renewed well before that. */
const ECR_TOKEN_REUSE_MS = 10 * 60 * 60 * 1000;
const ecrTokens = new Map<string, { signIn: RegistrySignIn; until: number; key: string }>();

/**
 * The account a registry is signed in to, by provider:
 * - `ecr`: a token from ECR GetAuthorizationToken, signed with the access key, secret key and region;
 *   the token decodes to `AWS:<password>`;
 * - `swr`: `<region>@<access key>` and the hex HMAC-SHA256 of the access key under the secret key
 *   (Huawei Cloud SWR's long-lived login);
 * - `acr`, `tcr`, `harbor`, `dockerhub`, `native`: the access key and secret key as they are.
 */
export async function registryCredentials(
  account: RegistryAccount,
  options: CredentialOptions = {},
): Promise<RegistrySignIn> {
  switch (account.provider) {
    case 'ecr':
      return ecrSignIn(account, options);
    case 'swr':
      return {
        username: `${account.region}@${account.accessKey}`,
        password: createHmac('sha256', account.secretKey).update(account.accessKey).digest('hex'),
      };
    default:
      return { username: account.accessKey, password: account.secretKey };
  }
}

async function ecrSignIn(account: RegistryAccount, options: CredentialOptions): Promise<RegistrySignIn> {
  // a changed key, region or endpoint must not reuse a token made with the old one
  const key = [account.accessKey, account.secretKey, account.region, options.ecrEndpoint ?? ''].join('\n');
  const cached = ecrTokens.get(account.id);
  if (cached && cached.key === key && cached.until > Date.now()) return cached.signIn;
  const signIn = await requestEcrToken(account, options);
  ecrTokens.set(account.id, { signIn, key, until: Date.now() + ECR_TOKEN_REUSE_MS });
  return signIn;
}

async function requestEcrToken(
  account: RegistryAccount,
  options: CredentialOptions,
): Promise<RegistrySignIn> {
  const failed = (cause: string) => new BadRequestError('error.registrySignInFailed', `ECR: ${cause}`);
  if (!account.region) throw failed('no region');
  // the SDK is large: loaded when an ECR registry is first signed in to, not with the server
  const { ECRClient, GetAuthorizationTokenCommand } = await import('@aws-sdk/client-ecr');
  const client = new ECRClient({
    region: account.region,
    credentials: { accessKeyId: account.accessKey, secretAccessKey: account.secretKey },
    maxAttempts: 1,
    ...(options.ecrEndpoint ? { endpoint: options.ecrEndpoint } : {}),
  });
  try {
    const answer = await client.send(new GetAuthorizationTokenCommand({}));
    // one token is good for every repository of the account: the first is used
    const token = answer.authorizationData?.[0]?.authorizationToken;
    const decoded = token ? Buffer.from(token, 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw failed('the answer holds no token');
    return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw failed(error instanceof Error ? error.message : String(error));
  } finally {
    client.destroy();
  }
}
