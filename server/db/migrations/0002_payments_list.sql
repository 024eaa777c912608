DROP INDEX "payments_supplier_idx";--> statement-breakpoint
DROP INDEX "payments_customer_idx";--> statement-breakpoint
CREATE INDEX "payments_supplier_status_due_idx" ON "payments" USING btree ("supplier_organization_id","status_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "payments_customer_status_due_idx" ON "payments" USING btree ("customer_organization_id","status_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "payments_supplier_due_idx" ON "payments" USING btree ("supplier_organization_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "payments_customer_due_idx" ON "payments" USING btree ("customer_organization_id","expiration_date","id");