-- Issue 16: e-mails are matched without regard to case at sign-in, so two accounts must never differ
-- only in case (two sign-ups racing past the application's check would otherwise both succeed).
CREATE UNIQUE INDEX IF NOT EXISTS core_user_email_lower_key ON core_user (lower(email));
