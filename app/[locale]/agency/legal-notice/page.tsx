import { contentRoute } from "@/components/content/content-route";

const route = contentRoute("/L'agence/Mentions-légales/", "/agency/legal-notice");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
