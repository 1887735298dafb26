export type BuilderStep = 'quickstart' | 'templates' | 'builder' | 'preview'

const STEPS: ReadonlyArray<[BuilderStep, string]> = [
  ['quickstart', 'Quick Start'],
  ['templates', 'Template'],
  ['builder', 'Build'],
  ['preview', 'Preview'],
]

/** Where the founder is in quickstart → templates → builder → preview. */
export function BuilderSteps({ current }: { current: BuilderStep }) {
  const at = STEPS.findIndex(([step]) => step === current)
  return (
    <ol className="kit-steps" aria-label="Press kit steps">
      {STEPS.map(([step, label], index) => (
        <li
          key={step}
          className={index < at ? 'kit-step done' : index === at ? 'kit-step current' : 'kit-step'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="kit-step-number" aria-hidden="true">
            {index < at ? '✓' : index + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  )
}
