-- Trigram indexes back the three-script free-text search (vake / ვაკე / Ваке).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
