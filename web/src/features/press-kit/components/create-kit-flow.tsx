import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast } from '../../../components/ui/toast'
import { useAuth } from '../../../lib/auth/auth-context'
import { serverMessage } from '../../../lib/error-message'
import { KIT_TEXT } from '../messages'
import { useCreateKit } from '../use-press-kit'
import { BuilderSteps } from './builder-steps'
import { QuickStartStep } from './quick-start-step'
import { TemplatesStep } from './templates-step'

/**
 * /press-kit/builder: quickstart (with ?quick=true) → templates → the kit is created → the builder of
 * /press-kit/builder/{id}. The kit is made once the template is known, so it starts with that template's
 * sections, filled from the profile when Quick Start was chosen.
 */
export function CreateKitFlow({ quick }: { quick: boolean }) {
  const [step, setStep] = useState<'quickstart' | 'templates'>(quick ? 'quickstart' : 'templates')
  const [quickStart, setQuickStart] = useState(quick)
  const { profile } = useAuth()
  const companyId = profile?.active_company_id ?? undefined
  const create = useCreateKit()
  const toast = useToast()
  const navigate = useNavigate()

  async function createWith(templateId: string) {
    try {
      const { kit } = await create.mutateAsync({ templateId, format: 'both', quickStart, companyId })
      toast(KIT_TEXT.created)
      navigate(`/press-kit/builder/${kit.id}`, { replace: true })
    } catch (error) {
      const reason = serverMessage(error, '')
      toast(reason ? `${KIT_TEXT.createFailed}: ${reason}` : KIT_TEXT.createFailed, 'error')
    }
  }

  return (
    <div className="kit-create">
      <BuilderSteps current={step} />
      {step === 'quickstart' ? (
        <QuickStartStep
          onChoose={(fromProfile) => {
            setQuickStart(fromProfile)
            setStep('templates')
          }}
        />
      ) : (
        <TemplatesStep
          quickStart={quickStart}
          creating={create.isPending}
          onBack={quick ? () => setStep('quickstart') : undefined}
          onContinue={(templateId) => void createWith(templateId)}
        />
      )}
    </div>
  )
}
