/**
 * s3rver in a process of its own for image-storage.bench.ts, so that the bucket server does not
 * share the api's event loop (as a real one would not): sends its S3_ settings to the parent once
 * it listens, and closes when the parent disconnects.
 */
import { startS3TestServer } from "../src/testing/s3-test-server";

const server = await startS3TestServer();
process.send!({ env: server.env });
process.once("disconnect", () => void server.close());
