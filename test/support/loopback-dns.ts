import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import dns2 from 'dns2'

const { Packet } = dns2
/** RFC 1035's "name error" (dns2 has it as Packet.RCODE.NXDOMAIN, its types do not). */
const NXDOMAIN = 3

/** One record a test serves for a name. */
export type ZoneRecord =
  | { type: 'MX'; exchange: string; priority: number }
  | { type: 'A'; address: string }
  | { type: 'AAAA'; address: string }
  | { type: 'CNAME'; domain: string }
  | { type: 'TXT'; data: string }

export interface LoopbackDns {
  /** `127.0.0.1:port`, as DNS_SERVERS takes it. */
  server: string
  close(): Promise<void>
}

/**
 * A DNS server on a loopback port for the stack the tests run (dns2), answering from a folder of
 * zone files, one per name (`<name>.json`, a list of records), which test files write from their own
 * processes (serveRecords). A name with no file has a mail server (MX), and nothing else, so every
 * journalist of every test takes mail unless a test says otherwise; a name whose file lists no
 * records does not exist (NXDOMAIN).
 */
export async function startLoopbackDns(zoneDir: string): Promise<LoopbackDns> {
  mkdirSync(zoneDir, { recursive: true })
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      if (!question) return void send(response)
      const name = question.name.toLowerCase().replace(/\.$/, '')
      const records = zoneOf(zoneDir, name)
      if (records?.length === 0) response.header.rcode = NXDOMAIN
      const answers = records ?? [{ type: 'MX', exchange: `mx.${name}`, priority: 10 }]
      for (const record of answers)
        if (Packet.TYPE[record.type] === question.type)
          response.answers.push({
            name: question.name,
            class: Packet.CLASS.IN,
            ttl: 60,
            ...resource(record),
          } as dns2.Packet.Resource)
      void send(response)
    },
  })
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  if (!udp) throw new Error('the loopback DNS did not listen')
  return { server: `127.0.0.1:${udp.port}`, close: () => server.close() }
}

function zoneOf(zoneDir: string, name: string): ZoneRecord[] | undefined {
  try {
    return JSON.parse(readFileSync(join(zoneDir, `${name}.json`), 'utf8')) as ZoneRecord[]
  } catch {
    return undefined
  }
}

function resource(record: ZoneRecord) {
  const type = Packet.TYPE[record.type]
  if (record.type === 'TXT') return { type, data: [record.data] } as const
  const { type: _, ...fields } = record
  return { type, ...fields }
}

/** Serves exactly `records` for `name` from now on (none: the name does not exist). */
export function serveRecords(zoneDir: string, name: string, records: ZoneRecord[]) {
  const file = join(zoneDir, `${name.toLowerCase()}.json`)
  // Written whole, then renamed: the server never reads half a file.
  writeFileSync(`${file}.part`, JSON.stringify(records))
  renameSync(`${file}.part`, file)
}
