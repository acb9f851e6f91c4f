import { contentRoute } from "@/components/content/content-route";
import { ManagedPropertySection } from "@/components/forms/request-sections";

const route = contentRoute("/Gestion/", "/property-management", ManagedPropertySection);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
