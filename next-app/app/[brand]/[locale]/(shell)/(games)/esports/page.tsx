import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The ESPORTS category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('ESPORTS', 'esports');
export const generateMetadata = page.generateMetadata;
export default page.Page;
