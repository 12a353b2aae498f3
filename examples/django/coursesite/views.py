"""The example's pages: each renders a template that mounts widgets by DOM id."""
from django.shortcuts import render


def course(request, path=""):
    """Every address under /courses/ is the lesson player's (it routes inside the slot)."""
    return render(request, "course.html")


def dataset(request, code):
    # What a Django view hands the dataset popups: the props as a dict, rendered by json_script.
    return render(request, "dataset.html", {"dataset_props": {"code": code}})
