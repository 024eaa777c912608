import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react'
import { css, cx } from 'styled-system/css'
import { table } from '@/theme/recipes/table'

type Align = 'start' | 'center' | 'end'

/**
 * 'scroll': the table scrolls sideways inside its box on a phone. 'cards': below md every row is a card of
 * 'label: value' lines with its actions at the bottom, from md on the same table; 'cardsUntilLg' the same up to
 * lg, for wide tables (docs/decisions.md#phones-first).
 */
export type TableLayout = 'scroll' | 'cards' | 'cardsUntilLg'

const LayoutContext = createContext<TableLayout>('scroll')

/**
 * A table whose parts change their CSS display (the cards) loses its table semantics in some browsers: in the
 * cards layout every part says its role.
 */
const roleIn = (layout: TableLayout, role: string): { role?: string } => (layout === 'scroll' ? {} : { role })

export type TableProps = ComponentPropsWithRef<'table'> & {
  /** Accessible caption (visually hidden). */
  caption?: ReactNode
  /** Classes for the horizontally scrolling wrapper. */
  wrapperClassName?: string
  layout?: TableLayout
}

/** Scrolls horizontally inside its wrapper on narrow screens (browsers make scrollers keyboard-focusable). */
function TableRoot({
  caption,
  className,
  wrapperClassName,
  layout = 'scroll',
  children,
  ...rest
}: TableProps) {
  const s = table({ layout })
  return (
    <LayoutContext.Provider value={layout}>
      <div className={cx(s.wrapper, wrapperClassName)} data-layout={layout}>
        <table className={cx(s.root, className)} {...roleIn(layout, 'table')} {...rest}>
          {caption != null && <caption className={s.caption}>{caption}</caption>}
          {children}
        </table>
      </div>
    </LayoutContext.Provider>
  )
}

const useSlots = () => {
  const layout = useContext(LayoutContext)
  return { layout, s: table({ layout }) }
}

function Head({ className, ...rest }: ComponentPropsWithRef<'thead'>) {
  const { layout, s } = useSlots()
  return <thead className={cx(s.head, className)} {...roleIn(layout, 'rowgroup')} {...rest} />
}

function Body({ className, ...rest }: ComponentPropsWithRef<'tbody'>) {
  const { layout, s } = useSlots()
  return <tbody className={cx(s.body, className)} {...roleIn(layout, 'rowgroup')} {...rest} />
}

function Foot({ className, ...rest }: ComponentPropsWithRef<'tfoot'>) {
  const { layout, s } = useSlots()
  return <tfoot className={cx(s.footer, className)} {...roleIn(layout, 'rowgroup')} {...rest} />
}

export type RowProps = ComponentPropsWithRef<'tr'> & { interactive?: boolean }

function Row({ className, interactive, ...rest }: RowProps) {
  const { layout, s } = useSlots()
  return (
    <tr
      data-interactive={interactive ? '' : undefined}
      className={cx(s.row, className)}
      {...roleIn(layout, 'row')}
      {...rest}
    />
  )
}

export type HeaderProps = Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }

function Header({ className, align, scope = 'col', ...rest }: HeaderProps) {
  const { layout, s } = useSlots()
  return (
    <th
      scope={scope}
      data-align={align}
      className={cx(s.header, className)}
      {...roleIn(layout, scope === 'row' ? 'rowheader' : 'columnheader')}
      {...rest}
    />
  )
}

export type CellProps = Omit<ComponentPropsWithRef<'td'>, 'align'> & {
  align?: Align
  /** Cards layout: the column's name, shown before the value on a phone (usually the header's text). */
  label?: string
  /** Cards layout: the row's actions, full width at the bottom of the card. */
  actions?: boolean
}

function Cell({ className, align, label, actions, children, ...rest }: CellProps) {
  const { layout, s } = useSlots()
  return (
    <td
      data-align={align}
      data-label={label}
      data-actions={actions ? '' : undefined}
      className={cx(s.cell, className)}
      {...roleIn(layout, 'cell')}
      {...rest}
    >
      {layout === 'scroll' ? children : <div className={s.value}>{children}</div>}
    </td>
  )
}

const actionsHeader = css({ position: 'relative' })
const srOnly = css({ srOnly: true })

/**
 * The header of the row actions' column, named for screen readers only. Positioned: the hidden name stays inside
 * a scrolling table instead of widening the page.
 */
function ActionsHeader({ children = 'Acciones' }: { children?: ReactNode }) {
  return (
    <Header className={actionsHeader}>
      <span className={srOnly}>{children}</span>
    </Header>
  )
}

const emptyText = css({ position: 'sticky', left: '0', maxW: 'calc(100vw - 4rem)', whiteSpace: 'normal' })

export type EmptyProps = { colSpan: number; children?: ReactNode }

/** Empty-state row: <Table.Empty colSpan={5}>No hay pagos</Table.Empty> (default text 'Sin resultados'). */
function Empty({ colSpan, children = 'Sin resultados' }: EmptyProps) {
  const { layout, s } = useSlots()
  return (
    <tr className={s.row} {...roleIn(layout, 'row')}>
      <td colSpan={colSpan} className={s.empty} {...roleIn(layout, 'cell')}>
        {/* Stays in view when a wide table scrolls sideways on a phone. */}
        <div className={emptyText}>{children}</div>
      </td>
    </tr>
  )
}

/**
 *   <Table caption="Pagos" layout="cards">
 *     <Table.Head><Table.Row><Table.Header>Cliente</Table.Header><Table.Header align="end">Monto</Table.Header></Table.Row></Table.Head>
 *     <Table.Body>{rows.length ? rows.map(…) : <Table.Empty colSpan={2}>No hay pagos</Table.Empty>}</Table.Body>
 *   </Table>
 * with cells <Table.Cell label="Monto">…</Table.Cell> and <Table.Cell actions>…</Table.Cell>.
 */
export const Table = Object.assign(TableRoot, {
  Root: TableRoot,
  Head,
  Body,
  Foot,
  Row,
  Header,
  ActionsHeader,
  Cell,
  Empty,
})
