import { directoryRoute } from '@/features/organisations/organisation-directory';

const route = directoryRoute('agency');
export const generateMetadata = route.generateMetadata;
export default route.Page;
