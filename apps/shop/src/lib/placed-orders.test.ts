import { describe, expect, it } from 'vitest'
import { placedOrderIds } from './placed-orders'

describe('placedOrderIds', () => {
  it('reads the ids of the cookie among others, in their order', () => {
    const cookies = `a=1; shop-orders=${encodeURIComponent('o-2,o-1')}; b=2`
    expect(placedOrderIds(cookies)).toEqual(['o-2', 'o-1'])
  })

  it('drops what is not an id, and answers nothing without the cookie or for a broken one', () => {
    expect(placedOrderIds(`shop-orders=${encodeURIComponent('ok,<script>,,')}`)).toEqual(['ok'])
    expect(placedOrderIds('other=1')).toEqual([])
    expect(placedOrderIds('shop-orders=%E0%A4%A')).toEqual([])
  })
})
