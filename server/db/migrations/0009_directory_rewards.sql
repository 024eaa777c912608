CREATE TABLE "directory_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_organization_id" integer NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_activities_event_check" CHECK ("directory_activities"."event" in ('directory_entry', 'location', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"program_id" smallint NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reward_id" integer,
	"payment_id" integer,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_program_check" CHECK ("reward_entries"."program_id" in (1, 2)),
	CONSTRAINT "reward_entries_kind_check" CHECK ("reward_entries"."kind" in ('on_time_payment', 'referral_approved'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" smallint NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_program_check" CHECK ("rewards"."program_id" in (1, 2)),
	CONSTRAINT "rewards_currency_check" CHECK ("rewards"."currency" in ('MXN', 'PTS')),
	CONSTRAINT "rewards_amount_check" CHECK ("rewards"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_recommendations_phone_check" CHECK ("supplier_recommendations"."phone" ~ '^52[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower(business_name), 'ÁÀÂÄÃáàâäãÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç', 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc')) STORED;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "directory_vendor_phone" text;--> statement-breakpoint
ALTER TABLE "directory_activities" ADD CONSTRAINT "directory_activities_supplier_organization_id_organizations_id_fk" FOREIGN KEY ("supplier_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_activities" ADD CONSTRAINT "directory_activities_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_activities" ADD CONSTRAINT "directory_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_recommendations" ADD CONSTRAINT "supplier_recommendations_customer_organization_id_organizations_id_fk" FOREIGN KEY ("customer_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_recommendations" ADD CONSTRAINT "supplier_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_activities_supplier_idx" ON "directory_activities" USING btree ("supplier_organization_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_event_unique" ON "reward_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "reward_entries_organization_idx" ON "reward_entries" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "rewards_program_idx" ON "rewards" USING btree ("program_id","position","id");--> statement-breakpoint
CREATE INDEX "supplier_recommendations_created_idx" ON "supplier_recommendations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "organizations_directory_idx" ON "organizations" USING btree ("business_name","id","state","city","search_name") WHERE "organizations"."kind" = 'supplier' and "organizations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "organizations_directory_place_idx" ON "organizations" USING btree ("state","city","business_name","id") WHERE "organizations"."kind" = 'supplier' and "organizations"."status" = 'active';--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_directory_phone_check" CHECK ("organizations"."directory_vendor_phone" ~ '^52[0-9]{10}$');