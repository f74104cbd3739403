"""A PEP 517 build backend in the standard library only, so that
`pip install ./clients/python` works offline, with nothing to download
(setuptools would need the wheel package). It builds a pure-Python wheel
of krait_client and an sdist of this directory."""

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "krait_client"
NAME = "krait-client"
SUMMARY = "krait as smolagents' code executor: a client of krait serve (stdio or HTTP), standard library only"


def _version():
    with open(os.path.join(ROOT, PACKAGE, "__init__.py"), encoding="utf-8") as f:
        return re.search(r'^__version__ = "([^"]+)"', f.read(), re.M).group(1)


def _metadata():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (
        "Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\nRequires-Python: >=3.9\n"
        "Provides-Extra: smolagents\nRequires-Dist: smolagents; extra == \"smolagents\"\n"
        "Description-Content-Type: text/markdown\n\n%s" % (NAME, _version(), SUMMARY, readme)
    )


def _dist_info():
    return "%s-%s.dist-info" % (PACKAGE, _version())


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = os.path.join(metadata_directory, _dist_info())
    os.makedirs(info, exist_ok=True)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata())
    return _dist_info()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name = "%s-%s-py3-none-any.whl" % (PACKAGE, _version())
    records = []

    def add(z, arcname, data):
        z.writestr(arcname, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        records.append("%s,sha256=%s,%d" % (arcname, digest, len(data)))

    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for fname in sorted(os.listdir(os.path.join(ROOT, PACKAGE))):
            if fname.endswith(".py"):
                with open(os.path.join(ROOT, PACKAGE, fname), "rb") as f:
                    add(z, "%s/%s" % (PACKAGE, fname), f.read())
        info = _dist_info()
        add(z, info + "/METADATA", _metadata().encode("utf-8"))
        add(z, info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: krait_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        add(z, info + "/top_level.txt", (PACKAGE + "\n").encode())
        records.append(info + "/RECORD,,")
        z.writestr(info + "/RECORD", "\n".join(records) + "\n")
    return name


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (PACKAGE, _version())
    name = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as tar:
        for rel in ["pyproject.toml", "README.md", os.path.join("_build", "krait_build.py")] + [
            os.path.join(PACKAGE, f) for f in sorted(os.listdir(os.path.join(ROOT, PACKAGE))) if f.endswith(".py")
        ]:
            tar.add(os.path.join(ROOT, rel), arcname=os.path.join(base, rel))
        pkg_info = _metadata().encode("utf-8")
        ti = tarfile.TarInfo(os.path.join(base, "PKG-INFO"))
        ti.size = len(pkg_info)
        tar.addfile(ti, io.BytesIO(pkg_info))
    return name
