CREATE TABLE "credit_extension_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"amount" bigint,
	"comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_extension_requests_status_check" CHECK ("credit_extension_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"purpose" text NOT NULL,
	"payment_id" integer,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('proof', 'invoice', 'registration')),
	CONSTRAINT "files_size_check" CHECK ("files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status_id" smallint,
	"to_status_id" smallint,
	"user_id" integer,
	"data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"budget" bigint,
	"address" text,
	"start_date" date,
	"type_id" smallint,
	"phase_id" smallint,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_budget_check" CHECK ("projects"."budget" >= 0),
	CONSTRAINT "projects_type_check" CHECK ("projects"."type_id" between 1 and 4),
	CONSTRAINT "projects_phase_check" CHECK ("projects"."phase_id" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "term_extension_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"days" integer NOT NULL,
	"accepted" boolean,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_extension_requests_days_check" CHECK ("term_extension_requests"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_file_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_file_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "factoring_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_extension_requests" ADD CONSTRAINT "credit_extension_requests_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_extension_requests" ADD CONSTRAINT "credit_extension_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_extension_requests" ADD CONSTRAINT "term_extension_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_extension_requests" ADD CONSTRAINT "term_extension_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_extension_requests" ADD CONSTRAINT "term_extension_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_extension_requests_pending_unique" ON "credit_extension_requests" USING btree ("customer_organization_id") WHERE "credit_extension_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_payment_idx" ON "files" USING btree ("payment_id","purpose") WHERE "files"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_extension_requests_pending_unique" ON "term_extension_requests" USING btree ("payment_id") WHERE "term_extension_requests"."accepted" is null;--> statement-breakpoint
CREATE INDEX "term_extension_requests_payment_idx" ON "term_extension_requests" USING btree ("payment_id","updated_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_project_idx" ON "payments" USING btree ("project_id") WHERE "payments"."project_id" is not null;