ALTER TABLE "payments" ADD COLUMN "transfer_sending_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_operation_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_tracking_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_amount" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transfer_unique" ON "payments" USING btree ("transfer_sending_bank","transfer_operation_date","transfer_tracking_key") WHERE "payments"."transfer_tracking_key" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_check" CHECK (("payments"."transfer_sending_bank" is null) = ("payments"."transfer_operation_date" is null) and ("payments"."transfer_sending_bank" is null) = ("payments"."transfer_tracking_key" is null) and ("payments"."transfer_amount" is null or ("payments"."transfer_tracking_key" is not null and "payments"."transfer_amount" > 0)));