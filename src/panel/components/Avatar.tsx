import { h } from 'preact'
import { useState } from 'preact/hooks'

export interface AvatarProps {
  /** The widget's name: its first letter is the face without an image. */
  name: string
  /** data-avatar-url (checked: absolute https), or empty. */
  url: string
}

/**
 * The header's face, decorative (the name is written beside it): the name's
 * first letter, with the site's image over it once the image has loaded. An
 * image that fails (404, refused by the page's CSP) is taken away, so no
 * broken-image icon ever shows; the letter stays.
 */
export function Avatar({ name, url }: AvatarProps) {
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  return (
    <span class="avatar" part="avatar" aria-hidden="true">
      {/* The first character as the visitor reads it: a whole emoji or accented letter, not half of one. */}
      {[...name][0]}
      {url && !failed && (
        <img
          src={url}
          alt=""
          class={loaded ? 'shown' : undefined}
          // The image's host learns nothing of the page the visitor is on.
          referrerpolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  )
}
