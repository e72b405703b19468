import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The LIVE category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('LIVE', 'live');
export const generateMetadata = page.generateMetadata;
export default page.Page;
