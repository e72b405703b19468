import { categoryPage } from '@/components/games/lobby/CategoryPage';

/** The ELOTT category page (spec 001 §2 "Game category pages"): its lobby. */
const page = categoryPage('ELOTT', 'elott');
export const generateMetadata = page.generateMetadata;
export default page.Page;
