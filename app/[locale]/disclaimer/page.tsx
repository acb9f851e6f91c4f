import { contentRoute } from "@/components/content/content-route";

const route = contentRoute("/Disclaimer/", "/disclaimer");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
