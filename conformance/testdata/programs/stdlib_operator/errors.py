# krait-run: --allow-import operator
import operator
try:
    operator.add(1)
except TypeError as e:
    print(e)
try:
    operator.neg('a')
except TypeError as e:
    print(e)
try:
    operator.lt(1, 'a')
except TypeError as e:
    print(e)
operator.truediv(1, 0)
