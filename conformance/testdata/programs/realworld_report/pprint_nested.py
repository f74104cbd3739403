# krait-run: --allow-import pprint
from pprint import pprint, pformat
import pprint as pp

data = {
    "users": [
        {"id": i, "name": name, "roles": roles, "meta": {"active": i % 2 == 0, "score": i * 1.5}}
        for i, (name, roles) in enumerate([("ann", ["admin", "dev"]), ("bob", []), ("cy", ["ops"] * 3)])
    ],
    "counts": {"a": 1, "c": 3, "b": 2},
    "matrix": [[i * j for j in range(6)] for i in range(4)],
    "long_string": "lorem ipsum dolor sit amet " * 4,
    "tuple": (1, (2, (3, (4, None)))),
    "empty": [{}, [], (), set()],
}
pprint(data)
pprint(data, width=120, compact=True)
pprint(data["matrix"], width=30)
print(pformat(data["counts"], sort_dicts=False))
pprint(data, depth=2)
pprint(list(range(40)), compact=True)
pprint({"z": {1, 2, 3}, "y": frozenset({9})})
print(pp.isreadable(data), pp.saferepr(data["tuple"]))
pprint("x" * 100)
pprint(data["users"][0], indent=4)
