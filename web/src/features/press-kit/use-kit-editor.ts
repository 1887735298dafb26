import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { KitCustomizations, PressKit, UpdateKitRequest } from '../../../../shared/contracts/press-kit'
import { useLazyContractForm } from '../../components/ui/form'
import { useWatch } from '../../components/ui/form-extras'
import { useToast } from '../../components/ui/toast'
import { AUTOSAVE_DELAY_MS, autosaveDue, autosaveReducer, INITIAL_AUTOSAVE } from './autosave'
import { customizationsOf, draftFromKit, type KitDraft } from './draft'
import type { kitDraftContract } from './draft-contract'
import { KIT_TEXT } from './messages'
import { updateKit, useStoreKit } from './use-press-kit'

type Extra = Omit<UpdateKitRequest, 'customizations'>

/** The draft's checks with the server's contract, which load (with zod) beside the editor. */
const draftChecks = () => import('./draft-contract')

/** A save the server's own contract refused before it was sent; the message says why. */
class DraftRefused extends Error {}

/** The builder's fields: react-hook-form over the draft, checked with the server's KitCustomizations. */
export type KitForm = UseFormReturn<KitDraft, unknown, KitCustomizations>

/**
 * The builder's draft of one kit and its saving: a save 3 s after the last change while `autosave` is on
 * (the builder step), one when the tab is hidden, and on demand. Saves go one at a time and in order;
 * each sends the whole draft, so the last one to answer holds everything typed before it started.
 *
 * The draft is a react-hook-form form: the fields (section title, company, branding) are its
 * controllers, and what is not typed (order, visibility, rich text, assets) is set on it by `change`.
 * A save that finds a problem puts each message beside its field, and from then on they are checked
 * again as the founder types.
 */
export function useKitEditor(kit: PressKit, autosave: boolean) {
  const kitRef = useRef(kit)
  kitRef.current = kit
  // One loader for this editor's lifetime (it keys the loaded check); the contract reads the kit's
  // assets as they are when it checks.
  const [loadContract] = useState(
    () => (): Promise<ReturnType<typeof kitDraftContract>> =>
      draftChecks().then((m) => m.kitDraftContract(() => kitRef.current.assets)),
  )
  const [initial] = useState(() => draftFromKit(kit))
  // An autosave must never take the focus away from where the founder is typing.
  const form: KitForm = useLazyContractForm(loadContract, { defaultValues: initial, shouldFocusError: false })
  const draft = useWatch({ control: form.control }) as KitDraft
  const [state, dispatch] = useReducer(autosaveReducer, INITIAL_AUTOSAVE)
  const [problem, setProblem] = useState<string | null>(null)
  const toast = useToast()
  const storeKit = useStoreKit()

  // Read by saves that outlive the render that started them, and by the leave prompt.
  const revision = useRef(0)
  const savedRevision = useRef(0)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  // Set once a save found a problem: the fields' messages then follow what is typed.
  const recheck = useRef(false)

  const changed = useCallback(() => {
    revision.current += 1
    dispatch({ type: 'changed' })
    if (recheck.current) void form.trigger()
  }, [form])

  // What is typed in the form's fields.
  useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      if (type === 'change') changed()
    })
    return () => subscription.unsubscribe()
  }, [form, changed])

  /** A change that is not typed in a field: order, visibility, rich text, asset texts, a logo, a theme. */
  const change = useCallback(
    (update: (draft: KitDraft) => KitDraft) => {
      const current = form.getValues()
      const next = update(current)
      if (next.sections !== current.sections) form.setValue('sections', next.sections)
      if (next.branding !== current.branding) form.setValue('branding', next.branding)
      if (next.company !== current.company) form.setValue('company', next.company)
      if (next.assetText !== current.assetText) form.setValue('assetText', next.assetText)
      changed()
    },
    [form, changed],
  )

  /** Saves the draft (with `extra`, e.g. regenerate or published); rejects with the reason it failed. */
  const save = useCallback(
    (extra: Extra = {}): Promise<PressKit> => {
      const run = async () => {
        const at = revision.current
        const current = form.getValues()
        const assets = kitRef.current.assets
        dispatch({ type: 'saveStarted' })
        try {
          // Not loaded (the connection dropped): the save fails as any other would, unsent.
          const refused = (await draftChecks()).draftProblem(current, assets)
          setProblem(refused)
          // A refused draft puts each message by its field; the next save that passes clears them.
          if (refused || recheck.current) await form.trigger()
          recheck.current = refused !== null
          if (refused) throw new DraftRefused(refused)
          const saved = await updateKit(kitRef.current.id, {
            customizations: customizationsOf(current, assets),
            ...extra,
          })
          storeKit(saved)
          savedRevision.current = Math.max(savedRevision.current, at)
          dispatch({ type: 'saveSucceeded', revision: at, at: Date.now() })
          return saved
        } catch (error) {
          dispatch({ type: 'saveFailed', revision: at })
          throw error
        }
      }
      const next = queue.current.then(run, run)
      queue.current = next.catch(() => undefined)
      return next
    },
    [form, storeKit],
  )

  const unsaved = useCallback(() => revision.current > savedRevision.current, [])

  useEffect(() => {
    if (!autosave || !autosaveDue(state)) return
    const timer = setTimeout(() => {
      save().catch(() => toast(KIT_TEXT.autoSaveFailed, 'error'))
    }, AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [autosave, state, save, toast])

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || !unsaved()) return
      save().catch(() => toast(KIT_TEXT.autoSaveFailed, 'error'))
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [save, unsaved, toast])

  /** The Save button: the same save, with its own toasts. */
  const saveNow = useCallback(async () => {
    try {
      await save()
      toast(KIT_TEXT.saved)
    } catch (error) {
      toast(
        error instanceof DraftRefused ? `${KIT_TEXT.saveFailed}: ${error.message}` : KIT_TEXT.saveFailed,
        'error',
      )
    }
  }, [save, toast])

  return { draft, form, change, state, problem, save, saveNow, unsaved }
}
