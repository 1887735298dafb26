import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { FeedStatus } from '../../../../../shared/contracts/feeds'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { FieldError, fieldA11y, useLazyContractForm } from '../../../components/ui/form'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { serverMessage } from '../../../lib/error-message'
import { queryKeys } from '../../../lib/query-keys'
import { discoveryApi } from '../api'

const addFeedContract = () => import('../../../../../shared/contracts/feeds').then((m) => m.AddFeedRequest)

/** How often a feed being read is asked about. */
const READING_POLL_MS = 1500

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * 'Add a publication feed': a publication's RSS or Atom feed, read now and every hour after, whose
 * bylines become journalists in search. Each feed says when it was read, how many items it had and
 * what went wrong last.
 */
export function PublicationFeeds() {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const feeds = useQuery({
    queryKey: queryKeys.discovery.feeds,
    queryFn: ({ signal }) => discoveryApi.feeds(signal).then((r) => r.feeds),
    enabled: open,
    // A feed just added is read by the reader: its row is asked for again until the read is done.
    refetchInterval: (query) => (query.state.data?.some((f) => f.reading) ? READING_POLL_MS : false),
  })
  const form = useLazyContractForm(addFeedContract, {
    defaultValues: { url: '', publication: '', audience: undefined },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [addedId, setAddedId] = useState<string | null>(null)
  const added = feeds.data?.find((f) => f.id === addedId) ?? null
  const addedDone = added !== null && !added.reading
  useEffect(() => {
    // Its people are searchable now: results on screen are out of date.
    if (addedDone) void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all })
  }, [addedDone, queryClient])
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async ({ url, publication, audience }) => {
    setFailure(null)
    try {
      const { feed } = await discoveryApi.addFeed({
        url,
        ...(publication ? { publication } : {}),
        ...(audience ? { audience } : {}),
      })
      setAddedId(feed.id)
      form.reset({ url: '', publication: '', audience: undefined })
      await queryClient.invalidateQueries({ queryKey: queryKeys.discovery.feeds })
    } catch (error) {
      setFailure(serverMessage(error, 'Could not add that feed'))
    }
  })

  return (
    <section className="card section-card publication-feeds" aria-labelledby="feeds-heading">
      <div className="page-header-row">
        <h2 id="feeds-heading">Publication feeds</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls="feeds-body"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide feeds' : 'Add a publication feed'}
        </button>
      </div>
      {open && (
        <div id="feeds-body" className="stack">
          <p className="muted">
            Add a publication's RSS or Atom feed. Its writers join search as they publish, read every hour.
          </p>
          <form className="article-form" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor="feed-url">Feed address</label>
              <input
                id="feed-url"
                type="url"
                inputMode="url"
                placeholder="https://example.com/rss"
                {...fieldA11y(form, 'url', 'feed-url')}
                {...form.register('url', { setValueAs: (typed: string) => typed.trim() })}
              />
              <FieldError form={form} name="url" fieldId="feed-url" />
            </div>
            <div className="field">
              <label htmlFor="feed-publication">Publication (optional)</label>
              <input
                id="feed-publication"
                placeholder="The feed's title"
                {...fieldA11y(form, 'publication', 'feed-publication')}
                {...form.register('publication', {
                  setValueAs: (typed: string) => typed.trim() || undefined,
                })}
              />
              <FieldError form={form} name="publication" fieldId="feed-publication" />
            </div>
            <div className="field">
              <label htmlFor="feed-audience">Audience (optional)</label>
              <input
                id="feed-audience"
                type="number"
                inputMode="numeric"
                min={1}
                placeholder="Readers"
                {...fieldA11y(form, 'audience', 'feed-audience')}
                {...form.register('audience', {
                  setValueAs: (typed: string) => (typed.trim() === '' ? undefined : Number(typed)),
                })}
              />
              <FieldError form={form} name="audience" fieldId="feed-audience" />
            </div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? 'Reading feed...' : 'Add feed'}
            </button>
          </form>
          {failure && <ErrorBanner message={failure} />}
          {added && !failure && (
            <p className="search-notice" role="status">
              {added.reading
                ? `Reading ${added.url}...`
                : added.lastError
                  ? `Added ${added.publication}, but it could not be read: ${added.lastError}`
                  : `Read ${added.publication}: ${added.items} items, ${added.articlesAdded} articles so far.`}
            </p>
          )}
          {feeds.isPending && <LoadingState label="Loading feeds..." />}
          {feeds.isError && (
            <LoadError
              message={serverMessage(feeds.error, 'Could not load the feeds')}
              onRetry={feeds.refetch}
            />
          )}
          {feeds.data && feeds.data.length === 0 && <p className="muted">No feeds yet.</p>}
          {feeds.data && feeds.data.length > 0 && <FeedList feeds={feeds.data} />}
        </div>
      )}
    </section>
  )
}

function FeedList({ feeds }: { feeds: FeedStatus[] }) {
  return (
    <ul className="feed-list" aria-label="Feeds">
      {feeds.map((feed) => (
        <li key={feed.id} className="feed-row">
          <div className="feed-name">
            <strong>{feed.publication}</strong>
            <span className="muted feed-url">{feed.url}</span>
          </div>
          <dl className="feed-facts">
            <div>
              <dt>Last read</dt>
              <dd>{feed.reading ? 'Reading now...' : feed.lastReadAt ? when(feed.lastReadAt) : 'Not yet'}</dd>
            </div>
            <div>
              <dt>Items</dt>
              <dd>{feed.items}</dd>
            </div>
            <div>
              <dt>Articles</dt>
              <dd>{feed.articlesAdded}</dd>
            </div>
            <div>
              <dt>Audience</dt>
              <dd>{feed.audience ? feed.audience.toLocaleString('en-US') : '—'}</dd>
            </div>
          </dl>
          {feed.lastError ? (
            <p className="feed-error" role="note">
              Last error: {feed.lastError}. Next try {when(feed.nextReadAt)}.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
