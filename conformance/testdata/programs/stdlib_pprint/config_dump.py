# krait-run: --allow-import pprint
import pprint
config = {"model": "gpt", "params": {"temperature": 0.7, "max_tokens": 512, "stop": ["\n\n", "END"]},
          "tools": [{"name": "search", "args": {"q": "str", "k": "int"}}, {"name": "calc", "args": {}}],
          "flags": {3, 1, 2}, "ids": tuple(range(12)), "empty": {}, "nested": [[[[1]]]]}
pprint.pprint(config)
pprint.pprint(config, width=40, depth=2)
pprint.pprint(config, sort_dicts=False, compact=True, width=60)
print(pprint.pformat(list(range(30)), width=50, compact=True))
print(pprint.pformat({"z": 1, "a": [1, 2]}, indent=4, width=10))
print(pprint.saferepr({"self": "x", 1: [2, 3]}), pprint.isreadable([1, "a"]), pprint.isrecursive([1]))
r = [1, 2]
r.append(r)
print("Recursion on list" in pprint.pformat(r), pprint.isrecursive(r), pprint.isreadable(r))
pp = pprint.PrettyPrinter(indent=2, width=30)
pp.pprint({"long_key_" + str(i): i * 1.5 for i in range(4)})
print(pprint.pformat("a very long string " * 6, width=40))
pprint.pp({"b": 2, "a": 1})
