import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { BucketSettings } from "@redpen/server";
import S3rver from "s3rver";
import { freePort } from "../../../../test-support/free-port";

/** A local server speaking the S3 protocol (s3rver), with one bucket, in a folder of its own. */
export interface S3TestServer {
  /** The bucket's settings, as readSettings makes them from `env`. */
  bucket: BucketSettings;
  /** The S3_ settings that point at the bucket. */
  env: Record<string, string>;
  /** Stops answering: connections to the port are refused, as with a bucket that is down. */
  stop(): Promise<void>;
  /** Answers again, at the same address, with the objects it had. */
  start(): Promise<void>;
  /** The keys of the objects in the bucket, sorted. */
  objectKeys(): Promise<string[]>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

// s3rver's own key pair: it refuses another access key id (it does not check v4 signatures themselves).
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Starts s3rver on a free loopback port with an empty bucket. */
export async function startS3TestServer(bucketName = "redpen-photos"): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "redpen-s3rver-"));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucketName, configs: [] }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const bucket: BucketSettings = {
    name: bucketName,
    endpoint,
    region: "us-east-1",
    credentials: CREDENTIALS,
    forcePathStyle: true,
  };
  const lister = new S3Client({ endpoint, region: bucket.region, credentials: CREDENTIALS, forcePathStyle: true });
  return {
    bucket,
    env: {
      S3_BUCKET: bucketName,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    stop,
    start,
    async objectKeys() {
      const listing = await lister.send(new ListObjectsV2Command({ Bucket: bucketName }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      lister.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
