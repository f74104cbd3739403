# attack: operator.attrgetter('__class__')
# requires: operator
# imports: operator
# table: __class__ is readable (= type(1)); the walk on to __subclasses__ is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: True True
import operator
c = operator.attrgetter('__class__')(1)
print(c is int, c is type(1))
operator.attrgetter('__class__.__base__.__subclasses__')(1)
