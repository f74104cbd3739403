# attack: json.dumps of 100000-deep nested lists
# imports: json
# requires: json
# limits: ops=1e7 memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded while encoding a JSON object
import json
a = []
for _ in range(100000):
    a = [a]
json.dumps(a)
