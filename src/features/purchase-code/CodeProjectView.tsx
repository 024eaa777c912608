import { connectCodeProject } from '@machines/purchase-code'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { TextLink } from '@/components/ui/Link'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import type { CodeProjectActorRef } from './purchaseCodeLogic'

/** Assign-to-project: the sale made with the live code lands in the chosen project. */
export function CodeProjectView({ actorRef }: { actorRef: CodeProjectActorRef }) {
  const api = useConnect(actorRef, connectCodeProject)
  const select = api.getSelectProps()
  return (
    <Card as="section" aria-labelledby="code-project-title">
      <Card.Header>
        <Card.Title id="code-project-title">Asignar a un proyecto</Card.Title>
        <Card.Description>
          La compra que hagas con este código quedará en el proyecto que elijas. Al generar un código nuevo
          vuelves a elegir.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {api.loading && <Spinner label="Cargando proyectos" />}
        {api.loadError && (
          <Alert status="error" title="No pudimos cargar tus proyectos">
            <p>{api.loadError}</p>
            <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getReloadProps()}>
              Reintentar
            </Button>
          </Alert>
        )}
        {api.noProjects && (
          <p>
            Aún no tienes proyectos.{' '}
            <TextLink asChild>
              <Link href="/projects">Crear un proyecto</Link>
            </TextLink>
          </p>
        )}
        {!api.loading && !api.loadError && !api.noProjects && (
          <div className={css({ display: 'grid', gap: '3' })}>
            <Field label="Proyecto" disabled={select.disabled}>
              <FieldNativeSelect
                name={select.name}
                value={select.value}
                disabled={select.disabled}
                aria-busy={api.assigning || undefined}
                onChange={(event) => select.onChange(event.target.value)}
              >
                <option value="" disabled>
                  Elige un proyecto
                </option>
                {api.projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </FieldNativeSelect>
            </Field>
            {api.assigning && <Spinner size="sm" label="Asignando proyecto" />}
            <p aria-live="polite">
              {api.chosen ? (
                <>
                  Proyecto asignado: <strong>{api.chosen.name}</strong>
                </>
              ) : (
                'Sin proyecto asignado'
              )}
            </p>
            {api.assignError && <Alert status="error">{api.assignError}</Alert>}
          </div>
        )}
      </Card.Body>
    </Card>
  )
}
