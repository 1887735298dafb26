import type { PitchBrief } from '../../ports/pitch-writer'
import { type Nlp, subjectStems } from './pitch-sentences'

/** The fields that say what the company is about (not its story or its money). */
const SUBJECT_FIELDS = [
  'short_description',
  'full_description',
  'unique_product_feature',
  'use_case',
  'user_value_prop',
  'industry_opportunity',
] as const

/** Openings that tie the pitch to the journalist's own work; a regeneration takes the next. */
const OPENINGS = [
  (title: string) => `Your piece "${title}" is why I am writing to you in particular.`,
  (title: string) => `I read "${title}" and thought of a story you may want next.`,
  (title: string) => `After "${title}", this may be a useful follow-up for you.`,
]

/** Openings on what they cover, when none of their articles is about the company's subject. */
const COVERAGE_OPENINGS = [
  (what: string, publication: string) =>
    `You cover ${what} at ${publication}, which is why I am writing to you.`,
  (what: string, publication: string) =>
    `I am writing to you because of your ${what} coverage at ${publication}.`,
  (what: string, publication: string) =>
    `As someone who covers ${what} at ${publication}, you may want this story early.`,
]

/**
 * The opening: on the journalist's article nearest the company's subject (the nouns of what it does
 * shared with the title), or, when none shares it, on what they cover. An article on AI chips is no
 * reason to pitch a finance product.
 */
export function hookOf(nlp: Nlp, brief: PitchBrief, round: number) {
  const { company, journalist } = brief
  const about = subjectStems(SUBJECT_FIELDS.map((f) => company[f] ?? '').join('. '), nlp)
  const shared = (text: string) => [...subjectStems(text)].filter((s) => about.has(s)).length
  // Nearest first, newest first among equals; a later regeneration may open on another.
  const articles = journalist.articles
    .map((article, i) => ({ article, i, score: shared(article.title) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ article }) => article)
  // Only a topic of theirs the company's own words touch: a fintech pitch never asks about beauty.
  const topic = journalist.topics.find((t) => shared(t) > 0)
  const article = articles[Math.floor(round / OPENINGS.length) % Math.max(1, articles.length)]
  const opening = OPENINGS[round % OPENINGS.length] as (typeof OPENINGS)[number]
  const coverage = COVERAGE_OPENINGS[round % COVERAGE_OPENINGS.length] as (typeof COVERAGE_OPENINGS)[number]
  return {
    sentence: article ? opening(article.title) : coverage(topic ?? journalist.beat, journalist.publication),
    article,
    topic,
  }
}
