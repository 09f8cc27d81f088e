import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { notifyInTasks } from './notify-in-tasks'

describe('notifyInTasks', () => {
  it('tells the subscribers of one answer each in a task of its own, in order', async () => {
    notifyInTasks()
    const client = new QueryClient()
    const seen: string[] = []
    const observers = ['first', 'second', 'third'].map((name) => {
      const observer = new QueryObserver(client, { queryKey: ['answer'], queryFn: () => 42 })
      // As useQuery subscribes a component: through the notify manager.
      observer.subscribe(
        notifyManager.batchCalls(() => {
          if (observer.getCurrentResult().status !== 'success') return
          seen.push(name)
          // A microtask runs before the next task: it lands between two subscribers only when
          // each is told in a task of its own (React renders a store change in a microtask).
          queueMicrotask(() => seen.push(`after ${name}`))
        }),
      )
      return observer
    })
    await client.fetchQuery({ queryKey: ['answer'], queryFn: () => 42 })
    await vi.waitFor(() => expect(seen).toContain('after third'))
    // Each subscriber's microtask comes straight after it (a subscriber may be told twice).
    const told = seen.filter((entry) => !entry.startsWith('after '))
    expect(seen).toEqual(told.flatMap((name) => [name, `after ${name}`]))
    expect([...new Set(told)]).toEqual(['first', 'second', 'third'])
    for (const observer of observers) observer.destroy()
    notifyManager.setNotifyFunction((callback) => callback())
  })
})
