import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback stand-in for OpenAI's chat completions API that answers from a script of replies. */
export async function startFakeOpenAi(replies: (request: any, call: number) => string) {
  const requests: any[] = []
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await readAll(request))
    requests.push(body)
    const content = replies(body, requests.length)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function readAll(request: IncomingMessage) {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}
