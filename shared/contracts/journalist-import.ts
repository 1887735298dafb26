import * as z from './zod'

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : undefined)),
  )

export const ImportArticle = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, { error: 'article title is required' }), z.maxLength(300)),
  url: z.url({ protocol: /^https?$/, error: 'article url must be an http(s) link' }).check(z.maxLength(2000)),
  published_date: z.iso.date({ error: 'article published_date must be YYYY-MM-DD' }),
})

/** One journalist of an import file (CSV or JSON), validated on its own. */
export const ImportJournalistRow = z.strictObject({
  id: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id may hold letters, digits, - and _ (at most 64)' }),
      ),
  ),
  full_name: z.string().check(z.trim(), z.minLength(1, { error: 'full_name is required' }), z.maxLength(120)),
  publication: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'publication is required' }), z.maxLength(120)),
  bio: optionalText(1000),
  beat: optionalText(80),
  location: optionalText(80),
  topics: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(20)),
    [],
  ),
  email: z.union([
    z.optional(z.email({ error: 'email is not a valid address' }).check(z.maxLength(254))),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  email_verified_at: z.optional(z.iso.datetime({ error: 'email_verified_at must be an ISO date-time' })),
  twitter: optionalText(60),
  linkedin: optionalText(200),
  response_rate: z._default(
    z.coerce.number().check(z.gte(0, { error: 'response_rate is 0 to 100' }), z.lte(100)),
    0,
  ),
  articles: z._default(z.array(ImportArticle).check(z.maxLength(200)), []),
})
export type ImportJournalistRow = z.infer<typeof ImportJournalistRow>

export interface ImportReport {
  imported: number
  rejected: { row: number; reason: string }[]
}
