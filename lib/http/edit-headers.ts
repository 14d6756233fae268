/**
 * An answer with its headers changed by `edit`. Most answers' headers can be changed in place; those of
 * Response.redirect() and of a fetch are immutable, so they are copied into a new Response with the same body.
 */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    edit(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
