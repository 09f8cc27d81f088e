import type { ImageObject, ResponsiveImageOptions } from '@storefront-kit/image'
import { pictureAttributes } from '../lib/images'
import { useShopConfig } from '../shop-context'

/** Props of {@link Picture}. */
export interface PictureProps extends ResponsiveImageOptions {
  picture: ImageObject | undefined
  /** Text alternative; '' for a picture that only decorates (the name is next to it). */
  alt: string
  className?: string
  /** Load at once (the first screen's main picture) instead of when scrolled near. */
  eager?: boolean
}

/**
 * A product picture with a `srcset` from the image service, so a phone downloads a phone-sized
 * file. Without a picture it shows a neutral placeholder of the same shape.
 */
export function Picture({ picture, alt, className, eager, ...options }: PictureProps) {
  const { mediaBaseUrl } = useShopConfig()
  const attributes = pictureAttributes(picture, mediaBaseUrl, options)
  if (!attributes) {
    const style = { aspectRatio: options.aspectRatio ?? 1 }
    const placeholderClass = `picture-placeholder${className ? ` ${className}` : ''}`
    return alt ? (
      <div className={placeholderClass} role="img" aria-label={alt} style={style} />
    ) : (
      <div className={placeholderClass} aria-hidden="true" style={style} />
    )
  }
  return (
    <img
      className={className}
      src={attributes.src}
      srcSet={attributes.srcSet || undefined}
      sizes={attributes.sizes || undefined}
      width={attributes.width}
      height={attributes.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
