-- Failed logins are counted per user id and client address (the lock) and per user id alone (the slow-down,
-- address ''), so a stranger can no longer lock a real user out. Counts in flight are transient: start afresh.
DELETE FROM "login_attempts";
--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_pkey";
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "address" varchar(64) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_key_address_pk" PRIMARY KEY("user_key","address");
