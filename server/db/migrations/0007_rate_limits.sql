-- Custom migration: the store of rate-limiter-flexible's RateLimiterPostgres (server/http/rate-limit.ts), in the
-- layout that library expects. Not in schema.ts: the library alone reads and writes it, and the rows it keeps are
-- request counts, not data of the app.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
