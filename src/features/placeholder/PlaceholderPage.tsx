import { css } from 'styled-system/css'

/** A route whose screen arrives with a later issue: the guard is real, the page says what will be here. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>Esta sección estará disponible muy pronto.</p>
    </section>
  )
}
