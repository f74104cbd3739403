# krait-run: --allow-import operator
# Found by difftest: operator.index returns an exact int, also for a bool.
import operator
print(operator.index(True), operator.index(False), type(operator.index(True)).__name__)
print(operator.index(7), operator.index(-2**70))
