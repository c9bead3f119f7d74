/** The signed leave PDF behind the gateway's proxy (rules §7: GET {host}/api/v1/view-leave/{name}). */
export const leavePdfUrl = (name: string) => `/api/v1/view-leave/${encodeURIComponent(name)}`;
