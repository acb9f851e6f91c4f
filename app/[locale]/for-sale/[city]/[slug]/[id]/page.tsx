import { detailRoute } from "@/components/property/detail-route";

const route = detailRoute("sale");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
