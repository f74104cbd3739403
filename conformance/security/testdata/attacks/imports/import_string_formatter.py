# attack: string.Formatter().format('{{0.__class__}}', 1) — string is not authorized by default
# expect: policy import
# message: Import of string is not allowed
import string
string.Formatter().format('{0.__class__}', 1)
