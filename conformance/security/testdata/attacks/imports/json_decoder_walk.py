# attack: json.decoder.re.sys walk through an authorized module's internals
# imports: json
# expect: python AttributeError
# message: module 'json' has no attribute 'decoder'
# requires: json
import json
json.decoder.re.sys
