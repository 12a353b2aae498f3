from django.conf import settings
from django.urls import path, re_path
from django.views.static import serve

from . import api, proxy, views

urlpatterns = [
    # Answered by Django itself (api.py), before the pass-through of the rest of the API.
    path("api/app_config/", api.app_config),
    re_path(r"^(api|media|demo/assets|demo/login|demo/logout|static/vendor)(/.*)?$", proxy.proxy),
    path("", views.course),
    re_path(r"^courses/(?P<path>.*)$", views.course),
    path("datasets/<slug:code>/", views.dataset),
    # collectstatic's output, served by Django for the example; a web server or a CDN does it
    # in production.
    re_path(r"^static/(?P<path>.*)$", serve, {"document_root": settings.STATIC_ROOT}),
]
