# attack: json.decoder.re.sys walk through an authorized module's internals (json.decoder exists, as in CPython, but leads nowhere)
# imports: json
# expect: python AttributeError
# message: module 'json.decoder' has no attribute 're'
# requires: json
import json
json.decoder.re.sys
