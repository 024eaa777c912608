-- Projects catalogue, trigger-kept project totals, quotes and supplier answers, project activities, the purchase
-- code's project and the outbox channel (docs/decisions.md#projects, docs/decisions.md#quotes).
-- Hand additions to the generated SQL: the catalogue rows (so SEED=none has them, before the foreign keys), the
-- totals backfill and the trigger payments_project_totals, the one place projects.payments_count and
-- projects.payments_amount are written.
CREATE TABLE "project_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_phases" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "project_types" ("id", "name") VALUES
	(1, 'Residencial'), (2, 'Comercial'), (3, 'Industrial'), (4, 'Infraestructura');
--> statement-breakpoint
INSERT INTO "project_phases" ("id", "name", "is_final") VALUES
	(1, 'Cimentación', false), (2, 'Estructura', false), (3, 'Albañilería', false),
	(4, 'Instalaciones', false), (5, 'Acabados', false), (6, 'Finalizado', true);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"description" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('pending', 'completed', 'no_response')),
	CONSTRAINT "quotes_phone_check" CHECK ("quotes"."phone" ~ '^52[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "supplier_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"amount" bigint,
	"note" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_quotes_amount_check" CHECK ("supplier_quotes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_type_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_phase_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payments_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_codes" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_quotes" ADD CONSTRAINT "supplier_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_activities_organization_idx" ON "project_activities" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_organization_id","id");--> statement-breakpoint
CREATE INDEX "quotes_open_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_pending_idx" ON "quotes" USING btree ("created_at") WHERE "quotes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_quotes_quote_supplier_unique" ON "supplier_quotes" USING btree ("quote_id","supplier_organization_id");--> statement-breakpoint
CREATE INDEX "supplier_quotes_supplier_idx" ON "supplier_quotes" USING btree ("supplier_organization_id","quote_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_id_project_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_phase_id_project_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."project_phases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_codes" ADD CONSTRAINT "purchase_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('proof', 'invoice', 'registration', 'quote'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_check" CHECK ("mail_outbox"."channel" in ('mail', 'whatsapp'));--> statement-breakpoint
UPDATE "projects" SET "payments_count" = s."n", "payments_amount" = s."total"
	FROM (SELECT "project_id", count(*) AS "n", sum("amount") AS "total" FROM "payments"
		WHERE "project_id" IS NOT NULL GROUP BY "project_id") s
	WHERE "projects"."id" = s."project_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_project_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."project_id" IS NOT DISTINCT FROM NEW."project_id" AND OLD."amount" = NEW."amount" THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."project_id" IS NOT NULL THEN
		UPDATE "projects" SET "payments_count" = "payments_count" - 1, "payments_amount" = "payments_amount" - OLD."amount"
			WHERE "id" = OLD."project_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."project_id" IS NOT NULL THEN
		UPDATE "projects" SET "payments_count" = "payments_count" + 1, "payments_amount" = "payments_amount" + NEW."amount"
			WHERE "id" = NEW."project_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_project_totals" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "amount" ON "payments"
	FOR EACH ROW EXECUTE FUNCTION "payments_project_totals"();
