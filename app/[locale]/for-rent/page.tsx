import { listRoute } from "@/components/search/list-route";

const route = listRoute("rent");
export const generateMetadata = route.generateMetadata;
export default route.Page;
