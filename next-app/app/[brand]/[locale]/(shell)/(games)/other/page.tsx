import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The OTHER category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('OTHER', 'other');
export const generateMetadata = page.generateMetadata;
export default page.Page;
