import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Badge, Chip } from '@/components/ui/Badge'
import { Checkbox } from '@/components/ui/Checkbox'
import { TextLink } from '@/components/ui/Link'
import { Pagination, pageWindow } from '@/components/ui/Pagination'
import { Switch } from '@/components/ui/Switch'
import { Table } from '@/components/ui/Table'
import { Heading, Text } from '@/components/ui/Typography'
import { expectNoAxeViolations } from '../axe'

function SwitchDemo() {
  const [on, setOn] = useState(false)
  return <Switch label="Recibir avisos" checked={on} onCheckedChange={setOn} />
}

function CheckboxDemo({ onChange }: { onChange: (v: boolean) => void }) {
  const [on, setOn] = useState(false)
  return (
    <Checkbox
      label="Acepto los términos y condiciones"
      checked={on}
      onCheckedChange={(v) => {
        setOn(v)
        onChange(v)
      }}
    />
  )
}

describe('Switch and Checkbox', () => {
  it('toggle with the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <>
        <SwitchDemo />
        <CheckboxDemo onChange={onChange} />
      </>,
    )
    const sw = screen.getByRole('switch', { name: 'Recibir avisos' })
    const cb = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' })
    await expectNoAxeViolations()
    await user.tab()
    expect(sw).toHaveFocus()
    await user.keyboard(' ')
    expect(sw).toBeChecked()
    await user.tab()
    expect(cb).toHaveFocus()
    await user.keyboard(' ')
    expect(cb).toBeChecked()
    expect(onChange).toHaveBeenCalledWith(true)
  })
})

describe('Badge, Table, Typography, Link', () => {
  it('renders', async () => {
    const palette = 'warning' as const
    render(
      <main>
        <Heading as="h1" size="xl">
          Pagos
        </Heading>
        <Text tone="muted">Resumen</Text>
        <Badge palette={palette}>Por vencer</Badge>
        <Chip palette="success">Pagado</Chip>
        <TextLink href="/ayuda">Ayuda</TextLink>
        <Table caption="Pagos">
          <Table.Head>
            <Table.Row>
              <Table.Header>Cliente</Table.Header>
              <Table.Header align="end">Monto</Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            <Table.Empty colSpan={2}>No hay pagos</Table.Empty>
          </Table.Body>
        </Table>
      </main>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Pagos' })).toBeInTheDocument()
    expect(screen.getByText('Por vencer').className).not.toBe(screen.getByText('Pagado').className)
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'No hay pagos' })).toHaveAttribute('colspan', '2')
    expect(screen.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('scope', 'col')
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/ayuda')
    await expectNoAxeViolations()
  })
})

describe('Table layout="cards"', () => {
  it('keeps the table roles explicit, labels each value and marks the actions cell', async () => {
    render(
      <main>
        <Table caption="Líneas" layout="cards">
          <Table.Head>
            <Table.Row>
              <Table.Header>Cliente</Table.Header>
              <Table.Header align="end">Monto</Table.Header>
              <Table.Header>Acciones</Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            <Table.Row>
              <Table.Cell label="Cliente">Constructora Robles</Table.Cell>
              <Table.Cell label="Monto" align="end">
                $1,500.00
              </Table.Cell>
              <Table.Cell actions>
                <button type="button">Eliminar</button>
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table>
      </main>,
    )
    // A CSS display change drops a native table's roles in some browsers: the cards layout states them.
    const table = screen.getByRole('table', { name: 'Líneas' })
    expect(table).toHaveAttribute('role', 'table')
    expect(screen.getAllByRole('rowgroup').every((group) => group.getAttribute('role') === 'rowgroup')).toBe(
      true,
    )
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('role', 'columnheader')
    const amount = screen.getByRole('cell', { name: '$1,500.00' })
    expect(amount).toHaveAttribute('data-label', 'Monto')
    expect(screen.getByRole('button', { name: 'Eliminar' }).closest('td')).toHaveAttribute('data-actions')
    await expectNoAxeViolations()
  })

  it('the default layout adds no roles', () => {
    render(
      <Table caption="Pagos">
        <Table.Body>
          <Table.Row>
            <Table.Cell label="Monto">$1.00</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table>,
    )
    expect(screen.getByRole('table', { name: 'Pagos' })).not.toHaveAttribute('role')
    expect(screen.getByRole('cell', { name: '$1.00' })).not.toHaveAttribute('role')
  })
})

describe('Pagination', () => {
  it('window of at most 6 pages', () => {
    expect(pageWindow(1, 20, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageWindow(10, 20, 6)).toEqual([8, 9, 10, 11, 12, 13])
    expect(pageWindow(20, 20, 6)).toEqual([15, 16, 17, 18, 19, 20])
    expect(pageWindow(2, 3, 6)).toEqual([1, 2, 3])
  })

  it('Spanish labels, current page, keyboard navigation', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(<Pagination page={3} total={195} pageSize={15} onPageChange={onPageChange} showSummary />)
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument()
    expect(screen.getByText('Página 3 de 13')).toBeInTheDocument()
    const current = screen.getByRole('button', { name: 'Página 3' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(screen.getAllByRole('button', { name: /^Página \d+/ })).toHaveLength(6)
    await expectNoAxeViolations()
    screen.getByRole('button', { name: 'Página siguiente' }).focus()
    await user.keyboard('{Enter}')
    expect(onPageChange).toHaveBeenCalledWith(4)
    await user.click(screen.getByRole('button', { name: 'Página anterior' }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} total={3} pageSize={15} onPageChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
