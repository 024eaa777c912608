import type { SupplierSummary } from '@contract/sales'
import {
  selectActiveCodes,
  selectCanActivate,
  selectCode,
  selectError,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoading,
  selectLoadFailed,
  selectNotice,
  selectShowsCode,
  selectSupplierId,
} from '@machines/shared-code'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { Spinner } from '@/components/ui/Spinner'
import type { SharedCodeActorRef } from './purchaseCodeLogic'

const codeStyle = css({
  fontFamily: 'mono',
  fontWeight: 'bold',
  fontSize: { base: '2xl', sm: '3xl' },
  letterSpacing: '0.15em',
  wordBreak: 'break-all',
})

/**
 * The shared-code panel on /token: a long-lived code for one supplier, activated and deactivated here.
 * `suppliers` are the customer's suppliers (the same list as the carousel).
 */
export function SharedCodeView({
  actorRef,
  suppliers,
}: {
  actorRef: SharedCodeActorRef
  suppliers: SupplierSummary[]
}) {
  const loading = useSelector(actorRef, selectIsLoading)
  const loadFailed = useSelector(actorRef, selectLoadFailed)
  const creating = useSelector(actorRef, selectIsCreating)
  const deleting = useSelector(actorRef, selectIsDeleting)
  const showsCode = useSelector(actorRef, selectShowsCode)
  const canActivate = useSelector(actorRef, selectCanActivate)
  const supplierId = useSelector(actorRef, selectSupplierId)
  const code = useSelector(actorRef, selectCode)
  const error = useSelector(actorRef, selectError)
  const notice = useSelector(actorRef, selectNotice)
  const activeCodes = useSelector(actorRef, selectActiveCodes)

  return (
    <Card as="section" aria-labelledby="shared-code-title">
      <Card.Header>
        <Card.Title id="shared-code-title">Código compartido</Card.Title>
        <Card.Description>
          Un código fijo para un solo proveedor: úsalo en tus compras frecuentes sin generar un código cada
          vez. Sigue activo hasta que lo desactives.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Spinner label="Cargando códigos compartidos" />
        ) : loadFailed ? (
          <Alert status="error" title="No pudimos cargar tus códigos compartidos">
            <p>{error}</p>
            <Button
              variant="outline"
              size="sm"
              className={css({ mt: '2' })}
              onClick={() => actorRef.send({ type: 'shared.retry' })}
            >
              Reintentar
            </Button>
          </Alert>
        ) : (
          <>
            <Field label="Proveedor">
              <FieldNativeSelect
                name="supplier_id"
                value={supplierId === null ? '' : String(supplierId)}
                disabled={creating || deleting}
                onChange={(e) => {
                  const chosen = suppliers.find((s) => String(s.id) === e.target.value)
                  actorRef.send({
                    type: 'shared.selectSupplier',
                    supplierId: chosen ? chosen.id : null,
                    supplierName: chosen?.business_name ?? '',
                  })
                }}
              >
                <option value="">Selecciona un proveedor</option>
                {suppliers.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.business_name}
                  </option>
                ))}
              </FieldNativeSelect>
            </Field>
            {error && <Alert status="error">{error}</Alert>}
            {notice && <Alert status="success">{notice}</Alert>}
            {showsCode && code ? (
              <div className={css({ display: 'grid', gap: '3' })}>
                <p>
                  <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                    Tu código compartido
                  </span>
                  <span className={codeStyle}>{code}</span>
                </p>
                <Button
                  variant="outline"
                  loading={deleting}
                  loadingText="Desactivando…"
                  onClick={() => actorRef.send({ type: 'shared.deactivate' })}
                >
                  Desactivar
                </Button>
              </div>
            ) : (
              <Button
                disabled={!canActivate}
                loading={creating}
                loadingText="Activando…"
                onClick={() => actorRef.send({ type: 'shared.activate' })}
              >
                Activar código compartido
              </Button>
            )}
            <div>
              <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Códigos compartidos activos</h3>
              {activeCodes.length === 0 ? (
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  No tienes códigos compartidos activos.
                </p>
              ) : (
                <ul aria-label="Códigos compartidos activos" className={css({ display: 'grid', gap: '1' })}>
                  {activeCodes.map((entry) => (
                    <li
                      key={entry.supplierId}
                      className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}
                    >
                      <span>{entry.supplierName}</span>
                      <span className={css({ fontFamily: 'mono', fontWeight: 'semibold' })}>
                        {entry.code}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </Card.Body>
    </Card>
  )
}
