# krait-run: --allow-import json
import json
print(json.dumps('quote " backslash \\ slash /'))
print(json.dumps('tab\tnewline\ncr\rbs\bff\f'))
print(json.dumps('\x00\x01\x1f\x7f'))
print(json.dumps('caf\u00e9 \u4e2d\u6587 \U0001F600'))
print(json.dumps('caf\u00e9 \u4e2d\u6587 \U0001F600', ensure_ascii=False))
print(json.dumps({'\u00e9': '\u00e8'}, ensure_ascii=False))
print(json.dumps('\u2028\u2029'))
