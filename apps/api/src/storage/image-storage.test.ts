import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer, type S3TestServer } from "../testing/s3-test-server";
import { BucketImageStorage } from "./bucket-image-storage";
import { createImageStorage } from "./create-image-storage";
import { StorageUnavailableError, type ImageStorage } from "./image-storage";

/** A storage under test, and what it needs closed after. */
interface OpenStorage {
  storage: ImageStorage;
  uploadsDir: string;
  /** Whether its files are the ones under uploadsDir. */
  usesUploadsDir: boolean;
  close(): Promise<void>;
}

// Both storages createImageStorage picks from, built from settings as the api and the worker build them.
const STORAGES: [string, () => Promise<OpenStorage>][] = [
  [
    "files under DATA_DIR/uploads",
    async () => {
      const uploadsDir = join(await mkdtemp(join(tmpdir(), "redpen-storage-")), "uploads");
      return {
        storage: createImageStorage({ uploadsDir }),
        uploadsDir,
        usesUploadsDir: true,
        close: () => rm(uploadsDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "an S3-compatible bucket (s3rver)",
    async () => {
      const server = await startS3TestServer();
      const uploadsDir = join(tmpdir(), `redpen-unused-uploads-${randomBytes(4).toString("hex")}`);
      return {
        storage: createImageStorage({ uploadsDir, bucket: server.bucket }),
        uploadsDir,
        usesUploadsDir: false,
        close: () => server.close(),
      };
    },
  ],
];

const newKey = (suffix = "jpg") => `${crypto.randomUUID()}-${randomBytes(4).toString("hex")}.${suffix}`;

describe.each(STORAGES)("the image storage in %s", (_name, open) => {
  let opened: OpenStorage;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it("gives back the bytes put under a key", async () => {
    const key = newKey();
    const photo = randomBytes(200_000);
    await opened.storage.put(key, photo);
    expect((await opened.storage.get(key))?.equals(photo)).toBe(true);
  });

  it("keeps every byte value as sent, with no text encoding on the way", async () => {
    const key = newKey("tiff");
    const everyByte = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));
    const jpegLike = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x0d, 0x0a, 0x1a, 0x00]),
      everyByte,
      Buffer.from("\r\n\u0000\uffff", "utf8"),
    ]);
    await opened.storage.put(key, jpegLike);
    const stored = await opened.storage.get(key);
    expect(stored?.length).toBe(jpegLike.length);
    expect(stored?.equals(jpegLike)).toBe(true);
  });

  it("keeps an empty file", async () => {
    const key = newKey();
    await opened.storage.put(key, Buffer.alloc(0));
    expect((await opened.storage.get(key))?.length).toBe(0);
  });

  it("answers null for a key that was never put", async () => {
    expect(await opened.storage.get(newKey())).toBeNull();
  });

  it("deletes a file, which then reads as null, and deletes a missing one without complaint", async () => {
    const key = newKey();
    const kept = newKey();
    await opened.storage.put(key, Buffer.from("page"));
    await opened.storage.put(kept, Buffer.from("other page"));
    await opened.storage.delete(key);
    expect(await opened.storage.get(key)).toBeNull();
    await opened.storage.delete(key);
    await opened.storage.delete(newKey());
    expect((await opened.storage.get(kept))?.toString()).toBe("other page");
  });

  it("refuses a key that is not a plain name, storing nothing", async () => {
    for (const key of ["../escape.jpg", "a/b.jpg", "", ".hidden"]) {
      await expect(opened.storage.put(key, Buffer.from("x"))).rejects.toThrow("invalid image storage key");
      await expect(opened.storage.get(key)).rejects.toThrow("invalid image storage key");
    }
  });

  it("keeps the files in one place: a bucket writes nothing under DATA_DIR/uploads", async () => {
    const files = await readdir(opened.uploadsDir).catch(() => []);
    expect(files.length > 0).toBe(opened.usesUploadsDir);
  });
});

describe("the image storage in a bucket that cannot be reached", () => {
  let server: S3TestServer;
  let storage: ImageStorage;
  beforeAll(async () => {
    server = await startS3TestServer();
    storage = createImageStorage({ uploadsDir: "unused", bucket: server.bucket });
  });
  afterAll(() => server.close());

  it("throws StorageUnavailableError for a put, a get and a delete while the server is stopped, within seconds, and works again once it is back", async () => {
    const key = newKey();
    await storage.put(key, Buffer.from("before"));
    await server.stop();
    try {
      const started = Date.now();
      const put = storage.put(newKey(), Buffer.from("during"));
      await expect(put).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(put).rejects.toMatchObject({ operation: "put", message: expect.stringContaining("ECONNREFUSED") });
      await expect(storage.get(key)).rejects.toMatchObject({ name: "StorageUnavailableError", operation: "get" });
      await expect(storage.delete(key)).rejects.toMatchObject({ name: "StorageUnavailableError", operation: "delete" });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.start();
    }
    expect((await storage.get(key))?.toString()).toBe("before");
  });

  it("throws StorageUnavailableError, not null, for a bucket that does not exist or an access key it does not know", async () => {
    const noBucket = new BucketImageStorage({ ...server.bucket, name: "no-such-bucket" });
    await expect(noBucket.get(newKey())).rejects.toBeInstanceOf(StorageUnavailableError);
    const wrongKey = new BucketImageStorage({
      ...server.bucket,
      credentials: { accessKeyId: "NOT-REDPEN", secretAccessKey: "S3RVER" },
    });
    await expect(wrongKey.get(newKey())).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(wrongKey.put(newKey(), Buffer.from("x"))).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("gives up on a server that takes connections but never answers within seconds, not minutes", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const mute = new BucketImageStorage({ ...server.bucket, endpoint: `http://127.0.0.1:${port}` });
      const started = Date.now();
      const put = mute.put(newKey(), Buffer.from("x"));
      await expect(put).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(put).rejects.toThrow("timed out");
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 20_000);
});
