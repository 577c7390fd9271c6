#!/usr/bin/env node
// The local stand-in for S3 that `npm start` runs when MEDIA_STORAGE=s3 (or API_INSTANCES > 1) and no S3_ENDPOINT
// is set: s3rver (the maintained @20minutes fork) on loopback, keeping its bucket as files in --directory. It takes
// only its fixed keys, S3RVER / S3RVER. Not for production: use S3 itself, MinIO or another S3-compatible service.
//
//   node tools/s3-stand-in/server.mjs --port 4568 --directory data/s3 --bucket photos
import { parseArgs } from 'node:util';
import S3rver from '@20minutes/s3rver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4568' },
    address: { type: 'string', default: '127.0.0.1' },
    directory: { type: 'string' },
    bucket: { type: 'string', default: 'photos' },
  },
});
if (!values.directory) {
  console.error('s3-stand-in: --directory must name the folder that keeps the buckets');
  process.exit(2);
}

const server = new S3rver({
  port: Number(values.port),
  address: values.address,
  directory: values.directory,
  silent: true,
  // Made when missing; an existing bucket keeps its objects across restarts.
  configureBuckets: [{ name: values.bucket }],
});
await server.run();
console.log(`[s3] local S3 stand-in on http://${values.address}:${values.port}, bucket ${values.bucket}`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
