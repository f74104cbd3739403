# krait-run: --allow-import graphlib
from graphlib import TopologicalSorter, CycleError
deps = {"app": {"lib", "utils"}, "lib": ["utils", "log"], "utils": ["log"], "tests": ("app",)}
ts = TopologicalSorter(deps)
print(list(ts.static_order()))
ts = TopologicalSorter()
ts.add("compile", "fetch", "configure")
ts.add("configure", "fetch")
ts.add("package", "compile", "docs")
ts.add("docs")
ts.prepare()
rounds = 0
while ts.is_active():
    ready = ts.get_ready()
    rounds += 1
    print(rounds, sorted(ready), bool(ts))
    ts.done(*ready)
print(bool(ts), ts.is_active())
cyc = TopologicalSorter({1: [2], 2: [3], 3: [1], 4: [1]})
try:
    cyc.prepare()
except CycleError as e:
    print("CycleError:", e.args[0], e.args[1], isinstance(e, ValueError))
print(cyc.get_ready())
for bad in [lambda: TopologicalSorter().get_ready(), lambda: ts.add("x"), lambda: ts.done("nope"), lambda: ts.done("docs"), lambda: ts.prepare()]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
t2 = TopologicalSorter({"a": ["b"]})
t2.prepare()
try:
    t2.done("a")
except ValueError as e:
    print("ValueError:", e)
print(list(TopologicalSorter({"x": [], "y": ["x"], "z": ["x", "y"]}).static_order()))
print(list(TopologicalSorter({"a": "bc"}).static_order()))
list(TopologicalSorter({"a": ["a"]}).static_order())
