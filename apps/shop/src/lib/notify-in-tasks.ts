import { notifyManager } from '@tanstack/react-query'

/**
 * Has TanStack Query tell each of its subscribers in a task of its own (in the order it asked)
 * instead of all of them in one timer callback. A component reading a query re-renders at once
 * when told (React renders a store's change synchronously, whatever the transition), so the
 * answers that arrive together after hydration (a product's reviews, its recommendations, the
 * cart) rendered as one task: on a phone, a long task the page cannot answer a tap in. One task
 * per subscriber lets the browser paint and handle input between them; each still renders as
 * soon as it would have, give or take a task.
 *
 * Browser only (it needs `MessageChannel`, and the server renders no updates); call it once,
 * before the first render.
 *
 * @example
 * ```ts
 * notifyInTasks()
 * hydrateRoot(document, <App />)
 * ```
 */
export function notifyInTasks(): void {
  const waiting: Array<() => void> = []
  // A message is a task of its own, without the minimum delay nested timers get.
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    const next = waiting.shift()
    if (waiting.length) channel.port2.postMessage(null)
    next?.()
  }
  notifyManager.setNotifyFunction((callback) => {
    waiting.push(callback)
    if (waiting.length === 1) channel.port2.postMessage(null)
  })
}
