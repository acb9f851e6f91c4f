import { contentRoute } from "@/components/content/content-route";

const route = contentRoute("/Estimer-mon-bien-en-ligne/", "/online-valuation");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
