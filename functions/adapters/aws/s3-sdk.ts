// What the S3 adapter sends (s3-blobs.ts), the module it imports on its first call (firstUse): named
// here, so that esbuild's chunk holds the client and these commands, not the package's hundred others.
export { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
