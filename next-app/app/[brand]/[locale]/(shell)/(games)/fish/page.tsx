import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The FISH category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('FISH', 'fish');
export const generateMetadata = page.generateMetadata;
export default page.Page;
