import { contentRoute } from "@/components/content/content-route";

const route = contentRoute("/Cookie-policy/", "/cookie-policy");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
