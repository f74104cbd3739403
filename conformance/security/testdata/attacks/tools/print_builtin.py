# attack: rebinding print (a static tool in smolagents) to hijack or break output capture
# ref: smolagents test_assignment_cannot_overwrite_tool
# tools: search
# expect: ok
# output: captured
# output: search still protected
# krait's rule: builtins are not tools. Rebinding `print` shadows the name in
# the code's own namespace only (Python semantics, as in CPython); output
# capture does not depend on the name, and host tools stay protected (see the
# other tools/* attacks, e.g. `search = 3` is refused).
print = "3"
del print
print("captured")
try:
    print("search still protected" if callable(search) else "search lost")
except NameError:
    print("search lost")
