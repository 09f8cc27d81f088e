import type { StartedCli } from './cli'
import { webhookOrderBody } from './webhooks'

/**
 * Four writers create orders (CreateOrder) without pause; once `count` were answered the CLI is
 * killed with SIGKILL in the middle of the stream. Resolves, after it exited, with the id of
 * every order it answered.
 *
 * @example
 * ```ts
 * const answered = await ordersUntilKilled(first, ownerHeaders, 40)
 * ```
 */
export async function ordersUntilKilled(
  cli: StartedCli,
  headers: Record<string, string>,
  count: number,
): Promise<string[]> {
  const answered: string[] = []
  let killed = false
  const writer = async () => {
    while (!killed) {
      const res = await fetch(`${cli.url}/ecom/v1/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify(webhookOrderBody()),
      }).catch(() => undefined)
      if (res?.status === 200 && !killed)
        answered.push(((await res.json()) as { order: { id: string } }).order.id)
    }
  }
  const writers = [writer(), writer(), writer(), writer()]
  while (answered.length < count) await new Promise((r) => setTimeout(r, 2))
  const exited = new Promise((r) => cli.process.once('exit', r))
  cli.process.kill('SIGKILL')
  killed = true
  await Promise.all([exited, ...writers])
  return answered
}
