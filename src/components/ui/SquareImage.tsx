import { css, cx } from 'styled-system/css'

const squares = {
  12: css({ w: '12', h: '12', flexShrink: 0 }),
  16: css({ w: '16', h: '16', flexShrink: 0 }),
}
const whole = css({ objectFit: 'contain' })

export type SquareSize = keyof typeof squares

/** The box of a square of 12 or 16 (48 or 64 px) that keeps its size in a row: for what stands in for a picture. */
export const squareBox = (size: SquareSize) => squares[size]

/** A logo or a picture in a square of 12 or 16, loaded lazily and shown whole. Decorative unless given `alt`. */
export function SquareImage({ src, alt = '', size }: { src: string; alt?: string; size: SquareSize }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size * 4}
      height={size * 4}
      loading="lazy"
      className={cx(squares[size], whole)}
    />
  )
}
