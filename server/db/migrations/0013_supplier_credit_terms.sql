ALTER TABLE "organizations" ADD COLUMN "client_credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sale_limit" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "max_term_days" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_supplier_terms_check" CHECK ("organizations"."client_credit_limit" > 0 and "organizations"."sale_limit" > 0 and "organizations"."max_term_days" > 0);