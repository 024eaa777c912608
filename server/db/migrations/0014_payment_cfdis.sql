CREATE TABLE "payment_cfdis" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"uuid" text NOT NULL,
	"serie" text,
	"folio" text,
	"issuer_rfc" text NOT NULL,
	"receiver_rfc" text NOT NULL,
	"total" bigint NOT NULL,
	"metodo_pago" text,
	"stamped_at" timestamp NOT NULL,
	"verification_url" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cfdis_kind_check" CHECK ("payment_cfdis"."kind" in ('invoice', 'payment_complement'))
);
--> statement-breakpoint
ALTER TABLE "payment_cfdis" ADD CONSTRAINT "payment_cfdis_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cfdis" ADD CONSTRAINT "payment_cfdis_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cfdis_uuid_unique" ON "payment_cfdis" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "payment_cfdis_payment_idx" ON "payment_cfdis" USING btree ("payment_id","kind");