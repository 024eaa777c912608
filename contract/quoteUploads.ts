import { ACTION_MSG, PAYMENT_FILE_MAX_BYTES } from './paymentTexts'
import { QUOTE_MSG } from './quoteTexts'
import type { UploadRule } from './uploads'

/** A supplier's answer to a quote request: one PDF (by its bytes on the server), up to 12 MB. */
export const QUOTE_ANSWER_UPLOAD_RULE: UploadRule = {
  accept: ['pdf'],
  required: true,
  maxFiles: 1,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: {
    required: QUOTE_MSG.answerFile,
    empty: QUOTE_MSG.answerFile,
    type: QUOTE_MSG.answerPdfOnly,
    tooLarge: ACTION_MSG.fileTooLarge,
    tooMany: ACTION_MSG.oneFile,
  },
}
