import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  AddSendingDomainRequest,
  ChooseFromAddressRequest,
  type SendingDomain as Domain,
} from '../../../../../shared/contracts/sending-domain'
import type { DomainRecord } from '../../../../../shared/domain/sending-domain'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { LoadError } from '../../../components/ui/load-error'
import { serverMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { profileApi } from '../api'

const LOAD_FAILED = 'Failed to load your sending address'
const ADD_FAILED = 'The domain could not be added. Try again.'
const CHECK_FAILED = 'The records could not be checked. Try again.'
const FROM_FAILED = 'The address could not be saved. Try again.'
const REMOVE_FAILED = 'The domain could not be removed. Try again.'

const RECORD_LABELS: Record<DomainRecord['kind'], string> = {
  dkim: 'DKIM',
  mail_from_mx: 'MAIL FROM (MX)',
  mail_from_spf: 'MAIL FROM (SPF)',
  dmarc: 'DMARC (suggested)',
}

/**
 * 'Sending address': the founder's own domain, the DNS records to publish (each with a copy button and
 * what the last check found of it), 'Check now', the banner once it is verified, the From address at
 * it, and removing it. Until it is verified, mail goes as "<name> via Pressroom" from Pressroom's address.
 */
export function SendingDomain() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.profile.domain,
    queryFn: async ({ signal }) => (await profileApi.sendingDomain(signal)).domain,
  })
  const keep = (domain: Domain | null) => {
    queryClient.setQueryData(queryKeys.profile.domain, domain)
    // The From line in 'Sending settings' reads the chosen address.
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile.sending })
  }
  const domain = query.data
  return (
    <section className="card section-card" aria-labelledby="sending-domain-heading">
      <h2 id="sending-domain-heading">Sending address</h2>
      {query.isError && domain === undefined && (
        <LoadError message={LOAD_FAILED} onRetry={() => void query.refetch()} />
      )}
      {domain === undefined && !query.isError && <p className="muted">Loading...</p>}
      {domain === null && <AddDomainForm onAdded={keep} />}
      {domain && <DomainDetails domain={domain} onChange={keep} />}
    </section>
  )
}

function AddDomainForm({ onAdded }: { onAdded: (domain: Domain) => void }) {
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const add = useMutation({
    mutationFn: async (domain: string) => (await profileApi.addSendingDomain(domain)).domain,
    onSuccess: onAdded,
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = AddSendingDomainRequest.safeParse({ domain: value })
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message)
    setInvalid(undefined)
    add.mutate(parsed.data.domain)
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="empty-state">
        Your pitches go from Pressroom's address, as "your name via Pressroom". Send them from your own domain
        instead: add it here, then publish the records Pressroom shows you.
      </p>
      <div className="field">
        <label htmlFor="sending_domain">Your domain</label>
        <input
          id="sending_domain"
          name="domain"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="acme.com"
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'sending_domain_error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {invalid && (
          <p id="sending_domain_error" className="field-error" role="alert">
            {invalid}
          </p>
        )}
      </div>
      {add.isError && <ErrorBanner message={serverMessage(add.error, ADD_FAILED)} />}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={add.isPending}
          aria-busy={add.isPending}
        >
          {add.isPending ? 'Adding...' : 'Add domain'}
        </button>
      </div>
    </form>
  )
}

function DomainDetails({ domain, onChange }: { domain: Domain; onChange: (domain: Domain | null) => void }) {
  const check = useMutation({
    mutationFn: async () => (await profileApi.checkSendingDomain()).domain,
    onSuccess: onChange,
  })
  // Told once: the banner shows now, and the server is told it was seen, so it does not come back.
  const [announced, setAnnounced] = useState(false)
  const told = useRef(false)
  useEffect(() => {
    if (!domain.verified_notice || told.current) return
    told.current = true
    setAnnounced(true)
    void profileApi.dismissDomainNotice().catch(() => {
      told.current = false
    })
  }, [domain.verified_notice])
  const verified = domain.status === 'verified'
  return (
    <div className="stack">
      {announced && (
        <div className="domain-banner" role="status">
          <p>
            <strong>{domain.domain} is verified.</strong>{' '}
            {domain.from_address
              ? `Your pitches now go from ${domain.from_address}.`
              : 'Choose the address your pitches go from below.'}
          </p>
          <button type="button" className="button button-secondary" onClick={() => setAnnounced(false)}>
            Dismiss
          </button>
        </div>
      )}
      <p>
        <strong>{domain.domain}</strong>{' '}
        <span className={verified ? 'record-state record-found' : 'record-state record-missing'}>
          {verified ? 'Verified' : 'Pending'}
        </span>
      </p>
      {!verified && (
        <p className="muted">
          Add these records at your DNS host. Until they are found, pitches go from Pressroom's address.
          Pressroom checks again every 10 minutes for 72 hours.
        </p>
      )}
      <RecordList records={domain.records} />
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={check.isPending}
          aria-busy={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? 'Checking...' : 'Check now'}
        </button>
        {domain.checked_at && (
          <span className="muted">Last checked {new Date(domain.checked_at).toLocaleString()}</span>
        )}
      </div>
      {check.isError && <ErrorBanner message={serverMessage(check.error, CHECK_FAILED)} />}
      {verified && <FromAddressForm domain={domain} onSaved={onChange} />}
      <RemoveDomain domain={domain} onRemoved={() => onChange(null)} />
    </div>
  )
}

