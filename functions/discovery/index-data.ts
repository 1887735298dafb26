import type { JournalistSummary } from '../../shared/contracts/discovery'
import type { Journalist } from '../../shared/domain/journalists'
import { normaliseArticleUrl } from '../journalists/journalist-record'
import { buildCorpusData, type CorpusData } from './corpus-index'

const DAY_MS = 86_400_000
const FLAG_EMAIL = 1
const FLAG_TWITTER = 2
const FLAG_LINKEDIN = 4
export const FLAGS = { hasEmail: FLAG_EMAIL, hasTwitter: FLAG_TWITTER, hasLinkedin: FLAG_LINKEDIN } as const

/**
 * Everything the in-memory search needs, as columns: no journalist objects. Filters, facets and
 * orderings read the typed arrays; a result's journalist is decoded from its JSON bytes only when it
 * is shown or exported. Built once at import and serialised (see `serialiseIndexData`), so a cold start
 * reads arrays instead of tokenising 100,000 journalists again.
 */
export interface IndexData extends CorpusData {
  ids: string[]
  names: string[]
  /** The Twitter handle in lower case without its "@", '' for none. */
  handles: string[]
  /** Each list's distinct values, sorted as the parser and the facets show them. */
  dictionaries: { topics: string[]; beats: string[]; locations: string[]; publications: string[] }
  publication: Int32Array
  beat: Int32Array
  location: Int32Array
  topicOffsets: Int32Array
  topicIds: Int32Array
  /** FLAGS bits: has an e-mail, Twitter, LinkedIn. */
  flags: Uint8Array
  responseRate: Float64Array
  /** Days since 1970 of the latest article, -1 for none. */
  lastArticleDay: Int32Array
  /** Documents in each order the screen offers, ties broken by id, so pages never repeat one. */
  byRecent: Int32Array
  byResponseRate: Int32Array
  byName: Int32Array
  /** A journalist's summary (no score) as UTF-8 JSON: `records[recordOffsets[doc]..recordOffsets[doc+1]]`. */
  recordOffsets: Int32Array
  records: Uint8Array
  /** 48-bit hashes of every normalised article URL, ascending, beside the document that wrote it. */
  urlHashes: Float64Array
  urlDocs: Int32Array
}

