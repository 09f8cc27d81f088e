import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from './compose'

describe('fillPlaceholders', () => {
  const values = { emulatorUrl: 'http://127.0.0.1:40105', clientId: 'client-1' }

  it("puts the test emulator's address in place of the documented one, in every spelling", () => {
    const doc = [
      'http://127.0.0.1:4010/a',
      'http://localhost:4010/b',
      'curl localhost:4010/c',
      'curl 127.0.0.1:4010/d',
      "clientId: 'your-oauth-client-id'",
    ].join('\n')
    expect(fillPlaceholders(doc, values).split('\n')).toEqual([
      'http://127.0.0.1:40105/a',
      'http://127.0.0.1:40105/b',
      'curl 127.0.0.1:40105/c',
      'curl 127.0.0.1:40105/d',
      "clientId: 'client-1'",
    ])
  })

  it('leaves other ports alone, and a free port that starts with 4010 as it is', () => {
    expect(fillPlaceholders('localhost:40101 and localhost:4010', values)).toBe(
      'localhost:40101 and 127.0.0.1:40105',
    )
  })
})
