/** The sign-in page's query (and the fields its form sends back). */
export interface SignInQuery {
  origin?: string;
  lmsId?: string;
  code?: string;
  token?: string;
}
