# attack: catastrophic regex backtracking (a+)+$ on 'a' * 40 + '!' — the op budget must bound the matcher's steps
# ref: architecture.md §5 (regex charged by pattern x text, cel-go style)
# limits: time=5s
# expect: limit ops
import re
re.match('(a+)+$', 'a' * 40 + '!')
