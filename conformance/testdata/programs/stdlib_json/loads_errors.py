# krait-run: --allow-import json
import json
cases = ['', ' ', '[', '[1,', '[1 2]', '{', '{"a"', '{"a":', '{"a":1,}', '{"a":1 "b":2}',
         '{1:2}', '"abc', 'nul', 'tru', '01', '1.', '-', '1e', '[1,]', '{"a" 1}', '[-]',
         '123abc', '1 2', 'true false', '{"a":1}}', '[]]', '[  ', '[1', '{"a":1', '{  ']
for c in cases:
    try:
        json.loads(c)
        print(repr(c), 'ok')
    except json.JSONDecodeError as e:
        print(repr(c), e)
