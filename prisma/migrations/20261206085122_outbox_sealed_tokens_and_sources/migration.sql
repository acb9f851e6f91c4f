-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "sealedTokens" TEXT,
ADD COLUMN     "source" TEXT;

-- Mails already sent keep no working link: the token of every link the site mails (reset, confirm, leave,
-- manage, stop) is cut from their stored copies. Mails not yet sent keep theirs, or they would go out broken.
UPDATE "OutboxMail" SET
  "text" = regexp_replace("text", '([?&](token|confirm|unsubscribe|search|all)=)[A-Za-z0-9_-]{16,}', '\1', 'g'),
  "html" = regexp_replace("html", '([?&](token|confirm|unsubscribe|search|all)=)[A-Za-z0-9_-]{16,}', '\1', 'g'),
  "listUnsubscribe" = regexp_replace("listUnsubscribe", '([?&](token|confirm|unsubscribe|search|all)=)[A-Za-z0-9_-]{16,}', '\1', 'g')
WHERE "status" = 'SENT';
