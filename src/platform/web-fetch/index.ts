export { fetchWebPage, WebFetchError, type WebPage } from "./web-fetch.ts";
export { checkPublicUrl, postToPublicUrl, type WebPostOptions, type WebPostResult } from "./web-post.ts";
