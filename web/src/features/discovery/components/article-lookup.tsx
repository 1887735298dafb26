import { useState } from 'react'
import type { ByArticleResponse } from '../../../../../shared/contracts/discovery'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { FieldError, fieldA11y, useLazyContractForm } from '../../../components/ui/form'
import { useWatch } from '../../../components/ui/form-extras'
import { Link } from '../../../components/ui/link'
import { serverMessage } from '../../../lib/error-message'
import { discoveryApi } from '../api'
import { searchHref } from '../search-href'
import { JournalistCard } from './journalist-card'

// The contract (and zod with it) loads beside the form rather than before the page: nothing is checked
// before a link has been pasted.
const byArticleContract = () =>
  import('../../../../../shared/contracts/discovery').then((m) => m.ByArticleRequest)

const MATCH_TEXT = {
  known_article: 'Found from a known article',
  page_metadata: "Found from the page's author information",
} as const

interface ArticleLookupProps {
  starred: ReadonlySet<string>
  onToggleStar(id: string): void
}

type Lookup =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; answer: ByArticleResponse }

/** Paste a link to an article you liked; see who wrote it. */
export function ArticleLookup({ starred, onToggleStar }: ArticleLookupProps) {
  const form = useLazyContractForm(byArticleContract, { defaultValues: { url: '' } })
  const url = useWatch({ control: form.control, name: 'url' })
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const busy = lookup.status === 'loading'

  const submit = form.handleSubmit(
    async ({ url }) => {
      setLookup({ status: 'loading' })
      try {
        setLookup({ status: 'done', answer: await discoveryApi.byArticle(url) })
      } catch (error) {
        setLookup({ status: 'error', message: serverMessage(error, 'Could not read that article') })
      }
    },
    // A contract that could not be loaded is said where the lookup's own failures are.
    (errors) => {
      const unchecked = errors.root?.server?.message
      setLookup(unchecked ? { status: 'error', message: unchecked } : { status: 'idle' })
    },
  )

  return (
    <section className="card section-card" aria-labelledby="article-lookup-heading">
      <h2 id="article-lookup-heading">Find the journalist behind an article</h2>
      <p className="muted">Paste a link to an article you liked. We will tell you who wrote it.</p>
      <form className="article-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="article-url">Article link</label>
          <input
            id="article-url"
            type="url"
            inputMode="url"
            placeholder="https://…"
            {...fieldA11y(form, 'url', 'article-url')}
            {...form.register('url', { setValueAs: (typed: string) => typed.trim() })}
          />
          <FieldError form={form} name="url" fieldId="article-url" />
        </div>
        <button type="submit" className="button button-primary" disabled={busy || (url ?? '').trim() === ''}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? 'Finding...' : 'Find Journalist'}
        </button>
      </form>
      {lookup.status === 'error' && (
        <div className="article-result">
          <ErrorBanner message={lookup.message} />
        </div>
      )}
      {lookup.status === 'done' && (
        <div className="article-result" aria-live="polite">
          {lookup.answer.journalist && lookup.answer.match !== 'none' ? (
            <JournalistCard
              journalist={lookup.answer.journalist}
              view="list"
              starred={starred.has(lookup.answer.journalist.id)}
              onToggleStar={() => lookup.answer.journalist && onToggleStar(lookup.answer.journalist.id)}
            >
              <p className="match-note">{MATCH_TEXT[lookup.answer.match]}</p>
            </JournalistCard>
          ) : (
            <NoMatch author={lookup.answer.author} />
          )}
        </div>
      )}
    </section>
  )
}

function NoMatch({ author }: { author: string | null }) {
  return (
    <div className="empty-state no-match">
      <p className="empty-state-title">No journalist found for that article</p>
      {author ? (
        <>
          <p>
            The page names <strong>{author}</strong> as its author, who is not among our journalists yet.
          </p>
          <Link to={searchHref({ query: author })} className="button button-secondary">
            Search for {author}
          </Link>
        </>
      ) : (
        <p>The page does not say who wrote it.</p>
      )}
    </div>
  )
}
