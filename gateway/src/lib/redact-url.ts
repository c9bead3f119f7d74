/** A request path fit for logs: the one-time token of a reset link is replaced (tokens never reach logs). */
export const redactUrl = (url: string) => url.replace(/\/(verify|reset)\/[^/?#]+/g, '/$1/[redacted]');
