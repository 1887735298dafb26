import { useId, useState } from 'react'
import type { PressKit } from '../../../../../shared/contracts/press-kit'
import {
  FieldError,
  FormError,
  fieldA11y,
  SERVER_ERROR,
  setServerError,
  useLazyContractForm,
} from '../../../components/ui/form'
import { useWatch } from '../../../components/ui/form-extras'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import type { KitAccessValues } from '../access-contract'
import { KIT_TEXT } from '../messages'
import { useKitAccess } from '../use-press-kit'

// The server's contract (and zod with it) loads beside the form: nothing is checked before a save.
const accessContract = () => import('../access-contract').then((m) => m.kitAccessContract)

/** What the Access card says (the specifications give none of these). */
export const ACCESS_TEXT = {
  title: 'Access',
  protectedState: 'Password protected',
  openState: 'No password',
  protectedHint: 'Journalists need the password to open the public page.',
  openHint: 'Anyone with the link can open the public page.',
  /** Before the kit is published, the same as what will hold once it is. */
  protectedHintUnpublished: 'Once published, journalists will need the password to open the public page.',
  openHintUnpublished: 'Once published, anyone with the link will be able to open the public page.',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: 'At least 4 characters. Send it to journalists with the link.',
  newPasswordHint: 'Leave empty to keep the current password.',
  requireEmail: 'Ask for an e-mail before downloads',
  requireEmailHint: 'Each address you get shows as a lead in the kit’s analytics.',
  save: 'Save access',
  saving: 'Saving...',
  remove: 'Remove password',
  removing: 'Removing...',
  saved: 'Access saved',
  removed: 'Password removed',
} as const

/**
 * Who may open the kit's public page: a password (set, changed or removed) and an e-mail asked for
 * before a download. Checked with the server's own contract; what the server refuses shows above.
 */
export function KitAccess({ kit }: { kit: PressKit }) {
  const id = useId()
  const toast = useToast()
  const access = useKitAccess(kit.id)
  const { has_password: hasPassword, require_email: requireEmail } = kit.settings
  const form = useLazyContractForm(accessContract, {
    defaultValues: { password: '', require_email: requireEmail } satisfies KitAccessValues,
  })
  const values = useWatch({ control: form.control }) as KitAccessValues
  const [shown, setShown] = useState(false)
  const removing = access.isPending && access.variables?.password === null
  const saving = access.isPending && !removing
  const unchanged = values.password === '' && values.require_email === requireEmail

  const passwordId = `${id}-password`
  const passwordHintId = `${id}-password-hint`
  const emailHintId = `${id}-email-hint`

  /** After a save: the field empties, the box shows what the server keeps. */
  function settle(saved: PressKit) {
    form.reset({ password: '', require_email: saved.settings.require_email })
    setShown(false)
  }

  const save = form.handleSubmit(async (changes) => {
    try {
      settle(await access.mutateAsync(changes))
      toast(ACCESS_TEXT.saved)
    } catch (error) {
      setServerError(form, serverMessage(error, KIT_TEXT.saveFailed))
    }
  })

  async function removePassword() {
    form.clearErrors(SERVER_ERROR)
    try {
      await access.mutateAsync({ password: null })
      // The e-mail box keeps what the founder has ticked, saved or not.
      form.resetField('password')
      setShown(false)
      toast(ACCESS_TEXT.removed)
    } catch (error) {
      setServerError(form, serverMessage(error, KIT_TEXT.saveFailed))
    }
  }

  return (
    <section className="card kit-access-card" aria-labelledby={`${id}-title`}>
      <div className="kit-access-head">
        <h2 id={`${id}-title`}>{ACCESS_TEXT.title}</h2>
        <span className={`kit-access-state${hasPassword ? ' kit-access-locked' : ''}`}>
          {hasPassword ? ACCESS_TEXT.protectedState : ACCESS_TEXT.openState}
        </span>
      </div>
      <p className="muted kit-access-summary">
        {kit.published
          ? hasPassword
            ? ACCESS_TEXT.protectedHint
            : ACCESS_TEXT.openHint
          : hasPassword
            ? ACCESS_TEXT.protectedHintUnpublished
            : ACCESS_TEXT.openHintUnpublished}
      </p>
      <form
        className="kit-access-form"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-busy={access.isPending}
      >
        <FormError form={form} />
        <div className="field">
          <label htmlFor={passwordId}>{hasPassword ? ACCESS_TEXT.newPassword : ACCESS_TEXT.password}</label>
          <div className="kit-password-row">
            <input
              id={passwordId}
              className="kit-password-input"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              autoCapitalize="off"
              {...fieldA11y(form, 'password', passwordId, passwordHintId)}
              {...form.register('password')}
            />
            <button
              type="button"
              className="button button-secondary kit-password-toggle"
              aria-controls={passwordId}
              onClick={() => setShown((now) => !now)}
            >
              {shown ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          </div>
          <p id={passwordHintId} className="field-hint">
            {hasPassword ? ACCESS_TEXT.newPasswordHint : ACCESS_TEXT.passwordHint}
          </p>
          <FieldError form={form} name="password" fieldId={passwordId} />
        </div>
        <div className="kit-access-email">
          <label className="check-option">
            <input type="checkbox" aria-describedby={emailHintId} {...form.register('require_email')} />
            <span>{ACCESS_TEXT.requireEmail}</span>
          </label>
          <p id={emailHintId} className="field-hint">
            {ACCESS_TEXT.requireEmailHint}
          </p>
        </div>
        <div className="kit-access-actions">
          <button type="submit" className="button button-primary" disabled={access.isPending || unchanged}>
            {saving && <span className="spinner" aria-hidden="true" />}
            {saving ? ACCESS_TEXT.saving : ACCESS_TEXT.save}
          </button>
          {hasPassword && (
            <button
              type="button"
              className="button button-secondary button-danger"
              disabled={access.isPending}
              onClick={() => void removePassword()}
            >
              {removing ? ACCESS_TEXT.removing : ACCESS_TEXT.remove}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}
