import { describe, expect, it } from 'vitest'
import type { MailDomainAnswer } from '../../shared/domain/mail-domains'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { undeliverableAddress } from './mail-server-check'

/** DNS as a table: each domain's answer, and the domains asked. */
function mailDomains(answers: Record<string, MailDomainAnswer>) {
  const asked: string[] = []
  return {
    asked,
    deps: {
      mailDomains: {
        takesMail: async (domain: string) => {
          asked.push(domain)
          return answers[domain] ?? 'takes_mail'
        },
      },
    },
  }
}

describe('undeliverableAddress', () => {
  it(`says "${SKIP_REASONS.noMailServer}" only when DNS says the domain takes none`, async () => {
    const { deps, asked } = mailDomains({ 'gone.example': 'no_mail_server', 'slow.example': 'unknown' })
    expect(await undeliverableAddress(deps, 'jo@Gone.Example')).toBe(SKIP_REASONS.noMailServer)
    expect(await undeliverableAddress(deps, 'jo@slow.example')).toBeUndefined()
    expect(await undeliverableAddress(deps, 'jo@news.example')).toBeUndefined()
    expect(asked).toEqual(['gone.example', 'slow.example', 'news.example'])
  })

  it(`says "${SKIP_REASONS.badAddress}" for what is not an address, without asking DNS`, async () => {
    const { deps, asked } = mailDomains({})
    for (const address of [
      'jo',
      'jo@',
      '@news.example',
      'jo@news',
      'jo smith@news.example',
      'a@b@news.example',
    ])
      expect(await undeliverableAddress(deps, address)).toBe(SKIP_REASONS.badAddress)
    expect(asked).toEqual([])
  })
})