/** A 53-bit hash (cyrb53) of the normalised URL: 450,000 articles collide with odds of about 1 in 10^5. */
export function urlHash(url: string): number {
  let normalised = url
  try {
    normalised = normaliseArticleUrl(url)
  } catch {}
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < normalised.length; i++) {
    const c = normalised.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

export function dayNumber(isoDate: string | null): number {
  return isoDate ? Math.floor(Date.parse(isoDate.slice(0, 10)) / DAY_MS) : -1
}

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/** `buildCorpus`: how the text is tokenised (the bench passes the engine's earlier one, to time it beside). */
export function buildIndexData(
  journalists: Journalist[],
  buildCorpus: (journalists: Journalist[]) => CorpusData = buildCorpusData,
): IndexData {
  const n = journalists.length
  const dictionaries = {
    topics: distinct(journalists.flatMap((j) => j.topics)),
    beats: distinct(journalists.map((j) => j.beat)),
    locations: distinct(journalists.map((j) => j.location)),
    publications: distinct(journalists.map((j) => j.publication)),
  }
  const idOf = (values: string[]) => new Map(values.map((v, i) => [v, i]))
  const topicId = idOf(dictionaries.topics)
  const column = (values: string[], pick: (j: Journalist) => string) => {
    const ids = idOf(values)
    return Int32Array.from(journalists, (j) => ids.get(pick(j)) as number)
  }
  const topicOffsets = new Int32Array(n + 1)
  const topicIds: number[] = []
  journalists.forEach((j, doc) => {
    topicOffsets[doc] = topicIds.length
    for (const t of j.topics) topicIds.push(topicId.get(t) as number)
  })
  topicOffsets[n] = topicIds.length
  const encoder = new TextEncoder()
  const encoded = journalists.map((j) => encoder.encode(JSON.stringify(summaryRecord(j))))
  const recordOffsets = new Int32Array(n + 1)
  encoded.forEach((bytes, doc) => {
    recordOffsets[doc + 1] = (recordOffsets[doc] as number) + bytes.length
  })
  const records = new Uint8Array(recordOffsets[n] as number)
  encoded.forEach((bytes, doc) => {
    records.set(bytes, recordOffsets[doc])
  })
  const urls = journalists
    .flatMap((j, doc) => j.articles.map((a) => [urlHash(a.url), doc] as const))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const lastArticleDay = Int32Array.from(journalists, (j) => dayNumber(j.last_article_at))
  const byId = (a: number, b: number) => {
    const x = (journalists[a] as Journalist).id
    const y = (journalists[b] as Journalist).id
    return x < y ? -1 : x > y ? 1 : 0
  }
  const order = (compare: (a: number, b: number) => number) =>
    Int32Array.from(journalists.map((_, doc) => doc).sort((a, b) => compare(a, b) || byId(a, b)))
  const collator = new Intl.Collator()
  return {
    ...buildCorpus(journalists),
    ids: journalists.map((j) => j.id),
    names: journalists.map((j) => j.full_name),
    handles: journalists.map((j) => (j.twitter ?? '').replace(/^@/, '').toLowerCase()),
    dictionaries,
    publication: column(dictionaries.publications, (j) => j.publication),
    beat: column(dictionaries.beats, (j) => j.beat),
    location: column(dictionaries.locations, (j) => j.location),
    topicOffsets,
    topicIds: Int32Array.from(topicIds),
    flags: Uint8Array.from(
      journalists,
      (j) =>
        (j.email !== null ? FLAG_EMAIL : 0) |
        (j.twitter !== null ? FLAG_TWITTER : 0) |
        (j.linkedin !== null ? FLAG_LINKEDIN : 0),
    ),
    responseRate: Float64Array.from(journalists, (j) => j.response_rate),
    lastArticleDay,
    byRecent: order((a, b) => (lastArticleDay[b] as number) - (lastArticleDay[a] as number)),
    byResponseRate: order(
      (a, b) => (journalists[b] as Journalist).response_rate - (journalists[a] as Journalist).response_rate,
    ),
    byName: order((a, b) =>
      collator.compare((journalists[a] as Journalist).full_name, (journalists[b] as Journalist).full_name),
    ),
    recordOffsets,
    records,
    urlHashes: Float64Array.from(urls, ([hash]) => hash),
    urlDocs: Int32Array.from(urls, ([, doc]) => doc),
  }
}

/** What a result shows of a journalist: the record with only the three latest articles, no score yet. */
export function summaryRecord(j: Journalist): Omit<JournalistSummary, 'score'> {
  const { articles, ...rest } = j
  return {
    ...rest,
    recent_articles: [...articles]
      .sort((a, b) => b.published_date.localeCompare(a.published_date))
      .slice(0, 3)
      .map(({ title, url, published_date }) => ({ title, url, published_date })),
  }
}

const ARRAYS = {
  Int32Array,
  Uint16Array,
  Uint8Array,
  Float64Array,
} as const
type ArrayName = keyof typeof ARRAYS
type TypedArray = InstanceType<(typeof ARRAYS)[ArrayName]>
const MAGIC = 0x50525358 // "PRSX"
const FORMAT = 3

/**
 * One buffer: magic, format, header length, a JSON header (strings, and where each typed array sits),
 * then each typed array 8-byte aligned, so loading makes views over the bytes instead of copies.
 */
export function serialiseIndexData(data: IndexData): Uint8Array {
  const strings: Record<string, unknown> = {}
  const arrays: [string, TypedArray][] = []
  for (const [name, value] of Object.entries(data)) {
    if (ArrayBuffer.isView(value)) arrays.push([name, value as TypedArray])
    else strings[name] = value
  }
  const sections: { name: string; type: ArrayName; offset: number; length: number }[] = []
  let offset = 0
  for (const [name, array] of arrays) {
    sections.push({ name, type: array.constructor.name as ArrayName, offset, length: array.length })
    offset += Math.ceil(array.byteLength / 8) * 8
  }
  const header = new TextEncoder().encode(JSON.stringify({ strings, sections }))
  const start = Math.ceil((12 + header.length) / 8) * 8
  const out = new Uint8Array(start + offset)
  const view = new DataView(out.buffer)
  view.setUint32(0, MAGIC)
  view.setUint32(4, FORMAT)
  view.setUint32(8, header.length)
  out.set(header, 12)
  arrays.forEach(([, array], i) => {
    out.set(
      new Uint8Array(array.buffer as ArrayBuffer, array.byteOffset, array.byteLength),
      start + (sections[i]?.offset ?? 0),
    )
  })
  return out
}

export function deserialiseIndexData(input: Uint8Array): IndexData {
  // Typed-array views need aligned offsets: copy once when the bytes arrive unaligned.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice()
  const view = new DataView(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(0) !== MAGIC || view.getUint32(4) !== FORMAT)
    throw new Error('Not a search index of this format')
  const headerLength = view.getUint32(8)
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as {
    strings: Record<string, unknown>
    sections: { name: string; type: ArrayName; offset: number; length: number }[]
  }
  const start = Math.ceil((12 + headerLength) / 8) * 8
  const data: Record<string, unknown> = { ...header.strings }
  for (const { name, type, offset, length } of header.sections)
    data[name] = new ARRAYS[type](bytes.buffer as ArrayBuffer, bytes.byteOffset + start + offset, length)
  return data as unknown as IndexData
}
