import { mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'

/** The S3 API on loopback (s3rver), persisted in `directory`, with the assets bucket in it. */
export async function startS3(options: { directory: string; bucket: string }) {
  mkdirSync(options.directory, { recursive: true })
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  }
}
