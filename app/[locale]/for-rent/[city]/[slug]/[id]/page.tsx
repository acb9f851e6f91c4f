import { detailRoute } from "@/components/property/detail-route";

const route = detailRoute("rent");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
