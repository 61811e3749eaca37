/**
 * Session storage key of a success message a page without the router (decision 051, no toaster
 * there: a static page's sign-out, the home page's contact form) leaves for the next page that
 * hydrates the router, whose root shows it as a toast. In lib/ so an island can import it without
 * the site slice's browser entry (which brings React Router).
 */
export const FLASH_KEY = "flash-toast";
