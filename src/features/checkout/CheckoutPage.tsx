import { useParams } from 'wouter'
import { useFlow } from '@/lib/useFlow'
import { CheckoutView } from './CheckoutView'
import { checkoutLogic } from './checkoutLogic'

/** /checkout/{payment_code}: the signed-in customer the code belongs to confirms the purchase. */
export default function CheckoutPage() {
  const { payment_code = '' } = useParams<{ payment_code: string }>()
  const actorRef = useFlow(checkoutLogic, { paymentCode: payment_code })
  return <CheckoutView actorRef={actorRef} />
}
