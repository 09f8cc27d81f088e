import type { Product } from '@storefront-kit/sdk/catalog'
import { useState } from 'react'
import { mediaPicture } from '../lib/products'
import { Picture } from './picture'

/** The product's pictures: a large one, and thumbnails (buttons) to pick another. */
export function Gallery({ product }: { product: Product }) {
  const items = product.media.items.filter((item) => item.image?.url)
  const [index, setIndex] = useState(0)
  const current = items[index] ?? product.media.mainMedia
  return (
    <div className="gallery">
      <Picture
        className="gallery-main"
        picture={mediaPicture(current)}
        alt={product.name ?? ''}
        layout="constrained"
        width={640}
        aspectRatio={1}
        sizes="(min-width: 900px) 560px, 100vw"
        priority={index === 0}
      />
      {items.length > 1 && (
        <ul className="gallery-thumbs" aria-label="More pictures">
          {items.map((item, i) => (
            <li key={item.id ?? i}>
              <button
                type="button"
                aria-label={`Show picture ${i + 1} of ${items.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Picture
                  picture={mediaPicture(item)}
                  alt=""
                  layout="fixed"
                  width={64}
                  aspectRatio={1}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
