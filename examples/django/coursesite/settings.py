"""
Settings of the example host: a Django site that mounts the course widgets by DOM id.

Everything that varies between machines comes from the environment:
  COURSES_BUILD_DIR   the widgets' build (default: the repository's dist/), built with the
                      STATIC_URL below + 'apps/courses/' (webpack's default, /static/apps/courses/)
  COURSES_API_ORIGIN  where the course API runs (default http://localhost:3000, `npm run dev`)
  COURSES_MAIN_HOST   the main site's host name (default localhost); other hosts are the partner
  DJANGO_STATIC_ROOT  where collectstatic copies the files (default ./collected-static)
  DJANGO_DEBUG        '1' for Django's debug pages
"""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
REPOSITORY = BASE_DIR.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "example-site-not-a-secret")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]

# coursesite for its template tags (templatetags/courses.py).
INSTALLED_APPS = ["django.contrib.staticfiles", "coursesite"]

MIDDLEWARE = [
    "coursesite.middleware.ContentSecurityPolicy",
    "coursesite.middleware.ReadProxiedBody",
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "coursesite.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]
WSGI_APPLICATION = "coursesite.wsgi.application"
DATABASES = {}
USE_TZ = True

# The widgets were built for /static/apps/courses/: STATIC_URL plus the folder they sit in
# under COURSES_BUILD_DIR/static. A different STATIC_URL needs a build with
# STATIC_URL=<it>apps/courses/ npm run build.
STATIC_URL = "/static/"
STATICFILES_DIRS = [Path(os.environ.get("COURSES_BUILD_DIR", REPOSITORY / "dist")) / "static"]
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", BASE_DIR / "collected-static"))

# The widgets copy the csrftoken cookie into X-CSRFToken: Django's defaults, kept explicit.
CSRF_COOKIE_NAME = "csrftoken"
CSRF_HEADER_NAME = "HTTP_X_CSRFTOKEN"
# Scripts must read the token cookie to send it back in the header.
CSRF_COOKIE_HTTPONLY = False

# A dataset upload (a 20 MB CSV) passes through the API proxy in one body.
DATA_UPLOAD_MAX_MEMORY_SIZE = 21 * 1024 * 1024

COURSES_API_ORIGIN = os.environ.get("COURSES_API_ORIGIN", "http://localhost:3000")
# The main site's host name; every other host is the partner (Jr.) variant, as on the API.
COURSES_MAIN_HOST = os.environ.get("COURSES_MAIN_HOST", "localhost")
