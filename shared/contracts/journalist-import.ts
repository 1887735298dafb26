import * as z from 'zod'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))

export const ImportArticle = z.strictObject({
  title: z.string().trim().min(1, { error: 'article title is required' }).max(300),
  url: z.url({ protocol: /^https?$/, error: 'article url must be an http(s) link' }).max(2000),
  published_date: z.iso.date({ error: 'article published_date must be YYYY-MM-DD' }),
})

/** One journalist of an import file (CSV or JSON), validated on its own. */
export const ImportJournalistRow = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id may hold letters, digits, - and _ (at most 64)' })
    .optional(),
  full_name: z.string().trim().min(1, { error: 'full_name is required' }).max(120),
  publication: z.string().trim().min(1, { error: 'publication is required' }).max(120),
  bio: optionalText(1000),
  beat: optionalText(80),
  location: optionalText(80),
  topics: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  email: z
    .email({ error: 'email is not a valid address' })
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  email_verified_at: z.iso.datetime({ error: 'email_verified_at must be an ISO date-time' }).optional(),
  twitter: optionalText(60),
  linkedin: optionalText(200),
  response_rate: z.coerce.number().min(0, { error: 'response_rate is 0 to 100' }).max(100).default(0),
  articles: z.array(ImportArticle).max(200).default([]),
})
export type ImportJournalistRow = z.infer<typeof ImportJournalistRow>

export interface ImportReport {
  imported: number
  rejected: { row: number; reason: string }[]
}
