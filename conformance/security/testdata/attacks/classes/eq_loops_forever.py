# attack: __eq__ that never returns, triggered by a builtin (list ==) — must hit the op budget
# expect: limit ops
class A:
    def __eq__(self, other):
        while True:
            pass
[A()] == [A()]
