import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import type { KitAsset, PressKit } from '../../../../../shared/contracts/press-kit'
import { FieldError, fieldA11y } from '../../../components/ui/form'
import { Controller } from '../../../components/ui/form-extras'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { LoadingState } from '../../../components/ui/loading-state'
import { pressKitKeys } from '../api'
import { assetTextOf } from '../draft'
import { kitTitle } from '../kit-links'
import { KIT_TEXT } from '../messages'
import { inOrder, updateSection } from '../sections'
import { useKitEditor } from '../use-kit-editor'
import { useKitRender } from '../use-kit-render'
import { AssetsPanel } from './assets-panel'
import { BrandingPanel } from './branding-panel'
import { BuilderSteps } from './builder-steps'
import { KitPreview } from './kit-preview'
import { PreviewStep } from './preview-step'
import { SaveIndicator } from './save-indicator'
import { SectionsPanel } from './sections-panel'
import { type SidebarTab, SidebarTabs } from './sidebar-tabs'
import { StatusBadge } from './status-badge'

// TipTap is fetched only when the builder step first shows an editor.
const SectionEditor = lazy(() => import('./section-editor'))

/** Where the site header ends while it stays on screen (sticky on a wider screen, not on a phone). */
function stickyHeaderBottom() {
  const header = document.querySelector('.site-header')
  if (!header || getComputedStyle(header).position !== 'sticky') return 0
  return Math.max(0, header.getBoundingClientRect().bottom)
}

/** The builder and preview steps of one kit that exists: the draft, its saving and its PDF. */
export function KitEditor({ kit }: { kit: PressKit }) {
  const [step, setStep] = useState<'builder' | 'preview'>('builder')
  const [tab, setTab] = useState<SidebarTab>('sections')
  const editor = useKitEditor(kit, step === 'builder')
  const render = useKitRender(kit, () => editor.save({ regenerate: true }))
  const { draft, change } = editor
  const [selectedId, setSelectedId] = useState<string | null>(() => inOrder(kit.sections)[0]?.id ?? null)
  const pane = useRef<HTMLElement>(null)
  /**
   * On a phone the editor stands below the list: a section chosen there is brought into view, its
   * title near the top, unless it already starts on the upper part of the screen.
   */
  function selectSection(id: string) {
    setSelectedId(id)
    requestAnimationFrame(() => {
      const box = pane.current?.getBoundingClientRect()
      const covered = stickyHeaderBottom()
      if (!box || (box.top >= covered && box.top < window.innerHeight * 0.6)) return
      window.scrollBy({ top: box.top - covered - 8 })
    })
  }
  const selectedIndex = draft.sections.findIndex((section) => section.id === selectedId)
  const selected = draft.sections[selectedIndex]
  const titleField = `sections.${selectedIndex}.title` as const
  const queryClient = useQueryClient()
  const textOf = (asset: KitAsset) => assetTextOf(draft, asset)

  function setAssets(assets: KitAsset[]) {
    queryClient.setQueryData<PressKit>(pressKitKeys.kit(kit.id), (current) =>
      current ? { ...current, assets, customizations: { ...current.customizations, assets } } : current,
    )
  }

  const guard = <LeaveGuard shouldBlock={editor.unsaved} message={KIT_TEXT.leavePrompt} />

  if (step === 'preview')
    return (
      <>
        {guard}
        <PreviewStep kit={kit} editor={editor} render={render} onBack={() => setStep('builder')} />
      </>
    )

  return (
    <div className="kit-builder">
      {guard}
      <BuilderSteps current="builder" />
      <header className="kit-builder-header">
        <div className="kit-builder-title">
          <h1>{kitTitle({ ...kit, company: draft.company })}</h1>
          {/* One line that never wraps: the indicator's changing text must not move the workspace under a drag. */}
          <div className="kit-builder-meta">
            <StatusBadge status={kit.status} />
            <SaveIndicator state={editor.state} problem={editor.problem} />
          </div>
        </div>
        <div className="kit-builder-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (editor.unsaved()) editor.save().catch(() => undefined)
              setStep('preview')
            }}
          >
            Preview
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={editor.state.saving !== null}
            onClick={() => void editor.saveNow()}
          >
            Save
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={render.rendering}
            onClick={() => void render.generate()}
          >
            {render.rendering ? 'Generating...' : 'Generate Kit'}
          </button>
        </div>
      </header>
      {kit.status === 'error' && kit.render_error && (
        <p className="error-banner kit-render-error" role="alert">
          {kit.render_error}
        </p>
      )}
      <div className="kit-workspace">
        <SidebarTabs current={tab} onChange={setTab}>
          {tab === 'sections' ? (
            <SectionsPanel
              sections={draft.sections}
              selectedId={selectedId}
              onSelect={selectSection}
              onChange={(sections) => change((d) => ({ ...d, sections }))}
            />
          ) : tab === 'branding' ? (
            <BrandingPanel
              form={editor.form}
              company={draft.company}
              assets={kit.assets}
              onBranding={(branding) => change((d) => ({ ...d, branding }))}
              onCompany={(company) => change((d) => ({ ...d, company }))}
            />
          ) : (
            <AssetsPanel
              kitId={kit.id}
              assets={kit.assets}
              textOf={textOf}
              onText={(id, text) => change((d) => ({ ...d, assetText: { ...d.assetText, [id]: text } }))}
              onAssets={setAssets}
              logo={draft.company.logo}
              onLogo={(logo) => change((d) => ({ ...d, company: { ...d.company, logo } }))}
            />
          )}
        </SidebarTabs>
        <section className="kit-editor-pane" aria-label="Section editor" ref={pane}>
          {selected ? (
            <>
              <div className="field">
                <label htmlFor="kit-section-title">Section title</label>
                {/* A new controller whenever the section or its place changes: the field's name is its index. */}
                <Controller
                  key={`${selected.id}:${selectedIndex}`}
                  control={editor.form.control}
                  name={titleField}
                  render={({ field }) => (
                    <input
                      id="kit-section-title"
                      maxLength={120}
                      {...fieldA11y(editor.form, titleField, 'kit-section-title')}
                      {...field}
                    />
                  )}
                />
                <FieldError form={editor.form} name={titleField} fieldId="kit-section-title" />
              </div>
              {!selected.visible && (
                <p className="kit-hidden-note muted">
                  This section is hidden: it is not in the kit until you show it.
                </p>
              )}
              <Suspense fallback={<LoadingState label="Loading editor..." />}>
                <SectionEditor
                  key={selected.id}
                  sectionId={selected.id}
                  content={selected.content}
                  onChange={(content) =>
                    change((d) => ({ ...d, sections: updateSection(d.sections, selected.id, { content }) }))
                  }
                />
              </Suspense>
            </>
          ) : (
            <p className="muted">Choose a section in the sidebar to write it.</p>
          )}
        </section>
        <section className="kit-preview-pane" aria-labelledby="kit-live-preview-title">
          <h2 id="kit-live-preview-title" className="kit-pane-title">
            Live Preview
          </h2>
          <KitPreview
            sections={draft.sections}
            branding={draft.branding}
            company={draft.company}
            assets={kit.assets}
            textOf={textOf}
            showEmpty
          />
        </section>
      </div>
    </div>
  )
}
