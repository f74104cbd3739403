# krait-run: --allow-import functools
import functools
@functools.total_ordering
class N(int):
    pass
print(N(1) < N(2), N(3) >= N(2))
@functools.total_ordering
class T(tuple):
    def __lt__(self, o):
        return len(self) < len(o)
print(T((1, 2)) < T((5,)), T((1, 2)) > T((5,)), T((1,)) <= T((9,)))
