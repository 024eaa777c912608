import type { ComponentPropsWithRef, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { table } from '@/theme/recipes/table'

type Align = 'start' | 'center' | 'end'

export type TableProps = ComponentPropsWithRef<'table'> & {
  /** Accessible caption (visually hidden). */
  caption?: ReactNode
  /** Classes for the horizontally scrolling wrapper. */
  wrapperClassName?: string
}

/** Scrolls horizontally inside its wrapper on narrow screens (browsers make scrollers keyboard-focusable). */
function TableRoot({ caption, className, wrapperClassName, children, ...rest }: TableProps) {
  const s = table()
  return (
    <div className={cx(s.wrapper, wrapperClassName)}>
      <table className={cx(s.root, className)} {...rest}>
        {caption != null && <caption className={s.caption}>{caption}</caption>}
        {children}
      </table>
    </div>
  )
}

function Head({ className, ...rest }: ComponentPropsWithRef<'thead'>) {
  return <thead className={cx(table().head, className)} {...rest} />
}

function Body({ className, ...rest }: ComponentPropsWithRef<'tbody'>) {
  return <tbody className={cx(table().body, className)} {...rest} />
}

function Foot({ className, ...rest }: ComponentPropsWithRef<'tfoot'>) {
  return <tfoot className={cx(table().footer, className)} {...rest} />
}

export type RowProps = ComponentPropsWithRef<'tr'> & { interactive?: boolean }

function Row({ className, interactive, ...rest }: RowProps) {
  return (
    <tr data-interactive={interactive ? '' : undefined} className={cx(table().row, className)} {...rest} />
  )
}

export type HeaderProps = Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }

function Header({ className, align, scope = 'col', ...rest }: HeaderProps) {
  return <th scope={scope} data-align={align} className={cx(table().header, className)} {...rest} />
}

export type CellProps = Omit<ComponentPropsWithRef<'td'>, 'align'> & { align?: Align }

function Cell({ className, align, ...rest }: CellProps) {
  return <td data-align={align} className={cx(table().cell, className)} {...rest} />
}

const emptyText = css({ position: 'sticky', left: '0', maxW: 'calc(100vw - 4rem)', whiteSpace: 'normal' })

export type EmptyProps = { colSpan: number; children?: ReactNode }

/** Empty-state row: <Table.Empty colSpan={5}>No hay pagos</Table.Empty> (default text 'Sin resultados'). */
function Empty({ colSpan, children = 'Sin resultados' }: EmptyProps) {
  const s = table()
  return (
    <tr className={s.row}>
      <td colSpan={colSpan} className={s.empty}>
        {/* Stays in view when a wide table scrolls sideways on a phone. */}
        <div className={emptyText}>{children}</div>
      </td>
    </tr>
  )
}

/**
 *   <Table caption="Pagos">
 *     <Table.Head><Table.Row><Table.Header>Cliente</Table.Header><Table.Header align="end">Monto</Table.Header></Table.Row></Table.Head>
 *     <Table.Body>{rows.length ? rows.map(…) : <Table.Empty colSpan={2}>No hay pagos</Table.Empty>}</Table.Body>
 *   </Table>
 */
export const Table = Object.assign(TableRoot, { Root: TableRoot, Head, Body, Foot, Row, Header, Cell, Empty })
