"""{% courses_preload %}: preload links for the loader's first chunks, read off release.json.

On a first visit the loader asks for React, the runtime's core and the API session only once it
has arrived and run; named in the page, they download beside it (README, "Mounting a widget").
release.json is the current release's pointer: a deploy or a rollback replaces it, and the links
follow. A development build has none, and the tag then writes nothing.
"""
import json
import re

from django import template
from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import staticfiles_storage
from django.templatetags.static import static
from django.utils.html import format_html_join

register = template.Library()

RELEASE_FILE = "apps/courses/release.json"
# A chunk's path under apps/courses/: nothing that leaves the folder or needs escaping in a URL.
SAFE_FILE = re.compile(r"^[\w./-]+\.js$")
_cache = {}


def _release_path():
    found = finders.find(RELEASE_FILE)
    return found or staticfiles_storage.path(RELEASE_FILE)


def _preloaded(kinds):
    path = _release_path()
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError:
        return []
    if _cache.get("text") != text:
        try:
            preload = json.loads(text).get("preload", {})
        except ValueError:
            preload = {}
        _cache.update(text=text, preload=preload if isinstance(preload, dict) else {})
    files = [f for kind in kinds for f in _cache["preload"].get(kind, []) if isinstance(f, str)]
    return [f for f in files if SAFE_FILE.match(f) and ".." not in f]


@register.simple_tag
def courses_preload(renders=True):
    """Preload links for a page with widgets; renders=False on a page whose widgets draw
    nothing as it loads (only the keyword popover), which then does not download React early."""
    kinds = ["page", "render"] if renders else ["page"]
    return format_html_join(
        "\n",
        '<link rel="preload" as="script" href="{}">',
        ((static("apps/courses/" + file),) for file in _preloaded(kinds)),
    )
