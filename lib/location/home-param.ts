/**
 * On `/`, the place just chosen (its home key), only so the browser asks for a URL of its own per
 * place (components/location/location-dialog.tsx): the routing reads the cookie, never this. Its own
 * module so the landing page's HomeParamCleanup, which takes it out of the address bar, loads nothing more.
 */
export const HOME_PLACE_PARAM = "at";
