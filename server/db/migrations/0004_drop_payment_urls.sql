ALTER TABLE "payments" DROP COLUMN "invoice_url";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "proof_payment_url";