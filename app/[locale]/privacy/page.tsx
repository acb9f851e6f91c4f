import { contentRoute } from "@/components/content/content-route";

const route = contentRoute("/Privacy/", "/privacy");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
