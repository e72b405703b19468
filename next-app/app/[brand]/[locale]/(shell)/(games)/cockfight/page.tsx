import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The COCKFIGHT category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('COCKFIGHT', 'cockfight');
export const generateMetadata = page.generateMetadata;
export default page.Page;
