import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SendEmailCommand } from '@aws-sdk/client-sesv2'
import { afterEach, describe, expect, it } from 'vitest'
import { SEND_LEASE_MS } from '../../sending/deliver'
import { SES_TIMEOUTS, sesClient } from './mailer'

let server: Server | undefined
afterEach(() => server?.close())

const credentials = { accessKeyId: 'test', secretAccessKey: 'test' }

describe('the SES client', () => {
  it('asks once, and gives up on a request left unanswered instead of waiting for the function to die', async () => {
    let requests = 0
    server = createServer(() => {
      requests++ // accepted, never answered: SES may or may not have taken the message
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const client = sesClient(
      { AWS_REGION: 'eu-west-1', endpoint: `http://127.0.0.1:${port}` },
      { connectionTimeout: 500, requestTimeout: 300 },
    )
    client.config.credentials = async () => credentials
    const sending = client.send(
      new SendEmailCommand({
        FromEmailAddress: 'pitches@mail.pressroom.example',
        Destination: { ToAddresses: ['dana@news.example'] },
        Content: { Raw: { Data: Buffer.from('Subject: Hi\r\n\r\nHello\r\n') } },
      }),
    )
    await expect(sending).rejects.toHaveProperty('name', 'TimeoutError')
    expect(requests).toBe(1)
  })

  it("times out well inside a send's lease, so a hung call never outlives its claim", () => {
    expect(SES_TIMEOUTS.connectionTimeout + SES_TIMEOUTS.requestTimeout).toBeLessThan(SEND_LEASE_MS)
  })
})
