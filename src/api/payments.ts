import type { Resume } from '@contract/resume'
import { request } from './client'

export const paymentsApi = {
  resume: () => request<Resume>('/payments/resume'),
}
