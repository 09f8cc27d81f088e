import { useState } from 'react'
import type { ShopProduct } from '../lib/shop-product'
import { Picture } from './picture'

/** The product's pictures: a large one, and thumbnails (buttons) to pick another. */
export function Gallery({ product }: { product: ShopProduct }) {
  const items = product.pictures
  const [index, setIndex] = useState(0)
  const current = items[index]
  return (
    <div className="gallery">
      <Picture
        className="gallery-main"
        picture={current}
        alt={product.name}
        layout="constrained"
        width={640}
        aspectRatio={1}
        sizes="(min-width: 900px) 560px, 100vw"
        priority={index === 0}
      />
      {items.length > 1 && (
        <ul className="gallery-thumbs" aria-label="More pictures">
          {items.map((item, i) => (
            <li key={item.url}>
              <button
                type="button"
                aria-label={`Show picture ${i + 1} of ${items.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Picture picture={item} alt="" layout="fixed" width={64} aspectRatio={1} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
