import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";

/**
 * Migrations live in code (not read from a folder at run time), so the bundled server carries
 * them, and only use column types both SQLite and PostgreSQL understand.
 */
/** The attribution columns of every lead table (schema.ts `AttributionColumns`), all nullable. */
const ATTRIBUTION_COLUMN_TYPES: readonly [string, "varchar(300)" | "varchar(253)" | "varchar(200)" | "varchar(150)" | "varchar(100)"][] = [
  ["landing_page", "varchar(300)"],
  ["referrer_host", "varchar(253)"],
  ["utm_source", "varchar(150)"],
  ["utm_medium", "varchar(150)"],
  ["utm_campaign", "varchar(150)"],
  ["utm_term", "varchar(150)"],
  ["utm_content", "varchar(150)"],
  ["gclid", "varchar(200)"],
  ["fbclid", "varchar(200)"],
  ["form_source", "varchar(100)"],
];

const migrations: Record<string, Migration> = {
  "001_leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("name", "varchar(120)", (column) => column.notNull())
        .addColumn("phone", "varchar(40)", (column) => column.notNull())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("subject", "varchar(150)", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("source_page", "varchar(300)")
        .addColumn("ip_address", "varchar(64)")
        .addColumn("user_agent", "varchar(300)")
        .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "varchar(30)", (column) => column.notNull())
        .addColumn("claimed_by", "varchar(64)")
        .addColumn("claimed_until", "varchar(30)")
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("delivered_at", "varchar(30)")
        .execute();
      await db.schema
        .createIndex("contact_messages_outbox")
        .on("contact_messages")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();

      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull().unique())
        .addColumn("source_page", "varchar(300)")
        .addColumn("ip_address", "varchar(64)")
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "varchar(200)", (column) => column.primaryKey())
        .addColumn("count", "integer", (column) => column.notNull())
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_expiry").on("rate_limits").column("expires_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limits").execute();
      await db.schema.dropTable("newsletter_subscribers").execute();
      await db.schema.dropTable("contact_messages").execute();
    },
  },
  "002_rank": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("captcha_used")
        .addColumn("id", "varchar(64)", (column) => column.primaryKey())
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("captcha_used_expiry").on("captcha_used").column("expires_at").execute();

      await db.schema
        .createTable("rank_cache")
        .addColumn("key", "varchar(512)", (column) => column.primaryKey())
        .addColumn("response", "text", (column) => column.notNull())
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("rank_cache_expiry").on("rank_cache").column("expires_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rank_cache").execute();
      await db.schema.dropTable("captcha_used").execute();
    },
  },
  "003_lead_webhook": {
    async up(db: Kysely<unknown>) {
      // One ALTER per column: SQLite accepts a single ADD COLUMN per statement.
      const columns: [string, "varchar(16)" | "varchar(30)" | "varchar(64)" | "integer" | "text", "notNull" | "null", string | number | null][] = [
        ["webhook_status", "varchar(16)", "notNull", "pending"],
        ["webhook_attempts", "integer", "notNull", 0],
        ["webhook_last_error", "text", "null", null],
        ["webhook_next_attempt_at", "varchar(30)", "notNull", "1970-01-01T00:00:00.000Z"],
        ["webhook_claimed_by", "varchar(64)", "null", null],
        ["webhook_claimed_until", "varchar(30)", "null", null],
        ["webhook_delivered_at", "varchar(30)", "null", null],
      ];
      for (const [name, type, nullability, fallback] of columns) {
        await db.schema
          .alterTable("contact_messages")
          .addColumn(name, type, (column) => (nullability === "notNull" ? column.notNull().defaultTo(fallback) : column))
          .execute();
      }
      // Messages stored before this channel existed were handled by e-mail; posting months of old
      // leads to a freshly configured chat would bury the new ones.
      await (db as Kysely<{ contact_messages: { webhook_status: string } }>)
        .updateTable("contact_messages")
        .set({ webhook_status: "skipped" })
        .execute();
      await db.schema
        .createIndex("contact_messages_webhook_outbox")
        .on("contact_messages")
        .columns(["webhook_status", "webhook_next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_messages_webhook_outbox").execute();
      for (const name of [
        "webhook_delivered_at",
        "webhook_claimed_until",
        "webhook_claimed_by",
        "webhook_next_attempt_at",
        "webhook_last_error",
        "webhook_attempts",
        "webhook_status",
      ]) {
        await db.schema.alterTable("contact_messages").dropColumn(name).execute();
      }
    },
  },
  "004_newsletter_opt_in": {
    async up(db: Kysely<unknown>) {
      const columns: [string, "varchar(16)" | "varchar(30)" | "varchar(64)" | "integer" | "text", "notNull" | "null", string | number | null][] = [
        ["status", "varchar(16)", "notNull", "pending"],
        ["confirmed_at", "varchar(30)", "null", null],
        ["unsubscribed_at", "varchar(30)", "null", null],
        ["mail_status", "varchar(16)", "notNull", "skipped"],
        ["mail_attempts", "integer", "notNull", 0],
        ["mail_last_error", "text", "null", null],
        ["mail_next_attempt_at", "varchar(30)", "notNull", "1970-01-01T00:00:00.000Z"],
        ["mail_claimed_by", "varchar(64)", "null", null],
        ["mail_claimed_until", "varchar(30)", "null", null],
        ["mail_delivered_at", "varchar(30)", "null", null],
      ];
      // One ALTER per column: SQLite accepts a single ADD COLUMN per statement. The defaults are
      // what rows stored before double opt-in get: "pending" (nobody ever confirmed them, so they
      // are not exported as consenting) and "skipped" (no confirmation mail goes out to them on
      // its own; docs/decisions/028-newsletter-double-opt-in.md).
      for (const [name, type, nullability, fallback] of columns) {
        await db.schema
          .alterTable("newsletter_subscribers")
          .addColumn(name, type, (column) => (nullability === "notNull" ? column.notNull().defaultTo(fallback) : column))
          .execute();
      }
      await db.schema
        .createIndex("newsletter_subscribers_outbox")
        .on("newsletter_subscribers")
        .columns(["mail_status", "mail_next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("newsletter_subscribers_outbox").execute();
      for (const name of [
        "mail_delivered_at",
        "mail_claimed_until",
        "mail_claimed_by",
        "mail_next_attempt_at",
        "mail_last_error",
        "mail_attempts",
        "mail_status",
        "unsubscribed_at",
        "confirmed_at",
        "status",
      ]) {
        await db.schema.alterTable("newsletter_subscribers").dropColumn(name).execute();
      }
    },
  },
  "005_audit_reports": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_reports")
        .addColumn("id", "varchar(64)", (column) => column.primaryKey())
        .addColumn("host", "varchar(300)", (column) => column.notNull())
        .addColumn("start_url", "varchar(2048)", (column) => column.notNull())
        .addColumn("status", "varchar(16)", (column) => column.notNull())
        .addColumn("report", "text")
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("audit_reports_expiry").on("audit_reports").column("expires_at").execute();
      await db.schema.createIndex("audit_reports_host").on("audit_reports").columns(["host", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_reports").execute();
    },
  },
  "006_lead_attribution_and_report_requests": {
    async up(db: Kysely<unknown>) {
      for (const table of ["contact_messages", "newsletter_subscribers"]) {
        // One ALTER per column: SQLite accepts a single ADD COLUMN per statement.
        for (const [name, type] of ATTRIBUTION_COLUMN_TYPES) await db.schema.alterTable(table).addColumn(name, type).execute();
      }
      let table = db.schema
        .createTable("report_requests")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("tool", "varchar(40)", (column) => column.notNull())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("name", "varchar(120)", (column) => column.notNull())
        .addColumn("site", "varchar(300)")
        .addColumn("report_id", "varchar(64)")
        .addColumn("score", "integer")
        .addColumn("findings", "text", (column) => column.notNull())
        .addColumn("file_name", "varchar(100)")
        .addColumn("file_type", "varchar(100)")
        .addColumn("file_content", "text")
        .addColumn("newsletter", "integer", (column) => column.notNull())
        .addColumn("consent_at", "varchar(30)", (column) => column.notNull())
        .addColumn("ip_address", "varchar(64)")
        .addColumn("user_agent", "varchar(300)")
        .addColumn("created_at", "varchar(30)", (column) => column.notNull());
      for (const [name, type] of ATTRIBUTION_COLUMN_TYPES) table = table.addColumn(name, type);
      for (const channel of ["visitor_mail", "agency_mail", "webhook"]) {
        table = table
          .addColumn(`${channel}_status`, "varchar(16)", (column) => column.notNull())
          .addColumn(`${channel}_attempts`, "integer", (column) => column.notNull())
          .addColumn(`${channel}_last_error`, "text")
          .addColumn(`${channel}_next_attempt_at`, "varchar(30)", (column) => column.notNull())
          .addColumn(`${channel}_claimed_by`, "varchar(64)")
          .addColumn(`${channel}_claimed_until`, "varchar(30)")
          .addColumn(`${channel}_delivered_at`, "varchar(30)");
      }
      await table.execute();
      for (const channel of ["visitor_mail", "agency_mail", "webhook"]) {
        await db.schema
          .createIndex(`report_requests_${channel}_outbox`)
          .on("report_requests")
          .columns([`${channel}_status`, `${channel}_next_attempt_at`])
          .execute();
      }
      await db.schema.createIndex("report_requests_created").on("report_requests").column("created_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("report_requests").execute();
      for (const table of ["contact_messages", "newsletter_subscribers"]) {
        for (const [name] of ATTRIBUTION_COLUMN_TYPES) await db.schema.alterTable(table).dropColumn(name).execute();
      }
    },
  },
  "007_lead_digests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_digests")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        // The week's Monday (Europe/Istanbul): the unique key that makes one digest per week across replicas.
        .addColumn("week_start", "varchar(10)", (column) => column.notNull().unique())
        .addColumn("subject", "varchar(200)", (column) => column.notNull())
        .addColumn("text", "text", (column) => column.notNull())
        .addColumn("html", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("mail_status", "varchar(16)", (column) => column.notNull())
        .addColumn("mail_attempts", "integer", (column) => column.notNull())
        .addColumn("mail_last_error", "text")
        .addColumn("mail_next_attempt_at", "varchar(30)", (column) => column.notNull())
        .addColumn("mail_claimed_by", "varchar(64)")
        .addColumn("mail_claimed_until", "varchar(30)")
        .addColumn("mail_delivered_at", "varchar(30)")
        .execute();
      await db.schema.createIndex("lead_digests_outbox").on("lead_digests").columns(["mail_status", "mail_next_attempt_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_digests").execute();
    },
  },
  "008_jobs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("jobs")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("kind", "varchar(40)", (column) => column.notNull())
        .addColumn("client_key", "varchar(64)", (column) => column.notNull())
        .addColumn("state", "varchar(16)", (column) => column.notNull())
        .addColumn("input", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("last_seq", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("cancel_requested", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("worker", "varchar(64)")
        .addColumn("lease_until", "varchar(30)")
        .addColumn("error", "text")
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("started_at", "varchar(30)")
        .addColumn("finished_at", "varchar(30)")
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("jobs_state_created").on("jobs").columns(["state", "created_at"]).execute();
      await db.schema.createIndex("jobs_expires").on("jobs").column("expires_at").execute();
      // A client has at most one job of a kind waiting or running, whatever the replica it asked.
      await db.schema
        .createIndex("jobs_one_active_per_client")
        .on("jobs")
        .columns(["kind", "client_key"])
        .unique()
        .where(sql.ref("state"), "in", ["waiting", "running"])
        .execute();
      await db.schema
        .createTable("job_events")
        .addColumn("job_id", "varchar(36)", (column) => column.notNull())
        .addColumn("seq", "integer", (column) => column.notNull())
        .addColumn("line", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addPrimaryKeyConstraint("job_events_pk", ["job_id", "seq"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("job_events").execute();
      await db.schema.dropTable("jobs").execute();
    },
  },
  "009_jobs_superseded_after_stop": {
    // A job the visitor stopped ("Durdur") no longer blocks their next one of the same kind: it
    // stops within a second on its worker, and the visitor may start again at once.
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex("jobs_one_active_per_client").execute();
      await db.schema
        .createIndex("jobs_one_active_per_client")
        .on("jobs")
        .columns(["kind", "client_key"])
        .unique()
        .where(sql<boolean>`state in ('waiting', 'running') and cancel_requested = 0`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("jobs_one_active_per_client").execute();
      await db.schema
        .createIndex("jobs_one_active_per_client")
        .on("jobs")
        .columns(["kind", "client_key"])
        .unique()
        .where(sql.ref("state"), "in", ["waiting", "running"])
        .execute();
    },
  },
  "010_audit_screenshots": {
    // The browser stage's phone and desktop screenshots, beside their report and deleted with it.
    // Base64 text rather than a blob: one column type on SQLite and PostgreSQL alike, for images of
    // at most 150 KB.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_screenshots")
        .addColumn("report_id", "varchar(64)", (column) => column.notNull())
        .addColumn("kind", "varchar(16)", (column) => column.notNull())
        .addColumn("mime", "varchar(32)", (column) => column.notNull())
        .addColumn("image", "text", (column) => column.notNull())
        .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
        .addPrimaryKeyConstraint("audit_screenshots_pk", ["report_id", "kind"])
        .execute();
      await db.schema.createIndex("audit_screenshots_expiry").on("audit_screenshots").column("expires_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_screenshots").execute();
    },
  },
  "011_site_watches": {
    // "Sitemi takip et" (app/features/site-monitor): one row per site and address, pending until
    // its confirmation link is opened; unsubscribing deletes the row and with it the address.
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable("site_watches")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("name", "varchar(100)")
        .addColumn("host", "varchar(300)", (column) => column.notNull())
        .addColumn("start_url", "varchar(2048)", (column) => column.notNull())
        .addColumn("report_id", "varchar(64)")
        .addColumn("status", "varchar(16)", (column) => column.notNull())
        .addColumn("signals", "text", (column) => column.notNull())
        .addColumn("pages", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("consent_at", "varchar(30)", (column) => column.notNull())
        .addColumn("confirmed_at", "varchar(30)")
        .addColumn("next_check_at", "varchar(30)", (column) => column.notNull())
        .addColumn("next_audit_at", "varchar(30)", (column) => column.notNull())
        .addColumn("last_engaged_at", "varchar(30)", (column) => column.notNull())
        .addColumn("ip_address", "varchar(64)");
      for (const [name, type] of ATTRIBUTION_COLUMN_TYPES) table = table.addColumn(name, type);
      await table.addUniqueConstraint("site_watches_one_per_site_and_address", ["email", "host"]).execute();
      await db.schema.createIndex("site_watches_email").on("site_watches").column("email").execute();
      await db.schema.createIndex("site_watches_next_check").on("site_watches").columns(["status", "next_check_at"]).execute();
      await db.schema.createIndex("site_watches_next_audit").on("site_watches").columns(["status", "next_audit_at"]).execute();
      // The watches' e-mails, composed and stored before any is sent (the leads' outbox delivers
      // them). The dedupe key makes one alert per watch, signal and episode however many workers
      // or retries store it.
      await db.schema
        .createTable("monitor_mails")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("watch_id", "varchar(36)", (column) => column.notNull())
        .addColumn("kind", "varchar(16)", (column) => column.notNull())
        .addColumn("dedupe_key", "varchar(200)", (column) => column.notNull().unique())
        .addColumn("recipient", "varchar(254)", (column) => column.notNull())
        .addColumn("subject", "varchar(300)", (column) => column.notNull())
        .addColumn("text", "text", (column) => column.notNull())
        .addColumn("html", "text", (column) => column.notNull())
        .addColumn("headers", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(30)", (column) => column.notNull())
        .addColumn("mail_status", "varchar(16)", (column) => column.notNull())
        .addColumn("mail_attempts", "integer", (column) => column.notNull())
        .addColumn("mail_last_error", "text")
        .addColumn("mail_next_attempt_at", "varchar(30)", (column) => column.notNull())
        .addColumn("mail_claimed_by", "varchar(64)")
        .addColumn("mail_claimed_until", "varchar(30)")
        .addColumn("mail_delivered_at", "varchar(30)")
        .addColumn("hook_status", "varchar(16)", (column) => column.notNull())
        .addColumn("hook_attempts", "integer", (column) => column.notNull())
        .addColumn("hook_last_error", "text")
        .addColumn("hook_next_attempt_at", "varchar(30)", (column) => column.notNull())
        .addColumn("hook_claimed_by", "varchar(64)")
        .addColumn("hook_claimed_until", "varchar(30)")
        .addColumn("hook_delivered_at", "varchar(30)")
        .execute();
      await db.schema.createIndex("monitor_mails_outbox").on("monitor_mails").columns(["mail_status", "mail_next_attempt_at"]).execute();
      await db.schema.createIndex("monitor_mails_hook").on("monitor_mails").columns(["hook_status", "hook_next_attempt_at"]).execute();
      await db.schema.createIndex("monitor_mails_watch").on("monitor_mails").column("watch_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("monitor_mails").execute();
      await db.schema.dropTable("site_watches").execute();
    },
  },
};

export const inCodeMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
