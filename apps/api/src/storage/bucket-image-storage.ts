import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { BucketSettings } from "@redpen/server";
import { StorageUnavailableError, type ImageStorage } from "./image-storage";
import { checkStorageKey } from "./storage-key";

// The SDK's defaults wait on a dead or silent endpoint for minutes. An upload answers while the
// teacher waits, and a correction job is better retried later than stuck, so a bucket that does not
// answer fails in seconds: 2 s to connect, 5 s of silence on a connection, one retry. A large
// photo still uploads at any pace, as long as bytes keep moving.
const CONNECTION_TIMEOUT_MS = 2_000;
const SILENCE_TIMEOUT_MS = 5_000;
const ATTEMPTS = 2;

/** The S3 client for the bucket's settings. */
function bucketClient(bucket: BucketSettings): S3Client {
  return new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    credentials: bucket.credentials,
    forcePathStyle: bucket.forcePathStyle,
    maxAttempts: ATTEMPTS,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SILENCE_TIMEOUT_MS },
    // Checksums only where S3 demands them: some S3-compatible servers refuse the SDK's newer CRC headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The endpoint is S3_ENDPOINT alone (settings.ts), never AWS_ENDPOINT_URL or ~/.aws/config.
    ignoreConfiguredEndpointUrls: true,
  });
}

/**
 * Image files as objects of one S3-compatible bucket (AWS S3, MinIO, Garage, Ceph, R2), named by
 * their keys as the files under DATA_DIR/uploads are. Any failure but a missing key is a
 * StorageUnavailableError, its cause kept for the log.
 */
export class BucketImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly bucketName: string;

  constructor(bucket: BucketSettings) {
    this.client = bucketClient(bucket);
    this.bucketName = bucket.name;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // One PutObject is atomic: a reader sees the whole object or none, as with the disk's rename.
    const command = new PutObjectCommand({ Bucket: this.bucketName, Key: checkStorageKey(key), Body: bytes });
    await this.client.send(command).catch((error: unknown) => {
      throw new StorageUnavailableError("put", key, error);
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const command = new GetObjectCommand({ Bucket: this.bucketName, Key: checkStorageKey(key) });
    try {
      const reply = await this.client.send(command);
      const bytes = await reply.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw new StorageUnavailableError("get", key, error);
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a missing key's delete as done, as the disk's rm --force does.
    const command = new DeleteObjectCommand({ Bucket: this.bucketName, Key: checkStorageKey(key) });
    await this.client.send(command).catch((error: unknown) => {
      throw new StorageUnavailableError("delete", key, error);
    });
  }
}
