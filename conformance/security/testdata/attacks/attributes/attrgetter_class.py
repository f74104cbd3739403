# attack: operator.attrgetter('__class__')
# requires: operator
# imports: operator
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
import operator
operator.attrgetter('__class__')(1)
