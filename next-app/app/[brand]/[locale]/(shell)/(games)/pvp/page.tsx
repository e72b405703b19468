import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The PVP category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('PVP', 'pvp');
export const generateMetadata = page.generateMetadata;
export default page.Page;
