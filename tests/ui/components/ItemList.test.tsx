import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ItemList } from '@/components/ui/ItemList'

const suppliers = [
  { id: 7, name: 'Aceros del Norte' },
  { id: 9, name: 'Cementos Bajío' },
]

describe('ItemList', () => {
  it('renders one item per entry, in order, inside a list with its own attributes', () => {
    render(
      <ItemList items={suppliers} aria-label="Proveedores" itemKey={(s) => s.id} itemClassName="fila">
        {(supplier) => <span>{supplier.name}</span>}
      </ItemList>,
    )
    const list = screen.getByRole('list', { name: 'Proveedores' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Aceros del Norte', 'Cementos Bajío'])
    expect(items.every((item) => item.className === 'fila')).toBe(true)
  })

  it('shows its empty content and no list when there are no items', () => {
    render(
      <ItemList items={[] as typeof suppliers} itemKey={(s) => s.id} empty={<p>Sin proveedores</p>}>
        {(supplier) => supplier.name}
      </ItemList>,
    )
    expect(screen.getByText('Sin proveedores')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('renders nothing for no items when it has no empty content', () => {
    const { container } = render(
      <ItemList items={[] as typeof suppliers} itemKey={(s) => s.id}>
        {(supplier) => supplier.name}
      </ItemList>,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
