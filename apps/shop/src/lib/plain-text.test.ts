import { describe, expect, it } from 'vitest'
import { htmlToParagraphs } from './plain-text'

describe('htmlToParagraphs', () => {
  it('keeps the text of paragraphs and line breaks, decoding entities', () => {
    expect(
      htmlToParagraphs(
        '<p>Soft &amp; <b>warm</b>.</p><p>Wash&nbsp;cold<br>at 30&#176;C &#x2713;</p>',
      ),
    ).toEqual(['Soft & warm.', 'Wash cold', 'at 30°C ✓'])
  })

  it('drops scripts, styles, comments and tags, whatever they hold', () => {
    expect(
      htmlToParagraphs(
        '<script>alert("x")</script><style>p{}</style><!-- note --><img src=x onerror=alert(1)>Plain',
      ),
    ).toEqual(['Plain'])
  })

  it('leaves text without markup and unknown entities as they are', () => {
    expect(htmlToParagraphs('Just text &unknown; here\n\nSecond')).toEqual([
      'Just text &unknown; here',
      'Second',
    ])
    expect(htmlToParagraphs('')).toEqual([])
  })
})
