// npm run bench:pitches: the pitches each writer gives for 10 profiles (thin, typical, rich) times 10
// journalists of varied beats, one batch of 10 per profile written in turn as the pitchlist writes them.
// It measures the share of pitches whose subject is unique in its batch, of sentences with a verb
// (compromise's tagger, not a rule of ours), of cited articles that share the company's sector, of
// bodies within 150 words and of pitches stating only profile facts; and the five commonest subjects.
// The offline composer always runs; the OpenAI writer too when OPENAI_API_KEY is set.
import nlp from 'compromise'
import { offlineComposer } from '../../functions/adapters/local/offline-composer'
import { openAiPitchWriter } from '../../functions/adapters/openai-pitch-writer'
import { briefFacts } from '../../functions/pitches/brief'
import type { DraftPitch, PitchBrief, PitchWriter } from '../../functions/ports/pitch-writer'
import { PITCH_WORDS_TARGET } from '../../shared/domain/pitch-brief'
import { checkPitch, wordCount } from '../../shared/domain/pitch-guardrails'
import { JOURNALISTS, PROFILES } from './pitch-set'
import { markdownTable, type Row, writeSection } from './report'

const TARGETS = { unique: 100, verbs: 95, unrelatedHooks: 0, invented: 0 }

interface Written {
  brief: PitchBrief
  sector: string
  draft: DraftPitch
}

async function writeAll(writer: PitchWriter): Promise<Written[][]> {
  const batches: Written[][] = []
  for (const profile of PROFILES) {
    const batch: Written[] = []
    for (const journalist of JOURNALISTS) {
      const brief: PitchBrief = {
        company: profile.company,
        journalist,
        founder: { first_name: 'Alex', last_name: 'Morgan' },
        takenSubjects: batch.map((w) => w.draft.subject),
      }
      batch.push({ brief, sector: profile.sector, draft: await writer.write(brief) })
    }
    batches.push(batch)
  }
  return batches
}

/** The sentences of a body between the greeting and the signature. */
function sentences(content: string): string[] {
  const paragraphs = content.split(/\n\n+/)
  const middle = paragraphs.slice(1, -1).join('\n\n')
  return (nlp(middle).sentences().out('array') as string[]).map((s) => s.trim()).filter(Boolean)
}

/** Capitalised words inside a sentence (names of people, firms, places) the facts do not hold. */
function inventedNames(draft: DraftPitch, facts: string): string[] {
  const known = facts.toLowerCase()
  const text = `${draft.subject}. ${draft.content}`
  return (nlp(text).match('#ProperNoun').out('array') as string[])
    .flatMap((name) => name.split(/\s+/))
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((word) => word.length > 1 && !known.includes(word.toLowerCase()))
}

