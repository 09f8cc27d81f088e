import { Link } from 'react-router'
import { isAvailable, mainPicture } from '../lib/products'
import type { ShopProduct } from '../lib/shop-product'
import { Picture } from './picture'
import { Price } from './price'

/** One product in a grid: picture, name, price, ribbon or "sold out"; the whole card is one link. */
export function ProductCard({
  product,
  eager,
  priority,
}: {
  product: ShopProduct
  eager?: boolean
  priority?: boolean
}) {
  const { now, was } = product.price
  const soldOut = !isAvailable(product)
  const badge = soldOut ? 'Sold out' : product.ribbon
  return (
    <li className="product-card">
      <Link to={`/products/${encodeURIComponent(product.slug)}`} className="product-card-link">
        <div className="product-card-media">
          <Picture
            picture={mainPicture(product)}
            alt=""
            layout="constrained"
            width={360}
            aspectRatio={1}
            sizes="(min-width: 1100px) 260px, (min-width: 700px) 30vw, 46vw"
            eager={eager}
            priority={priority}
          />
          {badge && <span className={`badge${soldOut ? ' badge-muted' : ''}`}>{badge}</span>}
        </div>
        <span className="product-card-name">{product.name}</span>
        <Price now={now} was={was} />
      </Link>
    </li>
  )
}

/**
 * A responsive grid of product cards. A grid in the first screen names how many of its pictures
 * load at once (its first row) and whether its first is the page's largest (`priority`); a grid
 * shown only once it neared the viewport loads all of them at once (`eager={products.length}`).
 * Other pictures load as they near the viewport.
 */
export function ProductGrid({
  products,
  label,
  eager = 0,
  priority = false,
}: {
  products: ShopProduct[]
  label: string
  eager?: number
  priority?: boolean
}) {
  return (
    <ul className="product-grid" aria-label={label} data-testid="product-grid">
      {products.map((product, i) => (
        <ProductCard
          key={product.id}
          product={product}
          eager={i < eager}
          priority={priority && i === 0}
        />
      ))}
    </ul>
  )
}
