# attack: string.Formatter().format('{0.__class__}', 1) with string authorized — the field lookup must apply the dunder rule
# imports: string
# requires: string
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
import string
print(string.Formatter().format('{0.__class__.__mro__}', 1))
