# attack: json.loads of 100000-deep arrays
# imports: json
# requires: json
# limits: memory=64MiB
# expect: python RecursionError
# message: maximum recursion depth exceeded while decoding a JSON array from a unicode string
import json
json.loads('[' * 100000 + ']' * 100000)
