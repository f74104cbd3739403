# krait-run: --allow-import graphlib,contextlib
from graphlib import TopologicalSorter, CycleError
from contextlib import contextmanager

packages = {
    "webapp": {"flask", "sqlalchemy", "jinja2"},
    "flask": {"werkzeug", "jinja2", "click", "itsdangerous"},
    "jinja2": {"markupsafe"},
    "sqlalchemy": {"greenlet"},
    "werkzeug": {"markupsafe"},
}
log = []

@contextmanager
def step(name):
    log.append(f"start {name}")
    try:
        yield
    except RuntimeError as e:
        log.append(f"failed {name}: {e}")
        raise
    else:
        log.append(f"done {name}")

ts = TopologicalSorter({k: sorted(v) for k, v in packages.items()})
ts.prepare()
batch = 0
installed = []
while ts:
    ready = sorted(ts.get_ready())
    batch += 1
    print(f"batch {batch}: {', '.join(ready)}")
    for pkg in ready:
        with step(pkg):
            installed.append(pkg)
        ts.done(pkg)
print(len(installed), installed[-1], log[:4])
packages["markupsafe"] = {"webapp"}
try:
    list(TopologicalSorter(packages).static_order())
except CycleError as e:
    msg, cycle = e.args
    print(msg + ":", " -> ".join(cycle))
try:
    with step("broken"):
        raise RuntimeError("disk full")
except RuntimeError:
    pass
print(log[-2:])
