import { z } from 'zod/mini'
import { INPUT_MSG, rowIdField } from './http'
import { MSG } from './messages'

/** The most payments one request may assign to a project. */
const PAYMENT_IDS_MAX = 100

/** The caller's payments one assignment moves to a project: 1 to 100 ids. */
export const paymentIdList = () =>
  z
    .array(rowIdField(MSG.required))
    .check(
      z.minLength(1, MSG.required),
      z.maxLength(PAYMENT_IDS_MAX, INPUT_MSG.tooManyItems(PAYMENT_IDS_MAX)),
    )
