import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Objects in an S3-compatible bucket (AWS, MinIO, OSS, COS ...), path-style addressed. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly base: string;

  constructor(readonly location: S3Location) {
    this.client = new S3Client({
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
    });
    const folder = location.subfolder.replace(/^\/+|\/+$/g, '');
    this.base = folder === '' ? '' : `${folder}/`;
  }

  /** Makes sure the bucket exists (creating it when it does not); throws what the server said. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.location.bucket }));
    }
  }

  async putFile(key: string, filePath: string): Promise<void> {
    // Upload splits big files into parts; small ones go in one PUT.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.full(key), Body: createReadStream(filePath) },
    });
    await upload.done();
  }

  async putBuffer(key: string, data: Buffer | string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: this.full(key), Body: data }),
    );
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }),
      );
      return answer.Body instanceof Readable ? answer.Body : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.full(key) }),
      );
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    checkObjectPrefix(prefix);
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
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
    // DeleteObjects takes at most 1000 keys per call.
    for (let i = 0; i < objects.length; i += 1000) {
      const batch = objects.slice(i, i + 1000).map((o) => ({ Key: this.base + o.key }));
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.location.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
    }
  }

  destroy(): void {
    this.client.destroy();
  }

  private full(key: string): string {
    return this.base + checkObjectKey(key);
  }
}
