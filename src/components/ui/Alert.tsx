import type { ComponentPropsWithRef, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { type AlertVariantProps, alert } from '@/theme/recipes/alert'
import { iconButton } from '@/theme/recipes/icon-button'
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from './icons'

export type AlertStatus = 'info' | 'success' | 'warning' | 'error'

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> &
  AlertVariantProps & {
    status?: AlertStatus
    title?: ReactNode
    /** Shows a close button ('Cerrar aviso') that calls this. */
    onClose?: () => void
    closeLabel?: string
    /** Replace the default status icon; `false` hides it. */
    icon?: ReactNode | false
  }

const icons = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  error: AlertCircleIcon,
} as const

/**
 * Banner. error/warning use role="alert" (announced at once), info/success role="status" (polite).
 * Pass `role` to override.
 */
export function Alert({
  status = 'info',
  title,
  children,
  onClose,
  closeLabel = 'Cerrar aviso',
  icon,
  className,
  role,
  ...rest
}: AlertProps) {
  const s = alert({ status })
  const Icon = icons[status]
  return (
    <div
      role={role ?? (status === 'error' || status === 'warning' ? 'alert' : 'status')}
      data-status={status}
      className={cx(s.root, className)}
      {...rest}
    >
      {icon === false ? null : <span className={s.icon}>{icon ?? <Icon size={20} />}</span>}
      <div className={s.content}>
        {title != null && <p className={s.title}>{title}</p>}
        {children != null && <div className={s.description}>{children}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          className={cx(iconButton(), s.closeTrigger)}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <XIcon size={16} />
        </button>
      )}
    </div>
  )
}