function RecordList({ records }: { records: DomainRecord[] }) {
  return (
    <ul className="domain-records">
      {records.map((record) => (
        <li key={`${record.kind}-${record.name}-${record.value}`} className="domain-record">
          <div className="domain-record-head">
            <span className="domain-record-kind">
              {RECORD_LABELS[record.kind]} · {record.type}
            </span>
            {record.state && (
              <span className={`record-state record-${record.state}`}>
                {record.state === 'found' ? 'Found' : 'Missing'}
              </span>
            )}
          </div>
          <CopyField label="Name" value={record.name} kind={RECORD_LABELS[record.kind]} />
          <CopyField label="Value" value={record.value} kind={RECORD_LABELS[record.kind]} />
        </li>
      ))}
    </ul>
  )
}

function CopyField({ label, value, kind }: { label: string; value: string; kind: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed'>()
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="domain-record-field">
      <span className="domain-record-label">{label}</span>
      <code className="domain-record-value">{value}</code>
      <button
        type="button"
        className="button button-secondary"
        aria-label={`Copy ${kind} ${label.toLowerCase()}`}
        onClick={() => void copy()}
        onBlur={() => setCopied(undefined)}
      >
        {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
    </div>
  )
}

function FromAddressForm({ domain, onSaved }: { domain: Domain; onSaved: (domain: Domain) => void }) {
  const [local, setLocal] = useState(domain.from_address?.split('@')[0] ?? '')
  const [invalid, setInvalid] = useState<string>()
  const save = useMutation({
    mutationFn: async (part: string) => (await profileApi.chooseFromAddress(part)).domain,
    onSuccess: onSaved,
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = ChooseFromAddressRequest.safeParse({ local_part: local })
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message)
    setInvalid(undefined)
    save.mutate(parsed.data.local_part)
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="from_local_part">From address</label>
        <div className="domain-from-row">
          <input
            id="from_local_part"
            autoComplete="off"
            spellCheck={false}
            placeholder="you"
            value={local}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'from_local_part_error' : 'from_local_part_hint'}
            onChange={(event) => setLocal(event.target.value)}
          />
          <span aria-hidden="true">@{domain.domain}</span>
        </div>
        {invalid ? (
          <p id="from_local_part_error" className="field-error" role="alert">
            {invalid}
          </p>
        ) : (
          <p id="from_local_part_hint" className="field-hint">
            {domain.from_address
              ? `Pitches, follow-ups and answers go from ${domain.from_address}; replies still come back to Pressroom.`
              : `Every pitch, follow-up and answer will go from this address at ${domain.domain}.`}
          </p>
        )}
      </div>
      {save.isError && <ErrorBanner message={serverMessage(save.error, FROM_FAILED)} />}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save address'}
        </button>
      </div>
    </form>
  )
}

function RemoveDomain({ domain, onRemoved }: { domain: Domain; onRemoved: () => void }) {
  const [asking, setAsking] = useState(false)
  const remove = useMutation({ mutationFn: () => profileApi.removeSendingDomain(), onSuccess: onRemoved })
  const confirmButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (asking) confirmButton.current?.focus()
  }, [asking])
  if (!asking)
    return (
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
          Remove domain
        </button>
      </div>
    )
  return (
    <fieldset className="domain-remove-confirm" aria-labelledby="domain-remove-question">
      <p id="domain-remove-question">
        Remove {domain.domain}? Pitches go from Pressroom's address again, and you would publish new records
        to add it back.
      </p>
      {remove.isError && <ErrorBanner message={serverMessage(remove.error, REMOVE_FAILED)} />}
      <div className="form-actions">
        <button
          ref={confirmButton}
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? 'Removing...' : `Remove ${domain.domain}`}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={remove.isPending}
          onClick={() => setAsking(false)}
        >
          Keep it
        </button>
      </div>
    </fieldset>
  )
}
