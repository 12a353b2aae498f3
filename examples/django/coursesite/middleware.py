"""Two small middlewares the example needs: a nonce CSP, and proxied bodies kept readable."""
import secrets

from .proxy import is_proxied

# The policy of the README's "Content Security Policy" section.
POLICY = (
    "default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; "
    "connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com "
    "https://www.youtube.com https://player.vimeo.com; object-src 'none'; base-uri 'self'; "
    "form-action 'self'; frame-ancestors 'self'"
)


class ContentSecurityPolicy:
    """
    Gives each request a fresh `request.csp_nonce` (the name django-csp uses) and sends the
    policy with it on pages the site renders; proxied API responses keep their own headers.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.csp_nonce = secrets.token_urlsafe(16)
        response = self.get_response(request)
        if not is_proxied(request.path) and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = POLICY.format(nonce=request.csp_nonce)
        return response


class ReadProxiedBody:
    """
    Reads a proxied request's body before the CSRF middleware looks for a form token: for a
    multipart upload that look would consume the stream, and the proxy could not forward it.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if is_proxied(request.path) and request.method not in ("GET", "HEAD", "OPTIONS"):
            request.body  # noqa: B018 - cached on the request for the proxy
        return self.get_response(request)
