import { useTranslations } from "next-intl";
import { NotFoundContent } from "@/components/layout/not-found-content";

// Shown when a cached page calls notFound() (a property or article that does not exist). It has no
// generateMetadata: a not-found file gets no params, so next-intl would read the request headers and
// turn the 404 into a 500. React hoists this title into <head>. Unknown paths never get here: the
// proxy sends them to page-not-found/, which Next 16 renders fully on the server.
export default function NotFound() {
  const t = useTranslations("NotFound");
  const m = useTranslations("Metadata");
  return (
    <>
      <title>{m("titleTemplate").replace("%s", t("title"))}</title>
      <meta name="robots" content="noindex" />
      <NotFoundContent />
    </>
  );
}
