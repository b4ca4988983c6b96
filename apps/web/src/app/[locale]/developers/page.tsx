import { directoryRoute } from '@/features/organisations/organisation-directory';

const route = directoryRoute('developer');
export const generateMetadata = route.generateMetadata;
export default route.Page;
