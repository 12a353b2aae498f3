"""
A call of the course API answered by Django itself: GET /api/app_config/ (docs/api.md,
src/api/schemas/appConfig.ts). The rest of the API is passed through (proxy.py); a product
moves calls here one by one, and `npm run conformance -- --base <this site> --only app-config`
checks each against the same rules as the development server.
"""
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET

PARTNER_APPNAME = "partner"


def is_partner(request):
    """The partner (Jr.) variant runs on every host but the main one."""
    return request.get_host().rsplit(":", 1)[0] != settings.COURSES_MAIN_HOST


@require_GET
@ensure_csrf_cookie  # the widgets' first call: it gives the browser its anti-forgery cookie
def app_config(request):
    partner = is_partner(request)
    return JsonResponse(
        {
            "appname": PARTNER_APPNAME if partner else "courses",
            "isDoctrina": False,
            # Whether the user has granted Google access: this example keeps no integrations.
            "google": False,
            "onedrive": False,
            "content_builder_requires_subscription": True,
            "config": {
                "app_label": "Partner Courses" if partner else "Courses",
                "logo": "/demo/assets/partner-logo.svg" if partner else "/demo/assets/logo.svg",
            },
        }
    )
