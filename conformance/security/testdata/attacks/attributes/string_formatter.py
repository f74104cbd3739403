# attack: string.Formatter().format('{0.__class__}', 1) with string authorized — the field lookup must apply the dunder rule
# imports: string
# requires: string
# table: __class__ and __mro__ fields are readable (classes reachable anyway); __subclasses__ is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: (<class 'int'>, <class 'object'>)
import string
print(string.Formatter().format('{0.__class__.__mro__}', 1))
print(string.Formatter().format('{0.__class__.__base__.__subclasses__}', 1))
