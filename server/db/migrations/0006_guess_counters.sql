CREATE TABLE "payment_code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_user_id" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_code_failures" ADD CONSTRAINT "payment_code_failures_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_code_failures_user_idx" ON "payment_code_failures" USING btree ("customer_user_id","failed_at");