import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda'

/**
 * An SQS batch whose records are independent: handled side by side, each that `consume` did not
 * handle reported alone, so SQS gives back only those (ReportBatchItemFailures).
 */
export function eachRecordAlone(consume: (record: SQSRecord) => Promise<boolean>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const handled = await Promise.all(event.Records.map(consume))
    const failures = event.Records.filter((_, i) => !handled[i])
    return { batchItemFailures: failures.map((record) => ({ itemIdentifier: record.messageId })) }
  }
}
