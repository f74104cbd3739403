# attack: 's'.__dir__()
# ref: smolagents test_vulnerability_via_dunder_call
# table: __dir__ runs the class's own method (what dir() calls); __reduce__ stays refused
# expect: policy dunder
# message: Forbidden call to dunder function: __reduce__
# output: ['b', 'a'] ['a', 'b']
class A:
    def __dir__(self):
        return ['b', 'a']
print(A().__dir__(), dir(A()))
's'.__reduce__()
