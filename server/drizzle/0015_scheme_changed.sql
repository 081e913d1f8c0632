-- What a read of a saved scheme version looks up (src/schemes/view.ts): the scheme's newest version, its
-- company's name, whether it has links, and the cao generation. A connection that LISTENs on scheme_changed
-- (the embedded PGlite: one process owns the database) is told at commit which scheme, company or the cao
-- data changed, so it can keep those lookups; PostgreSQL's pooled connections never listen, so there no
-- NOTIFY is sent and every read looks up.
CREATE FUNCTION "scheme_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_listening_channels() AS channel WHERE channel = 'scheme_changed') THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'koppelingen' THEN
    changed := 'schemes ' || COALESCE(NEW.scheme_id, OLD.scheme_id);
    IF changed IS NULL THEN
      RETURN NULL;
    END IF;
  ELSIF TG_TABLE_NAME = 'cao_versions' THEN
    changed := 'cao';
  ELSE
    changed := TG_TABLE_NAME || ' ' || COALESCE(NEW.id, OLD.id);
  END IF;
  PERFORM pg_notify('scheme_changed', changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "schemes_scheme_changed" AFTER UPDATE OR DELETE ON "schemes" FOR EACH ROW EXECUTE FUNCTION "scheme_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_scheme_changed" AFTER UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "scheme_changed"();--> statement-breakpoint
CREATE TRIGGER "koppelingen_scheme_changed" AFTER INSERT OR UPDATE OR DELETE ON "koppelingen" FOR EACH ROW EXECUTE FUNCTION "scheme_changed"();--> statement-breakpoint
CREATE TRIGGER "cao_versions_scheme_changed" AFTER INSERT OR UPDATE OR DELETE ON "cao_versions" FOR EACH ROW EXECUTE FUNCTION "scheme_changed"();
