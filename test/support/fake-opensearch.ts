// A loopback fake of the OpenSearch REST API: the subset the OpenSearch adapter uses. Indices, aliases,
// _bulk, _refresh, _search with bool / multi_match (best_fields, phrase_prefix, fuzziness AUTO) / match /
// term / terms / range / prefix / match_all / match_none, post_filter, filter and terms aggregations,
// sort with search_after, from and size. Text is analysed as the index settings ask (lower case, stop
// words, Porter stems) and scored with BM25 per field times its boost, best field per clause.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stemmer } from 'stemmer'

type Json = Record<string, unknown>
type Doc = Record<string, unknown>
interface Field {
  type: string
  fields?: Record<string, { type: string; normalizer?: string }>
}
interface Index {
  mappings: Record<string, Field>
  docs: Map<string, Doc>
  /** Per text field: analysed tokens per document, document frequency, average length. */
  stats: Map<string, { tokens: Map<string, string[]>; df: Map<string, number>; avg: number }>
}

const STOP = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
)
const analyse = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => stemmer(w))

export async function startFakeOpenSearch(): Promise<{ url: string; server: Server; requests: string[] }> {
  const indices = new Map<string, Index>()
  const aliases = new Map<string, string>()
  const requests: string[] = []
  const resolve = (name: string) => indices.get(aliases.get(name) ?? name)

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake')
    const parts = url.pathname.split('/').filter(Boolean)
    requests.push(`${req.method} ${url.pathname}`)
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const missing = (name: string) =>
      reply(404, {
        error: { type: 'index_not_found_exception', reason: `no such index [${name}]` },
        status: 404,
      })
    try {
      const body = text && !parts.includes('_bulk') ? (JSON.parse(text) as Json) : {}
      if (parts[0] === '_bulk') return reply(200, bulk(text))
      if (parts[0] === '_aliases') {
        for (const action of body.actions as Json[]) {
          const add = action.add as { index: string; alias: string } | undefined
          const remove = action.remove as { index: string; alias: string } | undefined
          if (remove && aliases.get(remove.alias) === remove.index) aliases.delete(remove.alias)
          if (add) aliases.set(add.alias, add.index)
        }
        return reply(200, { acknowledged: true })
      }
      if (parts[0] === '_alias') {
        const target = aliases.get(parts[1] ?? '')
        return target
          ? reply(200, { [target]: { aliases: { [parts[1] as string]: {} } } })
          : missing(parts[1] ?? '')
      }
      const name = parts[0] ?? ''
      if (parts.length === 1 && req.method === 'PUT') {
        const mappings = ((body.mappings as Json)?.properties ?? {}) as Record<string, Field>
        indices.set(name, { mappings, docs: new Map(), stats: new Map() })
        return reply(200, { acknowledged: true, index: name })
      }
      if (parts.length === 1 && req.method === 'DELETE') {
        if (!indices.delete(name)) return missing(name)
        return reply(200, { acknowledged: true })
      }
      const index = resolve(name)
      if (!index) return missing(name)
      if (parts[1] === '_refresh') {
        refresh(index)
        return reply(200, { _shards: { total: 1, successful: 1, failed: 0 } })
      }
      if (parts[1] === '_search') return reply(200, search(index, body))
      return reply(400, { error: { type: 'unsupported', reason: `${req.method} ${url.pathname}` } })
    } catch (error) {
      return reply(400, { error: { type: 'parse_exception', reason: String(error) } })
    }
  })

  function bulk(ndjson: string) {
    const lines = ndjson.split('\n').filter((l) => l.trim())
    const items: Json[] = []
    for (let i = 0; i < lines.length; i += 2) {
      const { index: target } = JSON.parse(lines[i] as string) as { index: { _index: string; _id: string } }
      const index = indices.get(target._index)
      if (!index) {
        items.push({
          index: { _index: target._index, status: 404, error: { type: 'index_not_found_exception' } },
        })
        continue
      }
      index.docs.set(target._id, JSON.parse(lines[i + 1] as string) as Doc)
      items.push({ index: { _index: target._index, _id: target._id, status: 201, result: 'created' } })
    }
    return { took: 1, errors: items.some((item) => (item.index as Json).status !== 201), items }
  }

  function refresh(index: Index) {
    index.stats.clear()
    for (const [field, mapping] of Object.entries(index.mappings)) {
      if (mapping.type !== 'text') continue
      const tokens = new Map<string, string[]>()
      const df = new Map<string, number>()
      let total = 0
      for (const [id, doc] of index.docs) {
        const t = analyse(values(doc, field).join(' '))
        tokens.set(id, t)
        total += t.length
        for (const term of new Set(t)) df.set(term, (df.get(term) ?? 0) + 1)
      }
      index.stats.set(field, { tokens, df, avg: total / Math.max(1, index.docs.size) || 1 })
    }
  }

  /** A field's values: `x.raw` as written, `x.lower` lower-cased (the normalizer), arrays flattened. */
  function values(doc: Doc, path: string, index?: Index): unknown[] {
    const [field = '', sub] = path.split('.')
    const raw = doc[field]
    const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw]
    const normalizer = sub && index?.mappings[field]?.fields?.[sub]?.normalizer
    return normalizer ? list.map((v) => String(v).toLowerCase()) : list
  }

  /** BM25 (k1 1.2, b 0.75) of query terms in one field, each term matched exactly, by prefix or by typo. */
  function fieldScore(
    index: Index,
    id: string,
    field: string,
    terms: string[],
    mode: { fuzzy: number; prefix: boolean },
  ) {
    const stats = index.stats.get(field)
    const tokens = stats?.tokens.get(id)
    if (!stats || !tokens) return { score: 0, matched: 0 }
    let score = 0
    let matched = 0
    const n = index.docs.size
    terms.forEach((term, i) => {
      const last = i === terms.length - 1
      const hits = (token: string) =>
        token === term ||
        (mode.prefix && last && token.startsWith(term)) ||
        (mode.fuzzy > 0 && token[0] === term[0] && distance(token, term) <= fuzziness(term, mode.fuzzy))
      const tf = tokens.filter(hits).length
      if (!tf) return
      matched++
      const df = stats.df.get(tokens.find(hits) as string) ?? 1
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5))
      score += (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * tokens.length) / stats.avg))
    })
    return { score, matched }
  }

  function textQuery(index: Index, id: string, fields: string[], query: string, options: Json) {
    const terms = analyse(query)
    if (!terms.length) return { match: false, score: 0 }
    const mode = { fuzzy: options.fuzziness === 'AUTO' ? 2 : 0, prefix: options.type === 'phrase_prefix' }
    let best = 0
    let matchedAll = false
    let matchedAny = false
    for (const spec of fields) {
      const [field = '', boost = '1'] = spec.split('^')
      const { score, matched } = fieldScore(index, id, field, terms, mode)
      if (matched) matchedAny = true
      if (matched === terms.length) matchedAll = true
      best = Math.max(best, score * Number(boost))
    }
    const match = options.operator === 'and' ? matchedAll : matchedAny
    return { match, score: match ? best * Number(options.boost ?? 1) : 0 }
  }

  function evaluate(index: Index, id: string, doc: Doc, query: Json): { match: boolean; score: number } {
    const [kind, raw] = Object.entries(query)[0] ?? ['match_all', {}]
    const spec = raw as Json
    switch (kind) {
      case 'match_all':
        return { match: true, score: 1 }
      case 'match_none':
        return { match: false, score: 0 }
      case 'bool': {
        const list = (key: string) => {
          const v = spec[key]
          return (v === undefined ? [] : Array.isArray(v) ? v : [v]) as Json[]
        }
        let score = 0
        for (const q of list('must')) {
          const r = evaluate(index, id, doc, q)
          if (!r.match) return { match: false, score: 0 }
          score += r.score
        }
        for (const q of list('filter'))
          if (!evaluate(index, id, doc, q).match) return { match: false, score: 0 }
        for (const q of list('must_not'))
          if (evaluate(index, id, doc, q).match) return { match: false, score: 0 }
        const should = list('should')
        let matched = 0
        for (const q of should) {
          const r = evaluate(index, id, doc, q)
          if (r.match) {
            matched++
            score += r.score
          }
        }
        const onlyShould = !list('must').length && !list('filter').length
        const minimum = spec.minimum_should_match ?? (onlyShould && should.length ? 1 : 0)
        const needed =
          typeof minimum === 'string' && minimum.endsWith('%')
            ? Math.floor((should.length * Number(minimum.slice(0, -1))) / 100)
            : Number(minimum)
        if (matched < needed) return { match: false, score: 0 }
        return { match: true, score: score * Number(spec.boost ?? 1) }
      }
      case 'multi_match':
        return textQuery(index, id, spec.fields as string[], String(spec.query), spec)
      // As a match of every word in the field: word order and slop are not modelled here.
      case 'match_phrase': {
        const [field = '', value] = Object.entries(spec)[0] ?? []
        const options = (typeof value === 'object' ? value : { query: value }) as Json
        return textQuery(index, id, [field], String(options.query), { ...options, operator: 'and' })
      }
      // Weights and Gaussian decays on a date, summed, times the query's score (score_mode sum,
      // boost_mode multiply, the only modes the adapter asks for).
      case 'function_score': {
        const inner = evaluate(index, id, doc, spec.query as Json)
        if (!inner.match) return inner
        let factor = 0
        for (const fn of spec.functions as Json[]) {
          const weight = Number(fn.weight ?? 1)
          const gauss = fn.gauss as Json | undefined
          if (!gauss) {
            factor += weight
            continue
          }
          const [field = '', decayOf] = Object.entries(gauss)[0] ?? []
          const d = decayOf as Json
          const at = values(doc, field, index)[0]
          if (at === undefined || at === null) continue
          const distance = Math.abs(Date.parse(String(d.origin)) - Date.parse(String(at)))
          const scale = Number.parseFloat(String(d.scale)) * 86_400_000
          factor += weight * Number(d.decay ?? 0.5) ** ((distance / scale) ** 2)
        }
        return { match: true, score: inner.score * factor }
      }
      case 'match': {
        const [field = '', value] = Object.entries(spec)[0] ?? []
        const options = (typeof value === 'object' ? value : { query: value }) as Json
        return textQuery(index, id, [field], String(options.query), options)
      }
      case 'term':
      case 'terms':
      case 'prefix': {
        const [field = '', value] = Object.entries(spec)[0] ?? []
        const wanted =
          kind === 'terms'
            ? (value as unknown[])
            : [typeof value === 'object' && value ? (value as Json).value : value]
        const have = values(doc, field, index)
        const match =
          kind === 'prefix'
            ? have.some((v) => String(v).startsWith(String(wanted[0])))
            : have.some((v) => wanted.some((w) => w === v))
        return { match, score: match ? 1 : 0 }
      }
      case 'range': {
        const [field = '', bounds] = Object.entries(spec)[0] ?? []
        const b = bounds as Record<string, number | string>
        const match = values(doc, field, index).some(
          (v) =>
            v !== null &&
            (b.gte === undefined || (v as number) >= (b.gte as number)) &&
            (b.gt === undefined || (v as number) > (b.gt as number)) &&
            (b.lte === undefined || (v as number) <= (b.lte as number)) &&
            (b.lt === undefined || (v as number) < (b.lt as number)),
        )
        return { match, score: match ? 1 : 0 }
      }
      default:
        throw new Error(`query ${kind} is not in the fake`)
    }
  }

  function aggregate(index: Index, ids: string[], aggs: Json): Json {
    const out: Json = {}
    for (const [name, raw] of Object.entries(aggs)) {
      const spec = raw as Json
      if (spec.filter) {
        const within = ids.filter(
          (id) => evaluate(index, id, index.docs.get(id) as Doc, spec.filter as Json).match,
        )
        out[name] = {
          doc_count: within.length,
          ...(spec.aggs ? aggregate(index, within, spec.aggs as Json) : {}),
        }
      } else if (spec.terms) {
        const { field, size = 10 } = spec.terms as { field: string; size?: number }
        const counts = new Map<string, number>()
        for (const id of ids)
          for (const v of new Set(values(index.docs.get(id) as Doc, field, index)))
            counts.set(String(v), (counts.get(String(v)) ?? 0) + 1)
        const buckets = [...counts]
          .map(([key, doc_count]) => ({ key, doc_count }))
          .sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
          .slice(0, size)
        out[name] = { buckets }
      } else throw new Error(`aggregation ${Object.keys(spec)[0]} is not in the fake`)
    }
    return out
  }

  function search(index: Index, body: Json) {
    const query = (body.query ?? { match_all: {} }) as Json
    const matched: { id: string; doc: Doc; score: number }[] = []
    for (const [id, doc] of index.docs) {
      const r = evaluate(index, id, doc, query)
      if (r.match) matched.push({ id, doc, score: r.score })
    }
    const aggregations = body.aggs
      ? aggregate(
          index,
          matched.map((m) => m.id),
          body.aggs as Json,
        )
      : undefined
    const post = body.post_filter as Json | undefined
    const hits = post ? matched.filter((m) => evaluate(index, m.id, m.doc, post).match) : matched
    const sort = ((body.sort as unknown[]) ?? [{ _score: 'desc' }]).map((s) => {
      const [field = '', how] = typeof s === 'string' ? [s, 'asc'] : (Object.entries(s as Json)[0] ?? [])
      const o = (typeof how === 'string' ? { order: how } : how) as { order?: string; missing?: string }
      return { field, desc: (o.order ?? (field === '_score' ? 'desc' : 'asc')) === 'desc' }
    })
    const keyOf = (h: (typeof hits)[0]) =>
      sort.map(({ field }) => (field === '_score' ? h.score : (values(h.doc, field)[0] ?? null)))
    const compare = (a: unknown[], b: unknown[]) => {
      for (let i = 0; i < sort.length; i++) {
        const x = a[i]
        const y = b[i]
        if (x === y) continue
        // Missing values last, whatever the order.
        if (x === null) return 1
        if (y === null) return -1
        const c = (x as number) < (y as number) ? -1 : 1
        return sort[i]?.desc ? -c : c
      }
      return 0
    }
    const sorted = hits.map((h) => ({ ...h, key: keyOf(h) })).sort((a, b) => compare(a.key, b.key))
    const after = body.search_after as unknown[] | undefined
    const from = after ? sorted.findIndex((h) => compare(h.key, after) > 0) : Number(body.from ?? 0)
    const page = from < 0 ? [] : sorted.slice(from, from + Number(body.size ?? 10))
    const source = body._source as string[] | undefined
    const pick = (doc: Doc) => (source ? Object.fromEntries(source.map((k) => [k, doc[k]])) : doc)
    return {
      took: 1,
      timed_out: false,
      hits: {
        total: { value: hits.length, relation: 'eq' },
        max_score: hits.length ? Math.max(...hits.map((h) => h.score)) : null,
        hits: page.map((h) => ({
          _index: 'fake',
          _id: h.id,
          _score: h.score,
          _source: pick(h.doc),
          sort: h.key,
        })),
      },
      ...(aggregations && { aggregations }),
    }
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server, requests }
}

/** AUTO fuzziness: no typo under 3 letters, one in 3 to 5, two from 6. */
function fuzziness(term: string, most: number) {
  return Math.min(most, term.length < 3 ? 0 : term.length < 6 ? 1 : 2)
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length] as number
}
