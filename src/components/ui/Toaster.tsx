import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { cx } from 'styled-system/css'
import { iconButton } from '@/theme/recipes/icon-button'
import { toast as toastRecipe } from '@/theme/recipes/toast'
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons'
import { Spinner } from './Spinner'

/**
 * The app's single toast store. Call from anywhere (also outside React):
 *   toaster.success({ title: 'Pago registrado' })
 *   toaster.error({ title: 'No se pudo guardar', description: msg })
 *   toaster.info({ title: '…' }) · toaster.warning(…) · toaster.loading(…) · toaster.dismiss(id)
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  overlap: true,
  gap: 12,
  max: 4,
  duration: 5000,
  removeDelay: 200,
})

const icons = {
  success: <CheckCircleIcon />,
  error: <AlertCircleIcon />,
  warning: <AlertTriangleIcon />,
  info: <InfoIcon />,
  loading: <Spinner size="sm" decorative />,
} as const

/** Render once near the root of the app. */
export function Toaster() {
  const s = toastRecipe()
  return (
    <Portal>
      <ArkToaster toaster={toaster} aria-label="Notificaciones (Alt+T)">
        {(t) => {
          const type = (t.type ?? 'info') as keyof typeof icons
          return (
            <Toast.Root key={t.id} className={s.root}>
              <span className={s.icon}>{icons[type] ?? icons.info}</span>
              <div className={s.content}>
                {t.title != null && <Toast.Title className={s.title}>{t.title}</Toast.Title>}
                {t.description != null && (
                  <Toast.Description className={s.description}>{t.description}</Toast.Description>
                )}
                {t.action && (
                  <Toast.ActionTrigger className={s.actionTrigger}>{t.action.label}</Toast.ActionTrigger>
                )}
              </div>
              {t.closable !== false && (
                <Toast.CloseTrigger
                  className={cx(iconButton(), s.closeTrigger)}
                  aria-label="Cerrar notificación"
                >
                  <XIcon size={16} />
                </Toast.CloseTrigger>
              )}
            </Toast.Root>
          )
        }}
      </ArkToaster>
    </Portal>
  )
}
