export { fetchWebPage, WebFetchError, type WebPage } from "./web-fetch.ts";
