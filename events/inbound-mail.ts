import { z } from 'zod'

/**
 * InboundMail v1: one received message, stored raw. In AWS the SES receipt rule writes it to the
 * inbound bucket and the S3 notification names the object; on the embedded default /dev/inbound and
 * the mailbox's simulate actions hand the raw text over directly.
 */
export const InboundMailStored = z.object({
  bucket: z.string().min(1),
  key: z.string().min(1),
})
export type InboundMailStored = z.infer<typeof InboundMailStored>
