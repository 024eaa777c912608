import { DIRECTORY_MSG, DIRECTORY_SEARCH_MAX } from '@contract/directoryTexts'
import { connectDirectory } from '@machines/directory'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { Pagination } from '@/components/ui/Pagination'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { SquareImage } from '@/components/ui/SquareImage'
import { useConnect } from '@/lib/useConnect'
import type { DirectoryActorRef } from './directoryLogic'

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: '0',
  m: '0',
})
const card = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.default',
  alignContent: 'start',
})
const actions = css({ display: 'grid', gap: '2', gridTemplateColumns: 'minmax(0, 1fr)' })

/** '¿Donde comprar?': search, state/city, the supplier cards and the pages. */
export function DirectoryView({ actorRef }: { actorRef: DirectoryActorRef }) {
  const api = useConnect(actorRef, connectDirectory)
  const search = api.getSearchProps()
  const state = api.getStateProps()
  const city = api.getCityProps()
  return (
    <section aria-label="Proveedores" className={css({ display: 'grid', gap: '4' })}>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
        })}
      >
        <Field label="Buscar proveedor">
          <Field.Input
            type="search"
            autoComplete="off"
            maxLength={DIRECTORY_SEARCH_MAX}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </Field>
        <Field label="Estado">
          <FieldNativeSelect value={state.value} onChange={(event) => state.onChange(event.target.value)}>
            <SelectOptions prompt="Todos los estados" items={api.states} />
          </FieldNativeSelect>
        </Field>
        <Field label="Ciudad" disabled={city.disabled}>
          <FieldNativeSelect value={city.value} onChange={(event) => city.onChange(event.target.value)}>
            <SelectOptions prompt="Todas las ciudades" items={api.cities} />
          </FieldNativeSelect>
        </Field>
      </div>
      {api.loading && <Spinner label="Cargando proveedores" />}
      {api.error && (
        <Alert status="error" title="No se cargaron los proveedores">
          <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
            <span>{api.error}</span>
            <Button size="sm" variant="outline" {...api.getRetryProps()}>
              Reintentar
            </Button>
          </div>
        </Alert>
      )}
      {api.empty && <p>{DIRECTORY_MSG.emptyDirectory}</p>}
      {api.entries.length > 0 && (
        <ul className={grid} aria-busy={api.loading || undefined}>
          {api.entries.map((entry) => {
            const whatsapp = api.getWhatsappProps(entry)
            const location = api.getLocationProps(entry)
            const { href, onClick } = api.getProfileProps(entry)
            return (
              <li key={entry.id} className={card}>
                <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                  {entry.logo_url && (
                    <SquareImage src={entry.logo_url} alt={`Logo de ${entry.business_name}`} size={16} />
                  )}
                  <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                    {entry.business_name}
                  </h2>
                </div>
                {(entry.city || entry.state) && (
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {[entry.city, entry.state].filter(Boolean).join(', ')}
                  </p>
                )}
                <div className={actions}>
                  {whatsapp && (
                    <Button asChild>
                      <a {...whatsapp}>Cotizar por WhatsApp</a>
                    </Button>
                  )}
                  {location && (
                    <Button asChild variant="outline">
                      <a {...location}>Ver ubicación</a>
                    </Button>
                  )}
                  <Button asChild variant="ghost">
                    <Link href={href} onClick={onClick}>
                      Ver más
                    </Link>
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {!api.error && (
        <Pagination
          page={api.page}
          total={api.total}
          pageSize={api.perPage}
          onPageChange={api.onPageChange}
          label="Páginas de proveedores"
        />
      )}
    </section>
  )
}
