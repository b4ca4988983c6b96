-- Moderators were accounts with the role 'admin', which also let them change anyone's listing. A moderator is now its
-- own role: they review and decide duplicate listings and change only their own listings.
UPDATE "users" SET "role" = 'moderator' WHERE "role" = 'admin';
