import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  PutEmailIdentityMailFromAttributesCommand,
  SESv2Client,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2'
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IDENTITY_TAG, IdentityNotOursError } from '../../ports/sending-identities'
import { sesIdentities } from './ses-identities'

const TOKENS = ['tok1', 'tok2', 'tok3']
const expected = { domain: 'acme.example', dkimTokens: TOKENS, mailFromDomain: 'bounce.acme.example' }
const meta = { $metadata: {}, message: 'refused' }
const ourTag = [{ Key: IDENTITY_TAG.key, Value: IDENTITY_TAG.value }]

describe('the SES identities adapter', () => {
  let sdk: AwsClientStub<SESv2Client>
  beforeEach(() => {
    sdk = mockClient(SESv2Client)
  })
  afterEach(() => sdk.restore())
  const ses = () => sesIdentities({ region: 'eu-west-1', configurationSet: 'pressroom-sends' })

  it('creates a tagged Easy DKIM identity in the configuration set, then its MAIL FROM domain', async () => {
    sdk.on(CreateEmailIdentityCommand).resolves({ DkimAttributes: { Tokens: TOKENS } })
    sdk.on(PutEmailIdentityMailFromAttributesCommand).resolves({})
    await expect(ses().create('acme.example', 'bounce.acme.example')).resolves.toEqual({ dkimTokens: TOKENS })
    expect(sdk.commandCalls(CreateEmailIdentityCommand)[0]?.args[0].input).toEqual({
      EmailIdentity: 'acme.example',
      Tags: ourTag,
      ConfigurationSetName: 'pressroom-sends',
    })
    expect(sdk.commandCalls(PutEmailIdentityMailFromAttributesCommand)[0]?.args[0].input).toEqual({
      EmailIdentity: 'acme.example',
      MailFromDomain: 'bounce.acme.example',
      BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
    })
  })

  it("takes up its own identity that exists already (a request tried again), with that identity's tokens", async () => {
    sdk.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException(meta))
    sdk.on(GetEmailIdentityCommand).resolves({ Tags: ourTag, DkimAttributes: { Tokens: TOKENS } })
    sdk.on(PutEmailIdentityMailFromAttributesCommand).resolves({})
    await expect(ses().create('acme.example', 'bounce.acme.example')).resolves.toEqual({ dkimTokens: TOKENS })
  })

  it('refuses an existing identity Pressroom did not create, setting nothing on it', async () => {
    sdk.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException(meta))
    sdk.on(GetEmailIdentityCommand).resolves({ Tags: [], DkimAttributes: { Tokens: TOKENS } })
    await expect(ses().create('acme.example', 'bounce.acme.example')).rejects.toBeInstanceOf(
      IdentityNotOursError,
    )
    expect(sdk.commandCalls(PutEmailIdentityMailFromAttributesCommand)).toHaveLength(0)
  })

  it("refuses an identity IAM does not let it read (not Pressroom's tag) as one it did not create", async () => {
    sdk.on(CreateEmailIdentityCommand).rejects(new AlreadyExistsException(meta))
    sdk
      .on(GetEmailIdentityCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }))
    await expect(ses().create('acme.example', 'bounce.acme.example')).rejects.toBeInstanceOf(
      IdentityNotOursError,
    )
  })

  it('passes on any other refusal (a rate limit) as it is', async () => {
    sdk.on(CreateEmailIdentityCommand).rejects(new TooManyRequestsException(meta))
    await expect(ses().create('acme.example', 'bounce.acme.example')).rejects.toBeInstanceOf(
      TooManyRequestsException,
    )
  })

  it("reads DKIM's status for the three CNAMEs, MAIL FROM's for its MX and SPF, and whether SES sends from it", async () => {
    sdk.on(GetEmailIdentityCommand).resolves({
      VerifiedForSendingStatus: true,
      DkimAttributes: { Status: 'SUCCESS', Tokens: TOKENS },
      MailFromAttributes: {
        MailFromDomain: 'bounce.acme.example',
        MailFromDomainStatus: 'PENDING',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    })
    await expect(ses().check(expected)).resolves.toEqual({
      dkim: ['found', 'found', 'found'],
      mailFromMx: 'missing',
      mailFromSpf: 'missing',
      verified: true,
    })
    expect(sdk.commandCalls(GetEmailIdentityCommand)[0]?.args[0].input).toEqual({
      EmailIdentity: 'acme.example',
    })
  })

  it('reads a pending identity as not verified, and one that is gone as every record missing', async () => {
    sdk.on(GetEmailIdentityCommand).resolvesOnce({
      VerifiedForSendingStatus: false,
      DkimAttributes: { Status: 'PENDING', Tokens: TOKENS },
    })
    expect(await ses().check(expected)).toMatchObject({
      dkim: ['missing', 'missing', 'missing'],
      verified: false,
    })
    sdk.on(GetEmailIdentityCommand).rejects(new NotFoundException(meta))
    expect(await ses().check(expected)).toEqual({
      dkim: ['missing', 'missing', 'missing'],
      mailFromMx: 'missing',
      mailFromSpf: 'missing',
      verified: false,
    })
  })

  it('deletes its own identity, leaves one it did not create, and takes one already gone as done', async () => {
    sdk.on(GetEmailIdentityCommand).resolvesOnce({ Tags: ourTag }).resolvesOnce({ Tags: [] })
    sdk.on(DeleteEmailIdentityCommand).resolves({})
    await ses().remove('acme.example')
    await ses().remove('ops.example')
    expect(sdk.commandCalls(DeleteEmailIdentityCommand).map((c) => c.args[0].input)).toEqual([
      { EmailIdentity: 'acme.example' },
    ])
    sdk.on(GetEmailIdentityCommand).rejects(new NotFoundException(meta))
    await expect(ses().remove('gone.example')).resolves.toBeUndefined()
  })
})
