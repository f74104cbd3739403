# attack: json.dumps of a self-referencing list
# imports: json
# requires: json
# expect: python ValueError
# message: Circular reference detected
import json
a = []
a.append(a)
json.dumps(a)
