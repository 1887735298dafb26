// What the SQS adapter sends (sqs-job-queue.ts), the module it imports on its first call (firstUse):
// named here, so that esbuild's chunk holds the client and this command, not the package's others.
export { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs'
