import { REG_MSG } from '@contract/registrationTexts'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Button } from '@/components/ui/Button'

/** /register-success (public): the thank-you page after the quiz; the account is activated later. */
export default function RegisterSuccessPage() {
  return (
    <CenteredPage title={REG_MSG.thanksTitle}>
      <p className={css({ color: 'fg.muted' })}>{REG_MSG.thanksNotice}</p>
      <Button asChild fullWidth>
        <Link href="/login">Ir al inicio de sesión</Link>
      </Button>
    </CenteredPage>
  )
}
