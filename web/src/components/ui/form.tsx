import { useEffect } from 'react'
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type * as z from '../../../../shared/contracts/zod'
import { ErrorBanner } from './error-banner'

// What every form shows (the fields' and the server's messages) and the form whose contract loads
// beside it. A form checked from its first render takes `useContractForm` (./contract-form), which
// brings the zod resolver with it; the login page does not load that before it shows.

export type Contract = z.ZodMiniType<FieldValues, FieldValues>

/** Loads a contract on demand: `() => import('…/contracts/x').then((m) => m.Schema)`, defined once. */
export type ContractLoader<C extends Contract> = () => Promise<C>

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `then` once the visitor has interacted with the page: at once if they already have (a form
 * reached by a click, `navigator.userActivation`), else at the first pointer press, key or focus
 * anywhere on it. Returns what stops listening.
 */
function afterFirstInteraction(then: () => void): () => void {
  if (navigator.userActivation?.hasBeenActive) {
    then()
    return () => {}
  }
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, fire, true)
  }
  function fire() {
    stop()
    then()
  }
  for (const type of INTERACTIONS) document.addEventListener(type, fire, { capture: true, passive: true })
  return stop
}

const loadedResolvers = new WeakMap<
  ContractLoader<Contract>,
  Promise<Resolver<FieldValues, unknown, unknown>>
>()

function loadResolver(load: ContractLoader<Contract>) {
  let resolver = loadedResolvers.get(load)
  if (!resolver) {
    // The zod resolver loads with the contract (./contract-form holds it for the forms checked from
    // their first render, so both kinds share one chunk).
    resolver = Promise.all([load(), import('./contract-form')]).then(
      ([contract, { zodResolver }]) => zodResolver(contract) as Resolver<FieldValues, unknown, unknown>,
    )
    // A failed load (the network dropped) is not kept: the next check asks again (though a browser
    // may answer a failed import from its own cache until the page is reloaded).
    resolver.catch(() => loadedResolvers.delete(load))
    loadedResolvers.set(load, resolver)
  }
  return resolver
}

/**
 * `useContractForm` for a screen that must show before zod does (the login page): the contract (and
 * zod and the resolver with it) loads in its own chunk, asked for once the founder has touched, typed
 * or focused anything on the page (as it mounts, if they already have), so it is there by the time
 * anything is checked and costs the page's first paint nothing; a check that comes first waits for it.
 * The loader must be a module-level function, or one kept for the form's lifetime (it keys the loaded
 * resolver).
 */
export function useLazyContractForm<C extends Contract>(
  load: ContractLoader<C>,
  options: Omit<UseFormProps<z.input<C>, unknown, z.output<C>>, 'resolver'> = {},
): UseFormReturn<z.input<C>, unknown, z.output<C>> {
  // A prefetch has no one to tell of its failure: the check that needs the contract says so (below).
  useEffect(() => afterFirstInteraction(() => void loadResolver(load).catch(() => {})), [load])
  const resolver: Resolver<z.input<C>, unknown, z.output<C>> = async (values, context, resolverOptions) => {
    let check: Resolver<z.input<C>, unknown, z.output<C>>
    try {
      check = (await loadResolver(load)) as unknown as Resolver<z.input<C>, unknown, z.output<C>>
    } catch {
      // Shown where the server's message would be (FormError); nothing is submitted unchecked.
      const errors = { root: { server: { type: 'load', message: CONTRACT_NOT_LOADED } } }
      return { values: {}, errors: errors as unknown as FieldErrors<z.input<C>> }
    }
    return check(values, context, resolverOptions)
  }
  return useForm<z.input<C>, unknown, z.output<C>>({ ...options, resolver })
}

/** When a lazily loaded contract could not be fetched (the connection dropped, a deploy replaced it). */
export const CONTRACT_NOT_LOADED = 'The form could not be checked: check your connection and reload the page'

/** The error of a whole submit (the server's `{message}`), kept apart from the fields' own. */
export const SERVER_ERROR = 'root.server' as const

export function setServerError<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  message: string,
) {
  form.setError(SERVER_ERROR, { message })
}

/** The server's message for the last submit, in the alert banner, as every screen shows it. */
export function FormError<T extends FieldValues, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const message = form.formState.errors.root?.server?.message
  return message ? <ErrorBanner message={message} /> : null
}

/** The id of a field's error message, for aria-describedby. */
export const errorId = (fieldId: string) => `${fieldId}-error`

/**
 * What a field's input needs to show its error: aria-invalid, and aria-describedby pointing at the
 * message (or at its hint while there is none).
 */
export function fieldA11y<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  name: FieldPath<T>,
  fieldId: string,
  hintId?: string,
) {
  const invalid = form.getFieldState(name, form.formState).invalid
  return {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? errorId(fieldId) : hintId,
  } as const
}

/** The id of a field's character count (CharacterCount), for its aria-describedby. */
export const countId = (fieldId: string) => `${fieldId}-count`

/** Whether a field's count shows: from 90% of its limit, which the field takes no more past. */
export const nearLimit = (length: number, maxLength: number) => length >= Math.floor(maxLength * 0.9)

/**
 * How many characters a field holds, near its limit: a field with maxLength takes no more, and cuts a
 * paste short without a word, so the count says so, from 90% of the limit. Reaching the limit is
 * announced, once, by a live region there from the start (one inserted with its words is often not
 * read); the count itself is the field's description, not read at every key.
 */
export function CharacterCount({
  fieldId,
  length,
  maxLength,
}: {
  fieldId: string
  length: number
  maxLength: number
}) {
  const atLimit = length >= maxLength
  return (
    <>
      {nearLimit(length, maxLength) && (
        <p id={countId(fieldId)} className="field-hint field-count">
          {atLimit
            ? `${maxLength} of ${maxLength} characters: the most this field takes`
            : `${length} of ${maxLength} characters`}
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {atLimit ? `${maxLength} characters: the most this field takes` : ''}
      </span>
    </>
  )
}

/** A field's own message from the contract, beside it; announced when it appears. */
export function FieldError<T extends FieldValues, O>({
  form,
  name,
  fieldId,
  className = 'field-error',
}: {
  form: UseFormReturn<T, unknown, O>
  name: FieldPath<T>
  fieldId: string
  className?: string
}) {
  const message = form.getFieldState(name, form.formState).error?.message
  if (!message) return null
  return (
    <p id={errorId(fieldId)} className={className} role="alert">
      {message}
    </p>
  )
}
