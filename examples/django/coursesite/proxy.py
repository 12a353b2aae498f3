"""
Passes the course API (and the demo's login pages and uploads) through to the API server, so
the widgets call their own page's origin and the browser keeps one set of cookies. A real
deployment routes these paths to the API in its web server instead; the Django CSRF check in
front of them stays the same.
"""
import http.client
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpResponse

PROXIED_PREFIXES = ("/api/", "/demo/login/", "/demo/logout/", "/demo/assets/", "/media/", "/static/vendor/")
REQUEST_HEADERS = ("Cookie", "Content-Type", "Accept", "X-CSRFToken", "Accept-Language")
RESPONSE_HEADERS = ("Content-Type", "Location", "Cache-Control", "Content-Disposition")


def is_proxied(path):
    return path.startswith(PROXIED_PREFIXES) or path in ("/demo/login", "/demo/logout")


def proxy(request, *args, **kwargs):
    upstream = urlsplit(settings.COURSES_API_ORIGIN)
    connection = http.client.HTTPConnection(upstream.hostname, upstream.port or 80, timeout=120)
    headers = {name: request.headers[name] for name in REQUEST_HEADERS if name in request.headers}
    body = None if request.method in ("GET", "HEAD") else request.body
    try:
        connection.request(request.method, request.get_full_path(), body=body, headers=headers)
        answer = connection.getresponse()
        content = answer.read()
    except OSError:
        return HttpResponse(
            '{"detail": "The course API cannot be reached."}',
            status=502,
            content_type="application/json",
        )
    finally:
        connection.close()
    response = HttpResponse(content, status=answer.status)
    for name in RESPONSE_HEADERS:
        value = answer.getheader(name)
        if value is not None:
            response[name] = value
    # Every cookie the API sets (session, CSRF token) reaches the browser for this site.
    for line in answer.msg.get_all("Set-Cookie") or []:
        response.cookies.load(line)
    return response
