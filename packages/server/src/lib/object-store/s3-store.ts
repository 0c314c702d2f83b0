import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { checkObjectKey, checkObjectPrefix, type ObjectStore, type StoredObject } from './object-store.js';

/** How to reach one bucket; `subfolder` prefixes every key inside it. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  subfolder: string;
  /** plain http instead of https */
  insecure: boolean;
  accessKey: string;
  secretKey: string;
  region?: string;
}

/** "host:port" or a full URL → the URL the client talks to. */
export function endpointUrl(endpoint: string, insecure: boolean): string {
  const trimmed = endpoint.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${insecure ? 'http' : 'https'}://${trimmed}`;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK is large: it is loaded when a store is first used, not with the server. */
let sdkLoading: Promise<S3Sdk> | undefined;
const loadSdk = () => {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
};

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Objects in an S3-compatible bucket (AWS, MinIO, OSS, COS ...), path-style addressed. */
export class S3Store implements ObjectStore {
  private connecting: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  private client: S3Client | undefined;
  private readonly base: string;

  constructor(readonly location: S3Location) {
    const folder = location.subfolder.replace(/^\/+|\/+$/g, '');
    this.base = folder === '' ? '' : `${folder}/`;
  }

  private connection(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connecting ??= loadSdk().then((sdk) => {
      this.client = new sdk.S3Client(this.clientOptions());
      return { sdk, client: this.client };
    });
    return this.connecting;
  }

  private clientOptions(): S3ClientConfig {
    const location = this.location;
    return {
      endpoint: endpointUrl(location.endpoint, location.insecure),
      region: location.region || 'us-east-1',
      forcePathStyle: true,
      // Without this, streamed bodies are stored with aws-chunked framing by servers that ignore it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: location.accessKey, secretAccessKey: location.secretKey },
      maxAttempts: 2,
      // a host that never answers fails the connection test instead of hanging it
      requestHandler: { connectionTimeout: 10_000 },
    };
  }

  /** Makes sure the bucket exists (creating it when it does not); throws what the server said. */
  async ensureBucket(): Promise<void> {
    const { sdk, client } = await this.connection();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.location.bucket }));
    } catch (error) {
      if (!isNotFound(sdk, error)) throw error;
      await client.send(new sdk.CreateBucketCommand({ Bucket: this.location.bucket }));
    }
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const [{ client }, { Upload }] = await Promise.all([this.connection(), import('@aws-sdk/lib-storage')]);
    // Upload splits big files into parts; small ones go in one PUT.
    const upload = new Upload({
      client,
      params: { Bucket: this.location.bucket, Key: this.full(key), Body: createReadStream(filePath) },
    });
    await upload.done();
  }

  async putBuffer(key: string, data: Buffer | string): Promise<void> {
    const { sdk, client } = await this.connection();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.location.bucket, Key: this.full(key), Body: data }),
    );
  }

  async get(key: string): Promise<Readable | undefined> {
    const { sdk, client } = await this.connection();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }),
      );
      return answer.Body instanceof Readable ? answer.Body : undefined;
    } catch (error) {
      if (isNotFound(sdk, error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const { sdk, client } = await this.connection();
    try {
      const answer = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(sdk, error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    checkObjectPrefix(prefix);
    const { sdk, client } = await this.connection();
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: this.base + prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) found.push({ key: item.Key.slice(this.base.length), size: item.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  async removePrefix(prefix: string): Promise<void> {
    const objects = await this.list(prefix);
    const { sdk, client } = await this.connection();
    // DeleteObjects takes at most 1000 keys per call.
    for (let i = 0; i < objects.length; i += 1000) {
      const batch = objects.slice(i, i + 1000).map((o) => ({ Key: this.base + o.key }));
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.location.bucket,
          Delete: { Objects: batch, Quiet: true },
        }),
      );
    }
  }

  destroy(): void {
    this.client?.destroy();
  }

  private full(key: string): string {
    return this.base + checkObjectKey(key);
  }
}
