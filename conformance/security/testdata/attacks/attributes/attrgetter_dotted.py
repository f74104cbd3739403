# attack: operator.attrgetter('f.__globals__') (dotted path)
# requires: operator
# imports: operator
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
import operator
class A:
    def f(self):
        pass
operator.attrgetter('f.__globals__')(A())
