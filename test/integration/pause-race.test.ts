import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { listScheduledActions, pauseAction } from '../../functions/automation/actions'
import { pauseAutomation } from '../../functions/automation/pauses'
import type { Store } from '../../functions/store/store'
import { storeOf } from '../support/store'

/**
 * A pause reads the founder's actions, then holds those it found scheduled. Whatever changes one of
 * them in between (its follow-up fired and went; a reply cancelled it) is played here at that moment:
 * the store runs `meanwhile` once, right after the founder's actions are listed.
 */
function storeWithChangeAfterListing(store: Store, meanwhile: () => Promise<unknown>): Store {
  let pending = true
  const actions = new Proxy(store.scheduledActions, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver)
      const query = target.query as unknown as Record<
        string,
        (key: unknown) => { go(o?: unknown): Promise<unknown> }
      >
      return {
        ...query,
        byUser: (key: unknown) => ({
          go: async (options?: unknown) => {
            const result = await query.byUser?.(key).go(options)
            if (pending) {
              pending = false
              await meanwhile()
            }
            return result
          },
        }),
      }
    },
  })
  return Object.defineProperty({ ...store }, 'scheduledActions', { value: actions }) as Store
}

describe('a pause that meets a follow-up changing under it', () => {
  const store = storeOf(inject('stackDataDir'))
  const clock = () => new Date()
  const scheduler = { schedule: async () => {}, cancel: async () => {} }

  async function founderWithTwoActions() {
    const userId = `pause-race-${randomUUID()}`
    const now = clock().toISOString()
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const ids = ['p1.a', 'p2.a']
    for (const [i, action_id] of ids.entries())
      await store.scheduledActions
        .create({
          user_id: userId,
          action_id,
          pitch_id: `p${i + 1}`,
          journalist_id: `j${i + 1}`,
          type: 'followup',
          template: 'gentle_reminder',
          status: 'scheduled',
          attempt_number: 1,
          scheduled_for: due,
          schedule_name: `followup-${action_id}`,
          journalist_name: 'Dana Reed',
          publication: 'The Ledger',
          pitch_subject: 'Robots for warehouses',
          created_at: now,
          updated_at: now,
        })
        .go()
    return { userId, ids }
  }

  it('leaves a follow-up that went meanwhile as sent, not paused', async () => {
    const { userId, ids } = await founderWithTwoActions()
    const sent = () =>
      store.scheduledActions
        .patch({ user_id: userId, action_id: ids[0] ?? '' })
        .set({ status: 'sent', send_id: `followup-${ids[0]}` })
        .go()
    const deps = { store: storeWithChangeAfterListing(store, sent), now: clock, scheduler }
    await pauseAutomation(deps, userId, { scope: 'global' })
    const { data } = await store.scheduledActions.get({ user_id: userId, action_id: ids[0] ?? '' }).go()
    expect(data?.status).toBe('sent')
    // The founder's list shows only what is still to come: the other one, held.
    expect((await listScheduledActions({ store }, userId)).map((a) => [a.id, a.status])).toEqual([
      [ids[1], 'paused'],
    ])
  })

  it('holds the rest when one was cancelled meanwhile (a reply), and does not fail the pause', async () => {
    const { userId, ids } = await founderWithTwoActions()
    const cancelled = () => store.scheduledActions.delete({ user_id: userId, action_id: ids[0] ?? '' }).go()
    const deps = { store: storeWithChangeAfterListing(store, cancelled), now: clock, scheduler }
    await expect(pauseAutomation(deps, userId, { scope: 'global' })).resolves.toBeTypeOf('number')
    const { data } = await store.scheduledActions.get({ user_id: userId, action_id: ids[0] ?? '' }).go()
    expect(data).toBeNull()
    expect((await listScheduledActions({ store }, userId)).map((a) => [a.id, a.status])).toEqual([
      [ids[1], 'paused'],
    ])
  })

  it('pauses by hand only a follow-up still scheduled: one that went meanwhile is refused, and stays sent', async () => {
    const { userId, ids } = await founderWithTwoActions()
    const action_id = ids[0] ?? ''
    let pending = true
    // The follow-up fires and goes between the founder's read of it and the pause's write.
    const actions = new Proxy(store.scheduledActions, {
      get(target, property, receiver) {
        if (property !== 'get') return Reflect.get(target, property, receiver)
        return (key: Parameters<typeof target.get>[0]) => ({
          go: async (options?: Parameters<ReturnType<typeof target.get>['go']>[0]) => {
            const result = await target.get(key).go(options)
            if (pending) {
              pending = false
              await target.patch({ user_id: userId, action_id }).set({ status: 'sent' }).go()
            }
            return result
          },
        })
      },
    })
    const deps = {
      store: Object.defineProperty({ ...store }, 'scheduledActions', { value: actions }) as Store,
      now: clock,
      scheduler,
    } as unknown as Parameters<typeof pauseAction>[0]
    await expect(pauseAction(deps, userId, action_id)).rejects.toMatchObject({ status: 409 })
    const { data } = await store.scheduledActions.get({ user_id: userId, action_id }).go()
    expect(data?.status).toBe('sent')
  })
})
