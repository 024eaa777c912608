-- The live purchase code kept encrypted beside its HMAC, so GET customers/generate-token answers it again
-- (docs/decisions.md#purchase-codes). Codes issued before stay unreadable (null): the next one replaces them.
ALTER TABLE "purchase_codes" ADD COLUMN "code_encrypted" text;