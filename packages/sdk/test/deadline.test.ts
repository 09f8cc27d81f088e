import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDeadline, deadline } from '../src/core/deadline'

afterEach(() => {
  vi.useRealTimers()
})

describe('the shared deadline timer', () => {
  it('runs each deadline once its time has passed, in any order of arming', () => {
    vi.useFakeTimers()
    const ran: string[] = []
    deadline(300, () => ran.push('long'))
    deadline(100, () => ran.push('short'))
    deadline(200, () => ran.push('middle'))
    vi.advanceTimersByTime(99)
    expect(ran).toEqual([])
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['short'])
    vi.advanceTimersByTime(200)
    expect(ran).toEqual(['short', 'middle', 'long'])
  })

  it('never runs a cleared deadline, and clearing twice or after it ran does nothing', () => {
    vi.useFakeTimers()
    const ran: string[] = []
    const first = deadline(100, () => ran.push('first'))
    const second = deadline(100, () => ran.push('second'))
    const third = deadline(100, () => ran.push('third'))
    clearDeadline(second)
    clearDeadline(second)
    vi.advanceTimersByTime(100)
    clearDeadline(first)
    deadline(50, () => ran.push('later'))
    vi.advanceTimersByTime(50)
    clearDeadline(third)
    expect(ran).toEqual(['first', 'third', 'later'])
  })

  it('does not run a deadline that one due at the same time cleared', () => {
    vi.useFakeTimers()
    const ran: string[] = []
    const cleared = { current: undefined as ReturnType<typeof deadline> | undefined }
    deadline(100, () => {
      ran.push('first')
      if (cleared.current) clearDeadline(cleared.current)
    })
    cleared.current = deadline(100, () => ran.push('second'))
    vi.advanceTimersByTime(100)
    expect(ran).toEqual(['first'])
  })
})
