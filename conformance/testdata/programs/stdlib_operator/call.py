# krait-run: --allow-import operator
import operator
print(operator.call(max, 3, 9, 2))
print(operator.call(sorted, [3, 1], reverse=True))
print(operator.call(lambda: 'no args'))
