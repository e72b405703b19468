import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The SPORTS category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('SPORTS', 'sports');
export const generateMetadata = page.generateMetadata;
export default page.Page;
