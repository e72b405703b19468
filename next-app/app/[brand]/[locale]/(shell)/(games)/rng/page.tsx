import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The RNG category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('RNG', 'rng');
export const generateMetadata = page.generateMetadata;
export default page.Page;
