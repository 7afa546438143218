-- Accent-insensitive full-text search over the catalogue (see api/catalogue/search.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
