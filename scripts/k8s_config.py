"""deploy/k8s/config.yaml, the ConfigMap of the brand files, made from config/ (which stays their one source).

    python3 scripts/k8s_config.py          # writes deploy/k8s/config.yaml
    python3 scripts/k8s_config.py --check  # make test: the file is current, and bff.yaml mounts every key

Each file of config/ is one key, its path with "/" as "." (ConfigMap keys cannot hold "/"); the Deployment
lays each key back at its path (volumes[].configMap.items).
"""

import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONFIG = ROOT / "config"
MANIFEST = ROOT / "deploy/k8s/config.yaml"
DEPLOYMENT = ROOT / "deploy/k8s/bff.yaml"


# The brand files' JSON Schema is for editors (each brand file names it); the BFF never reads it.
EDITOR_ONLY = {"brand.schema.json"}


def files():
    return {
        str(p.relative_to(CONFIG)): p.read_text()
        for p in sorted(CONFIG.rglob("*"))
        if p.is_file() and str(p.relative_to(CONFIG)) not in EDITOR_ONLY
    }


class Dumper(yaml.SafeDumper):
    """Files as literal blocks (|), readable in review, rather than quoted one-line strings."""


Dumper.add_representer(
    str, lambda d, s: d.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None)
)


def configmap():
    data = {path.replace("/", "."): text for path, text in files().items()}
    head = "# Made by scripts/k8s_config.py from config/: edit those files, then run it again.\n"
    doc = {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {"name": "veneer-config", "labels": {"app.kubernetes.io/part-of": "veneer"}},
        "data": data,
    }
    return head + yaml.dump(doc, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=1000)


def mounted_items():
    for doc in yaml.safe_load_all(DEPLOYMENT.read_text()):
        if doc and doc["kind"] == "Deployment":
            for volume in doc["spec"]["template"]["spec"]["volumes"]:
                if volume.get("configMap", {}).get("name") == "veneer-config":
                    return {item["key"]: item["path"] for item in volume["configMap"]["items"]}
    return {}


def check():
    problems = []
    if not MANIFEST.exists() or MANIFEST.read_text() != configmap():
        problems.append(f"{MANIFEST.relative_to(ROOT)} is not what config/ makes: run python3 scripts/k8s_config.py")
    expected = {path.replace("/", "."): path for path in files()}
    if mounted_items() != expected:
        problems.append(f"{DEPLOYMENT.relative_to(ROOT)} mounts {mounted_items()}, config/ has {expected}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return not problems


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        sys.exit(0 if check() else 1)
    MANIFEST.write_text(configmap())
