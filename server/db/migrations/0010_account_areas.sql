CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"currency" text NOT NULL,
	"account_number" text NOT NULL,
	"account_key" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bank_accounts_currency_check" CHECK ("supplier_bank_accounts"."currency" in ('pesos', 'usd')),
	CONSTRAINT "supplier_bank_accounts_clabe_check" CHECK ("supplier_bank_accounts"."account_key" ~ '^[0-9]{18}$')
);
--> statement-breakpoint
CREATE TABLE "weekly_statement_runs" (
	"week_start" date NOT NULL,
	"organization_id" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_tokens" ADD CONSTRAINT "statement_tokens_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_accounts" ADD CONSTRAINT "supplier_bank_accounts_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_statement_runs" ADD CONSTRAINT "weekly_statement_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_statement_runs" ADD CONSTRAINT "weekly_statement_runs_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_position_idx" ON "resources" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_tokens_hash_unique" ON "statement_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "statement_tokens_customer_idx" ON "statement_tokens" USING btree ("customer_organization_id","week_start");--> statement-breakpoint
CREATE INDEX "supplier_bank_accounts_supplier_idx" ON "supplier_bank_accounts" USING btree ("supplier_organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_statement_runs_unique" ON "weekly_statement_runs" USING btree ("week_start","organization_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('proof', 'invoice', 'registration', 'quote', 'resource'));