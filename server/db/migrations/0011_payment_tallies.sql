-- Payment tallies (docs/decisions.md#tallies): the payments of each organization counted and summed per status
-- and day, so the dashboards and the list's counts cost the same at 1 000 and at 100 000 payments.
-- Hand additions to the generated SQL: the function that projects one payment onto its tally rows, the statement
-- triggers payments_tally_* (the one place payment_tallies is written; a TRUNCATE of payments empties it) and
-- the backfill.
CREATE TABLE "payment_tallies" (
	"organization_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"status_id" smallint NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_tallies_pk" PRIMARY KEY("organization_id","side","kind","day","status_id","slot")
);
--> statement-breakpoint
CREATE INDEX "payments_supplier_customer_idx" ON "payments" USING btree ("supplier_organization_id","customer_organization_id");
--> statement-breakpoint
-- One payment's contributions: for its supplier and for its customer, the row per status (capital pending),
-- per purchase day (amount), per due day (capital pending) and, once paid, per payment day (amount).
-- No domain rule here: which statuses count as paid or pending is the reader's (server/domain/tallies.ts).
CREATE FUNCTION "payment_tally_rows"(p "payments")
RETURNS TABLE ("organization_id" integer, "side" text, "kind" text, "status_id" smallint, "day" date,
	"slot" smallint, "count" bigint, "amount" bigint)
LANGUAGE sql IMMUTABLE AS $$
	SELECT o.id, o.side, k.kind, p."status_id", k.day, (p."id" % 8)::smallint, 1::bigint, k.amount
	FROM (VALUES (p."supplier_organization_id", 'supplier'), (p."customer_organization_id", 'customer')) AS o(id, side),
	(VALUES
		('all', '-infinity'::date, p."amount" - p."paid_amount"),
		('purchase_day', p."purchase_date", p."amount"),
		('due_day', p."expiration_date", p."amount" - p."paid_amount"),
		('payment_day', p."payment_date", p."amount")
	) AS k(kind, day, amount)
	WHERE k.day IS NOT NULL
$$;
--> statement-breakpoint
-- Adds the contributions of the statement's new rows and subtracts those of its old rows, grouped by tally row
-- (an update that moves no figure touches no tally row) and in key order (concurrent statements lock tally
-- rows in the same order, so they queue instead of deadlocking).
CREATE FUNCTION "payments_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "payment_tallies" AS t
		SELECT r."organization_id", r."side", r."kind", r."status_id", r."day", r."slot", sum(r."count"), sum(r."amount")
		FROM "new_rows" p, LATERAL "payment_tally_rows"(p) r
		GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT "payment_tallies_pk"
		DO UPDATE SET "count" = t."count" + excluded."count", "amount" = t."amount" + excluded."amount";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "payment_tallies" AS t
		SELECT d."organization_id", d."side", d."kind", d."status_id", d."day", d."slot", sum(d."count"), sum(d."amount")
		FROM (
			SELECT r.* FROM "new_rows" p, LATERAL "payment_tally_rows"(p) r
			UNION ALL
			SELECT r."organization_id", r."side", r."kind", r."status_id", r."day", r."slot", -r."count", -r."amount"
			FROM "old_rows" p, LATERAL "payment_tally_rows"(p) r
		) d
		GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d."count") <> 0 OR sum(d."amount") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT "payment_tallies_pk"
		DO UPDATE SET "count" = t."count" + excluded."count", "amount" = t."amount" + excluded."amount";
	ELSE
		INSERT INTO "payment_tallies" AS t
		SELECT r."organization_id", r."side", r."kind", r."status_id", r."day", r."slot", -sum(r."count"), -sum(r."amount")
		FROM "old_rows" p, LATERAL "payment_tally_rows"(p) r
		GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT "payment_tallies_pk"
		DO UPDATE SET "count" = t."count" + excluded."count", "amount" = t."amount" + excluded."amount";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_tally_insert" AFTER INSERT ON "payments"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_tally"();
--> statement-breakpoint
CREATE TRIGGER "payments_tally_update" AFTER UPDATE ON "payments"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_tally"();
--> statement-breakpoint
CREATE TRIGGER "payments_tally_delete" AFTER DELETE ON "payments"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_tally"();
--> statement-breakpoint
CREATE FUNCTION "payments_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "payment_tallies";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_tally_truncate" AFTER TRUNCATE ON "payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "payments_tally_truncate"();
--> statement-breakpoint
INSERT INTO "payment_tallies"
	SELECT r."organization_id", r."side", r."kind", r."status_id", r."day", r."slot", sum(r."count"), sum(r."amount")
	FROM "payments" p, LATERAL "payment_tally_rows"(p) r
	GROUP BY 1, 2, 3, 4, 5, 6;
