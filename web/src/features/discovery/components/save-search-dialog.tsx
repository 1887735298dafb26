import { SaveSearchRequest } from '../../../../../shared/contracts/discovery'
import * as z from '../../../../../shared/contracts/zod'
import { useContractForm } from '../../../components/ui/contract-form'
import { Dialog, DialogTitle } from '../../../components/ui/dialog'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { notify } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { discoveryApi } from '../api'
import { SEARCH_MESSAGES } from '../constants'
import type { SearchParams } from '../use-journalist-search'

/** The request's name alone: the server's own rule for it. */
const SearchName = z.pick(SaveSearchRequest, { name: true })

/** Names the search and keeps it on the server. */
export function SaveSearchDialog({
  search,
  suggestedName,
  onClose,
}: {
  search: SearchParams
  suggestedName: string
  onClose(): void
}) {
  const form = useContractForm(SearchName, { defaultValues: { name: suggestedName } })
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await discoveryApi.saveSearch({ name, query: search.query, filters: search.filters })
      notify.success(`Saved search “${name}”`)
      onClose()
    } catch (failure) {
      setServerError(form, serverMessage(failure, SEARCH_MESSAGES.saveFailed))
    }
  })

  return (
    <Dialog className="save-search-dialog" onClose={onClose}>
      <DialogTitle>Save Search</DialogTitle>
      <form className="form save-search-form" onSubmit={submit} noValidate>
        <FormError form={form} />
        <div className="field">
          <label htmlFor="save-search-name">Search name</label>
          <input
            id="save-search-name"
            maxLength={100}
            placeholder="Name this search"
            readOnly={busy}
            data-autofocus
            onFocus={(event) => event.currentTarget.select()}
            {...fieldA11y(form, 'name', 'save-search-name')}
            {...form.register('name')}
          />
          <FieldError form={form} name="name" fieldId="save-search-name" />
        </div>
        <div className="form-actions save-search-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  )
}
