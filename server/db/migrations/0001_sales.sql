CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"term" integer NOT NULL,
	"reference" text,
	"redirect_url" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"payment_id" integer,
	CONSTRAINT "checkouts_amount_check" CHECK ("checkouts"."amount" > 0),
	CONSTRAINT "checkouts_term_check" CHECK ("checkouts"."term" > 0)
);
--> statement-breakpoint
CREATE TABLE "code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_line_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer,
	"reserved_credit_line_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_kind_check" CHECK ("credit_movements"."kind" in ('sale', 'reserve', 'release', 'payment', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"lease_token" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"vendor_user_id" integer,
	"created_by" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"manual_confirmation_status" text,
	"is_factoring" boolean DEFAULT false NOT NULL,
	"is_paid_to_supplier" boolean DEFAULT false NOT NULL,
	"is_wpp_purchase" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"delivery_address" text,
	"term" integer NOT NULL,
	"extended_term" integer DEFAULT 0 NOT NULL,
	"purchase_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"payment_date" date,
	"payment_behavior" text,
	"reference" text,
	"reserved_credit_line_id" integer,
	"invoice_url" text,
	"proof_payment_url" text,
	"pending_request_extend_term" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_paid_amount_check" CHECK ("payments"."paid_amount" between 0 and "payments"."amount"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status_id" between 1 and 10),
	CONSTRAINT "payments_manual_confirmation_check" CHECK ("payments"."manual_confirmation_status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "payments_term_check" CHECK ("payments"."term" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "purchase_codes_attempts_check" CHECK ("purchase_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "reserved_credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"available" bigint NOT NULL,
	"days" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"reference" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_amount" bigint,
	CONSTRAINT "reserved_credit_lines_amount_check" CHECK ("reserved_credit_lines"."amount" > 0),
	CONSTRAINT "reserved_credit_lines_available_check" CHECK ("reserved_credit_lines"."available" between 0 and "reserved_credit_lines"."amount"),
	CONSTRAINT "reserved_credit_lines_days_check" CHECK ("reserved_credit_lines"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "shared_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_user_id" integer NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_failures" ADD CONSTRAINT "code_failures_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_credit_line_id_credit_lines_id_fk" FOREIGN KEY ("credit_line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_reserved_credit_line_id_reserved_credit_lines_id_fk" FOREIGN KEY ("reserved_credit_line_id") REFERENCES "public"."reserved_credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reserved_credit_line_id_reserved_credit_lines_id_fk" FOREIGN KEY ("reserved_credit_line_id") REFERENCES "public"."reserved_credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_codes" ADD CONSTRAINT "purchase_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_credit_lines" ADD CONSTRAINT "reserved_credit_lines_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_credit_lines" ADD CONSTRAINT "reserved_credit_lines_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_credit_lines" ADD CONSTRAINT "reserved_credit_lines_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_credit_lines" ADD CONSTRAINT "reserved_credit_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_codes" ADD CONSTRAINT "shared_codes_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_codes" ADD CONSTRAINT "shared_codes_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_code_hash_unique" ON "checkouts" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "code_failures_supplier_idx" ON "code_failures" USING btree ("supplier_organization_id","failed_at");--> statement-breakpoint
CREATE INDEX "credit_movements_credit_line_idx" ON "credit_movements" USING btree ("credit_line_id");--> statement-breakpoint
CREATE INDEX "credit_movements_payment_idx" ON "credit_movements" USING btree ("payment_id") WHERE "credit_movements"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_unique" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_supplier_idx" ON "payments" USING btree ("supplier_organization_id","status_id","expiration_date");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_organization_id","status_id","expiration_date");--> statement-breakpoint
CREATE INDEX "payments_reserved_line_idx" ON "payments" USING btree ("reserved_credit_line_id") WHERE "payments"."reserved_credit_line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_codes_user_unique" ON "purchase_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reserved_credit_lines_supplier_idx" ON "reserved_credit_lines" USING btree ("supplier_organization_id","created_at");--> statement-breakpoint
CREATE INDEX "reserved_credit_lines_customer_active_idx" ON "reserved_credit_lines" USING btree ("customer_organization_id","expiration_date") WHERE "reserved_credit_lines"."active";--> statement-breakpoint
CREATE INDEX "reserved_credit_lines_expiry_idx" ON "reserved_credit_lines" USING btree ("expiration_date") WHERE "reserved_credit_lines"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "shared_codes_user_supplier_unique" ON "shared_codes" USING btree ("customer_user_id","supplier_organization_id");