function measure(name: string, batches: Written[][]) {
  const all = batches.flat()
  let unique = 0
  for (const batch of batches) {
    const counts = new Map<string, number>()
    for (const w of batch)
      counts.set(w.draft.subject.toLowerCase(), (counts.get(w.draft.subject.toLowerCase()) ?? 0) + 1)
    unique += batch.filter((w) => counts.get(w.draft.subject.toLowerCase()) === 1).length
  }
  let sentenceCount = 0
  let withVerb = 0
  let hooks = 0
  let unrelated = 0
  let withinWords = 0
  let onlyFacts = 0
  const inventions: string[] = []
  for (const w of all) {
    for (const s of sentences(w.draft.content)) {
      sentenceCount++
      if (nlp(s).has('#Verb')) withVerb++
    }
    const cited = w.brief.journalist.articles.filter((a) => w.draft.content.includes(a.title))
    if (cited.length) hooks++
    const off = cited.filter((a) => (a as { sector?: string }).sector !== w.sector)
    if (off.length) {
      unrelated++
      inventions.push(...off.map((a) => `hook "${a.title}" for ${w.brief.company.name}`))
    }
    if (wordCount(w.draft.content) <= PITCH_WORDS_TARGET) withinWords++
    const { journalist, founder } = w.brief
    // The journalist's beat and topics and the founder's name are facts of the brief too.
    const facts = [
      briefFacts(w.brief),
      journalist.beat,
      ...journalist.topics,
      founder.first_name,
      founder.last_name,
    ].join('\n')
    const figures = checkPitch(w.draft, facts).filter((p) => p.includes('not in the company profile'))
    const names = inventedNames(w.draft, `${facts}\n${TEMPLATE_WORDS}`)
    if (figures.length === 0 && names.length === 0) onlyFacts++
    else inventions.push(...figures, ...names)
  }
  const subjects = new Map<string, number>()
  for (const w of all) subjects.set(w.draft.subject, (subjects.get(w.draft.subject) ?? 0) + 1)
  const commonest = [...subjects].sort((a, b) => b[1] - a[1]).slice(0, 5)
  const words = new Map<string, number>()
  for (const w of all) {
    const own = new Set(w.brief.company.name.toLowerCase().split(/\s+/))
    for (const word of new Set(w.draft.subject.toLowerCase().match(/[\p{L}$\d][\p{L}\d.$-]*/gu) ?? []))
      if (!own.has(word)) words.set(word, (words.get(word) ?? 0) + 1)
  }
  const commonestWords = [...words].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5)
  const pct = (n: number, of: number) => (of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)}%`)
  const row: Row = {
    writer: name,
    pitches: all.length,
    'unique subject in batch': pct(unique, all.length),
    'sentences with a verb': `${pct(withVerb, sentenceCount)} of ${sentenceCount}`,
    'hooks citing an article': hooks,
    'unrelated hooks': unrelated,
    [`within ${PITCH_WORDS_TARGET} words`]: pct(withinWords, all.length),
    'only profile facts': pct(onlyFacts, all.length),
  }
  return {
    row,
    commonest,
    commonestWords,
    inventions,
    unique: (100 * unique) / all.length,
    verbs: (100 * withVerb) / sentenceCount,
    unrelated,
    onlyFacts,
    total: all.length,
  }
}

/** Words of the writers' own sentences ("Hi", "Story") that the proper-noun tagger may pick up. */
const TEMPLATE_WORDS = 'Hi Story idea For Would Coming Why What As This Our It We'

const writers: { name: string; writer: PitchWriter }[] = [
  { name: 'offline composer', writer: offlineComposer() },
]
if (process.env.OPENAI_API_KEY) {
  const model = process.env.OPENAI_MODEL ?? 'gpt-4o-mini'
  writers.push({
    name: `openai:${model}`,
    writer: openAiPitchWriter({ apiKey: process.env.OPENAI_API_KEY, model }),
  })
}

const rows: Row[] = []
const details: string[] = []
let failed = false
for (const { name, writer } of writers) {
  const started = performance.now()
  const result = measure(name, await writeAll(writer))
  rows.push({ ...result.row, 'took ms': Math.round(performance.now() - started) })
  details.push(
    `Five commonest subjects (${name}):\n\n${result.commonest.map(([s, n]) => `- ${n} × "${s}"`).join('\n')}`,
    `Five commonest subject words, the company's name left out (${name}): ${result.commonestWords.map(([w, n]) => `"${w}" in ${n}`).join(', ')}`,
  )
  if (result.inventions.length)
    details.push(`Not in the facts (${name}): ${[...new Set(result.inventions)].join('; ')}`)
  if (name === 'offline composer') {
    const misses = [
      result.unique < TARGETS.unique && `unique subjects ${result.unique.toFixed(1)}% < ${TARGETS.unique}%`,
      result.verbs < TARGETS.verbs && `sentences with a verb ${result.verbs.toFixed(1)}% < ${TARGETS.verbs}%`,
      result.unrelated > TARGETS.unrelatedHooks && `${result.unrelated} unrelated hooks`,
      result.onlyFacts < result.total &&
        `${result.total - result.onlyFacts} pitches with a fact not in the profile`,
    ].filter(Boolean)
    if (misses.length) {
      failed = true
      details.push(`Offline composer misses its targets: ${misses.join('; ')}`)
    }
  }
}
if (writers.length === 1) details.push('The OpenAI writer was not run: OPENAI_API_KEY is not set.')

const body = `${PROFILES.length} profiles (${['thin', 'typical', 'rich'].map((t) => `${PROFILES.filter((p) => p.tier === t).length} ${t}`).join(', ')}) × ${JOURNALISTS.length} journalists of ${new Set(JOURNALISTS.map((j) => j.beat)).size} beats; a batch is one profile's 10 pitches, written in turn. Targets for the offline composer: ${TARGETS.unique}% unique subjects, ≥ ${TARGETS.verbs}% sentences with a verb (compromise), 0 unrelated hooks (a cited article of another sector than the company's), 0 invented facts (a figure the guardrails refuse, or a proper noun the facts do not hold).

${markdownTable(rows)}
${details.join('\n\n')}
`
console.log(body)
writeSection('pitches', {
  title: 'Pitches: subjects, sentences, hooks and facts',
  command: 'npm run bench:pitches',
  body,
})
if (failed) process.exitCode = 1
