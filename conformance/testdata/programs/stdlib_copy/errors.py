# krait-run: --allow-import copy
import copy
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
def gen():
    yield 1
try:
    copy.copy(gen())
except TypeError as e:
    print(e)
print(copy.copy(len) is len, copy.deepcopy(print) is print)
f = lambda: 1
print(copy.deepcopy(f) is f, copy.copy(int) is int)
