import { contentRoute } from "@/components/content/content-route";
import { OnlineValuationSection } from "@/components/forms/request-sections";

const route = contentRoute("/Estimer-mon-bien-en-ligne/", "/online-valuation", OnlineValuationSection);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
