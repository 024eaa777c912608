CREATE TABLE "registration_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_token_hash" text NOT NULL,
	"register_token_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"last_step" text,
	"origin" text DEFAULT 'web' NOT NULL,
	"referred_by_supplier_id" integer,
	"vendor_user_id" integer,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"credit_requested" bigint,
	"optins_accepted_at" timestamp with time zone,
	"legal_representative" jsonb,
	"users" jsonb,
	"questionnaire_token_hash" text,
	"quiz_answers" jsonb,
	"quiz_answered_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decline_reason" text,
	"customer_organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_applications_status_check" CHECK ("registration_applications"."status" in ('in_progress', 'submitted', 'approved', 'declined')),
	CONSTRAINT "registration_applications_origin_check" CHECK ("registration_applications"."origin" in ('web', 'frontdesk')),
	CONSTRAINT "registration_applications_business_type_check" CHECK ("registration_applications"."business_type" in ('person', 'company')),
	CONSTRAINT "registration_applications_phone_check" CHECK ("registration_applications"."contact_phone" ~ '^52[0-9]{10}$'),
	CONSTRAINT "registration_applications_credit_check" CHECK ("registration_applications"."credit_requested" > 0)
);
--> statement-breakpoint
CREATE TABLE "registration_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"prop" text NOT NULL,
	"hash" text NOT NULL,
	"file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_referred_by_supplier_id_organizations_id_fk" FOREIGN KEY ("referred_by_supplier_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_register_token_unique" ON "registration_applications" USING btree ("register_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_questionnaire_token_unique" ON "registration_applications" USING btree ("questionnaire_token_hash");--> statement-breakpoint
CREATE INDEX "registration_applications_status_idx" ON "registration_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "registration_applications_referred_idx" ON "registration_applications" USING btree ("referred_by_supplier_id","id") WHERE "registration_applications"."referred_by_supplier_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_documents_slot_unique" ON "registration_documents" USING btree ("application_id","prop");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_referral_code_unique" ON "organizations" USING btree ("referral_code");--> statement-breakpoint
UPDATE "organizations" SET "referral_code" = 'P' || lpad("id"::text, 3, '0') || upper(substr(md5(random()::text), 1, 5)) WHERE "kind" = 'supplier' AND "referral_code" IS NULL;
