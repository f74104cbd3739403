# krait-run: --allow-import copy
import copy
class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print('__copy__')
        return Custom(self.v + 1)
    def __deepcopy__(self, memo):
        print('__deepcopy__', type(memo).__name__)
        return Custom(copy.deepcopy(self.v, memo) * 2)
c = Custom(10)
print(copy.copy(c).v, copy.deepcopy(c).v)
print(copy.deepcopy([c, c])[0].v)
class Reducer:
    def __init__(self, a):
        self.a = a
    def __reduce__(self):
        return (Reducer, (self.a * 3,))
print(copy.copy(Reducer(2)).a, copy.deepcopy(Reducer([1])).a)
