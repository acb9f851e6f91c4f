import { articleRoute } from "@/components/content/article-route";

const route = articleRoute("COMPANY_VALUE", "/values/[slug]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
